/**
 * The common-password list for the password rule, read from the Worker's static assets the first time
 * a password is set and kept for the isolate's life (decision 069). A failed read is not kept: the next
 * sign-up tries again.
 */
import { COMMON_PASSWORDS_ASSET, parseCommonPasswords, type CommonPasswords } from "../graphql/modules/accounts/common-passwords";

let list: Promise<CommonPasswords> | undefined;

export function commonPasswordsFrom(assets: Fetcher): () => Promise<CommonPasswords> {
  return () =>
    (list ??= readList(assets).catch((error: unknown) => {
      list = undefined;
      throw error;
    }));
}

async function readList(assets: Fetcher): Promise<CommonPasswords> {
  // The assets binding answers any host; the path is what it looks up.
  const response = await assets.fetch(new Request(`https://assets.invalid${COMMON_PASSWORDS_ASSET}`));
  if (!response.ok) throw new Error(`The common-password list (${COMMON_PASSWORDS_ASSET}) answered ${response.status}.`);
  return parseCommonPasswords(await response.text());
}
