/**
 * A request the browser sent that never got an answer (offline, connection reset). Client actions
 * return this instead of throwing, so the page stays and offers Retry instead of the error page.
 */
export const NETWORK_FAILURE = { status: "network_error" } as const;

export function isNetworkFailure(result: unknown): boolean {
  return typeof result === "object" && result !== null && (result as { status?: unknown }).status === NETWORK_FAILURE.status;
}
