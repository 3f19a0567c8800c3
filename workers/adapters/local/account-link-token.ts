/**
 * The token in an account email's link (docs/decisions/052-account-emails.md): an HMAC of the link's row id
 * under the auth secret. Nothing stores it (account_links keeps its SHA-256), yet the outbox's consumer can
 * write it into the message minutes later from the id alone; without the secret a database copy opens nothing.
 */
import { tokenKey } from "./access-token";
import { base64UrlEncode, utf8 } from "./auth-encoding";

export async function accountLinkToken(secret: string, linkId: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await tokenKey(secret), utf8(`account-link:${linkId}`));
  return base64UrlEncode(new Uint8Array(mac));
}
