/**
 * Refuses cross-site form posts to actions: a browser always sends Origin on a POST, so a
 * missing or foreign Origin on a state-changing request is answered with 403.
 */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get("Origin");
  if (origin !== new URL(request.url).origin) {
    throw new Response("Cross-site form submissions are not accepted.", { status: 403 });
  }
}
