/**
 * How many guesses a password would take an attacker who knows the usual patterns (repeats, sequences,
 * keyboard rows, dates, l33t, common passwords) and this site and this account (ASVS 6.2.11): zxcvbn's
 * estimator (@zxcvbn-ts/core) with the shipped common-password list, the keyboard layouts, the site's
 * own words and the account's email as dictionaries. Decision 033.
 *
 * zxcvbn's own dictionaries (hundreds of KB) are left out: the Worker holds one list already.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs } from "@zxcvbn-ts/language-common";
import {
  BUSINESS_TYPES,
  EMIRATES,
  JOB_TYPES,
  PLAN_TIERS,
  PRODUCT_CATEGORIES,
  PROVIDER_TYPES,
  SEARCH_SERVICES,
} from "../../shared/vocabulary";
import type { CommonPasswords } from "./common-passwords";

/** The local database's sample owners all have this password (README, d1/0003): never a new account's. */
export const SAMPLE_OWNER_PASSWORD = "glowuae-owner-2026";

/**
 * Words an attacker aiming at this site tries first: its name, what it is about, the product's
 * vocabulary (emirates, provider and business types, services, plans, categories) and the sample
 * owners' password. Multi-word terms are kept whole too, without spaces ('abudhabi').
 */
export const SITE_WORDS: readonly string[] = (() => {
  const vocabulary = [EMIRATES, PROVIDER_TYPES, BUSINESS_TYPES, SEARCH_SERVICES, PLAN_TIERS, PRODUCT_CATEGORIES, JOB_TYPES].flat();
  const own = ["glowuae", "glow", "uae", "emirates", "beauty", "wellness", "salon", "spa", "booking", "owner", SAMPLE_OWNER_PASSWORD];
  const words = [...own, ...vocabulary].flatMap((term) => {
    const lower = term.toLowerCase();
    return [lower, lower.replace(/[^\p{L}\p{N}]+/gu, ""), ...lower.split(/[^\p{L}\p{N}]+/u)];
  });
  return [...new Set(words.filter((word) => word.length >= 3))];
})();

/**
 * Fewer guesses than this and a new password is refused: 10^7. Online, the sign-in limits (decisions
 * 015, 033) let a guesser at most 30 tries per account per 15 minutes, about 3,000 a day: 10^7 is
 * nine years. It is a tenth of what zxcvbn gives any 8 characters it finds no pattern in (10 a
 * character), so the minimum length stays enough without composition rules, with room for a chance
 * short pattern inside. Far below it: everything the review named (10^1 to 10^4), a site word with a
 * year ('glowuae2026', 'AbuDhabi2026'), a season or keyboard row with one ('summer2026', 'qwerty2026').
 */
export const MIN_PASSWORD_GUESSES = 1e7;

/**
 * zxcvbn's work grows faster than the length (every l33t reading of every substring): it reads the first
 * 64 characters (a password manager's longest; a pattern-free prefix that long is far past the
 * threshold) and tries at most 16 l33t readings, which still finds 'P@$$w0rd'. An adversarial
 * 128-character password then costs tens of milliseconds, as the hash beside it does (decision 033).
 */
const ANALYSED_LENGTH = 64;
const L33T_READINGS = 16;

/** One estimator per list (the host loads the list once per isolate). */
const estimators = new WeakMap<CommonPasswords, ZxcvbnFactory>();

/** The words of an account's email an attacker knows: the address, its name part and the name's pieces. */
function accountWords(email: string): string[] {
  const address = email.trim().toLowerCase();
  if (!address) return [];
  const [name = "", domain = ""] = address.split("@");
  const pieces = [name, name.replace(/[^\p{L}\p{N}]+/gu, ""), ...name.split(/[^\p{L}\p{N}]+/u), ...domain.split(".").slice(0, -1)];
  return [...new Set([address, ...pieces].filter((piece) => piece.length >= 2))];
}

/**
 * What this module uses of @zxcvbn-ts/core beyond `check` (pinned at 4.2.0; the unit tests fail if it
 * changes): its matching, and its scoring asked to leave out the additive term (see passwordGuesses).
 */
interface EstimatorParts {
  main(password: string, userInputs: string[]): unknown;
  scoring: { mostGuessableMatchSequence(password: string, matches: unknown, excludeAdditive: boolean): { guesses: number } };
}

/**
 * The guesses `password` takes, knowing the site and the account's email: zxcvbn's cheapest reading of
 * it as a sequence of pieces (a word, a year, a keyboard row…), costed as the product of the pieces'
 * guesses times the orders they could come in. zxcvbn's `check` adds (10^4)^(pieces - 1), for an
 * attacker who tries shorter sequences first; that term alone puts any password of three pieces at 10^8,
 * past the threshold ('GlowUAE!2026', 'dubaisalon1' would pass), and an attacker aiming at this site
 * starts from its words, so it is left out.
 */
export function passwordGuesses(password: string, passwords: CommonPasswords, email = ""): number {
  let estimator = estimators.get(passwords);
  if (!estimator) {
    estimator = new ZxcvbnFactory({
      dictionary: { passwords: [...passwords.ranked], site: [...SITE_WORDS] },
      graphs: adjacencyGraphs,
      l33tMaxSubstitutions: L33T_READINGS,
    });
    estimators.set(passwords, estimator);
  }
  const parts = estimator as unknown as EstimatorParts;
  const analysed = password.slice(0, ANALYSED_LENGTH);
  if (analysed === "") return 1;
  return parts.scoring.mostGuessableMatchSequence(analysed, parts.main(analysed, accountWords(email)), true).guesses;
}

/** Too easy to guess for a new password: fewer than MIN_PASSWORD_GUESSES. */
export function isEasyToGuess(password: string, passwords: CommonPasswords, email = ""): boolean {
  return passwordGuesses(password, passwords, email) < MIN_PASSWORD_GUESSES;
}
