/**
 * A review link's token (docs/decisions/068-visit-reviews.md): 32 random bytes, base64url, minted by the
 * outbox's consumer when it writes the invitation. Only its SHA-256 (hex) is stored (review_tokens).
 */
export function newReviewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The hex SHA-256 of a token, as review_tokens keeps it. */
export async function reviewTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The review form's path for a token (the page adds the language prefix). */
export const reviewPath = (token: string) => `/review/${encodeURIComponent(token)}`;
