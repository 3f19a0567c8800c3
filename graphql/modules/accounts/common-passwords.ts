/**
 * The common and breached passwords the password rule refuses (ASVS 6.2.4): 10,000 of 8 to 128
 * characters, lower case, most common first (scripts/generate-common-passwords.mjs writes them to
 * public/data/common-passwords.txt). They are a static asset, not part of the Worker's code: the host
 * reads them from its assets the first time a password is set and keeps them (decision 069).
 */

/** The list's path among the site's static assets. */
export const COMMON_PASSWORDS_ASSET = "/data/common-passwords.txt";

/** How many entries the shipped list has; anything else is not the list (a 404 page, a cut-off file). */
export const COMMON_PASSWORD_COUNT = 10_000;

export interface CommonPasswords {
  /** Most common first: zxcvbn ranks a word by its position. */
  readonly ranked: readonly string[];
  readonly known: ReadonlySet<string>;
}

/** The list from the asset's text; throws when the text is not the list, so a bad deploy fails loudly. */
export function parseCommonPasswords(text: string): CommonPasswords {
  const ranked = text.split("\n").filter((line) => line !== "");
  if (ranked.length !== COMMON_PASSWORD_COUNT) {
    throw new Error(`${COMMON_PASSWORDS_ASSET} holds ${ranked.length} lines, not the ${COMMON_PASSWORD_COUNT} passwords of the list.`);
  }
  return { ranked, known: new Set(ranked) };
}
