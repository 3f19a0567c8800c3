/** '/login?redirectTo=…' for a page that needs a signed-in user. Import-free: pages link with it in the browser. */
export function loginPathFor(returnTo: string): string {
  return `/login?${new URLSearchParams({ redirectTo: returnTo })}`;
}
