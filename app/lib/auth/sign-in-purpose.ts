/**
 * What a signed-out person was trying to do when a page sent them to sign in (its `redirectTo`), so the
 * sign-in and registration pages can say it ("Sign in to register your business") instead of a bare
 * "Access Denied" on the sign-in page itself (issue #33). Pure and import-free: the pages use it in the browser.
 */
export type SignInPurpose = "registerBusiness" | "addProduct" | "postJob" | "account" | "developers";

/**
 * The pages that ask a signed-out person to sign in, by path. The dashboard is not among them: the spec
 * sends it to the 'Access Denied' card ('You must be logged in to view this page.', 'Go to Login').
 */
const PURPOSES: readonly (readonly [prefix: string, purpose: SignInPurpose])[] = [
  ["/for-business/register", "registerBusiness"],
  ["/shop/add-product", "addProduct"],
  ["/careers/post", "postJob"],
  ["/account", "account"],
  ["/developers", "developers"],
];

/** The purpose of a return path ('/for-business/register?x' → registerBusiness); null when it is none we name. */
export function signInPurpose(redirectTo: string | null | undefined): SignInPurpose | null {
  if (!redirectTo) return null;
  const path = redirectTo.split(/[?#]/)[0]!;
  for (const [prefix, purpose] of PURPOSES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return purpose;
  }
  return null;
}

/** The pages a person is never sent back to after signing in or up: they would make no sense there. */
export const NOT_A_RETURN_PATH = ["/login", "/register", "/sign-out"];

/** The other auth form's link, keeping where the person was going ('/register?redirectTo=…'). */
export function authFormPath(path: string, redirectTo: string | null | undefined): string {
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}
