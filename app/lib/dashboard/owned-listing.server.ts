/**
 * What the owner's listing pages (the editor and the hours page) share on the server: only the
 * owner's own listing is there for them, and the API's refusals of a change answered the same way.
 */
import { loginPathFor, safeRedirect } from "~/lib/http/safe-redirect";

export const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

/** The listing when the signed-in account owns it; anyone else's reads as not there (404). */
export function ownedListing<Listing>(
  listing: Listing | null,
  owner: { providers: readonly { id: string }[] } | null,
  id: string,
): Listing {
  if (!listing || !owner?.providers.some((owned) => owned.id === id)) throw notFound();
  return listing;
}

/** A change's refusal the page does not answer itself: signed out, sign in and come back `here`; another's listing, not there. */
export function throwUnlessOwner(typename: string | undefined, here: string): void {
  if (typename === "NotSignedIn") throw safeRedirect(loginPathFor(here));
  if (typename === "NotAllowed") throw notFound();
}
