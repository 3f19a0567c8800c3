/**
 * The free text's words, and what each may be found as (issue #38; docs/decisions/055-search-synonyms.md).
 * One pure function, `searchTermGroups`, turns a text into groups of alternatives: every group must be
 * found (as before, "every word counts"), any one alternative of a group suffices. match.ts and both
 * repositories take the groups from here, so they answer the same.
 */
import { SEARCH_SYNONYMS } from "../../shared/search-synonyms";

/**
 * Text as the free-text search compares it: accents removed ('Beauté' → 'beaute'), lower case.
 * The same folding as the databases' (SQLite's trigram `remove_diacritics`, PostgreSQL's `unaccent`)
 * for the Latin letters people type.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

const TATWEEL = /\u0640/gu;

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as Western ones: the listings write Western digits. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/gu, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90));
}

/**
 * A word as the synonym list is keyed: folded (which also drops Arabic diacritics and the hamza on
 * alef, waw and ya, since NFD makes them marks), tatweel dropped, Western digits, alef wasla as alef,
 * alef maqsura as ya, ta marbuta as ha. Used for keys only: the text searched is not rewritten so.
 */
export function searchKey(text: string): string {
  return westernDigits(foldText(text))
    .replace(TATWEEL, "")
    .replace(/\u0671/gu, "\u0627")
    .replace(/\u0649/gu, "\u064A")
    .replace(/\u0629/gu, "\u0647")
    .replace(/\s+/gu, " ")
    .trim();
}

/** The words of a free text, folded, Western digits: 'Botox  Dubai' → ['botox', 'dubai']; commas (also '،') separate. */
export function searchTerms(text: string): string[] {
  return westernDigits(foldText(text).replace(TATWEEL, ""))
    .split(/[\s,\u060C]+/u)
    .filter((term) => term !== "");
}

/** The trigram indexes need three characters: a shorter word is looked for as itself only. */
const MIN_SYNONYM_LENGTH = 3;
/** Up to this many words make one key ('إزالة الشعر بالليزر'). */
const LONGEST_KEY_WORDS = 3;
/** Words of five letters or more may be one edit from a key ('manicur'); shorter ones are too often other words. */
const MIN_FUZZY_LENGTH = 5;

/** Every key (an entry's words and its first find, as `searchKey` makes them) → the word as listed and what it is looked for as. */
const KEYS: ReadonlyMap<string, { word: string; finds: readonly string[] }> = new Map(
  SEARCH_SYNONYMS.flatMap((entry) => {
    const finds = entry.finds.map(foldText);
    return [entry.finds[0]!, ...entry.words].map((word) => [searchKey(word), { word, finds }] as const);
  }),
);
const FUZZY_KEYS = [...KEYS.keys()].filter((key) => !key.includes(" ") && [...key].length >= MIN_FUZZY_LENGTH);

/** The key a word is, with the Arabic article "ال" or without it. */
function keyOf(words: string): string | null {
  const key = searchKey(words);
  if (KEYS.has(key)) return key;
  const bare = key.replace(/(^|\s)ال(?=\S{3})/gu, "$1");
  return KEYS.has(bare) ? bare : null;
}

/** The edit distance (insertions, deletions, substitutions) of two words, or `limit + 1` when it is above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  const [x, y] = [[...a], [...b]];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    if (Math.min(...row) > limit) return limit + 1;
    previous = row;
  }
  return Math.min(previous[y.length]!, limit + 1);
}

/** The nearest key at most `limit` edits from a word of five letters or more ('keratine' → 'keratin'), or null. */
export function closestKey(word: string, limit = 1): string | null {
  const key = searchKey(word);
  if ([...key].length < MIN_FUZZY_LENGTH) return null;
  let best: { key: string; distance: number } | null = null;
  for (const candidate of FUZZY_KEYS) {
    const distance = editDistance(key, candidate, limit);
    if (distance <= limit && (best === null || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key ?? null;
}

/** Alternatives without those holding another (a substring search finds them anyway): ['eyelash', 'lash'] → ['lash']. */
function essential(alternatives: string[]): string[] {
  const unique = [...new Set(alternatives)];
  return unique.filter((alternative) => !unique.some((other) => other !== alternative && alternative.includes(other)));
}

/**
 * The free text as groups of alternatives, in order: each group is the word (or the words of a key of up
 * to three words, 'moroccan bath') as typed and folded, then what the synonym list finds it as;
 * 'lashes dubai' → [['lashes', 'lash'], ['dubai']], 'دبي' → [['دبي', 'dubai']], 'keratine' → [['keratine', 'keratin']].
 * Every alternative of a group with more than one has three characters or more.
 */
export function searchTermGroups(text: string): string[][] {
  const words = searchTerms(text);
  const groups: string[][] = [];
  for (let at = 0; at < words.length;) {
    let taken = 1;
    let finds: readonly string[] = [];
    for (let size = Math.min(LONGEST_KEY_WORDS, words.length - at); size >= 1; size--) {
      const key = keyOf(words.slice(at, at + size).join(" "));
      if (key !== null) {
        [taken, finds] = [size, KEYS.get(key)!.finds];
        break;
      }
    }
    const typed = words.slice(at, at + taken).join(" ");
    if (finds.length === 0) {
      const near = closestKey(typed);
      if (near !== null) finds = KEYS.get(near)!.finds;
    }
    groups.push([...typed].length < MIN_SYNONYM_LENGTH ? [typed] : essential([typed, ...finds]));
    at += taken;
  }
  return groups;
}

/** How far "Did you mean …" looks: two edits ('manicrue'), beyond the one the search itself forgives. */
const SUGGESTION_EDITS = 2;

/**
 * For a text that found nothing ("Did you mean …"): each word that is no key but within two edits of one,
 * replaced by that key as the list writes it ('manicrue marina' → 'manicure marina', 'مانكيبر' → 'مانيكير');
 * null when no word is near one, so there is nothing better to offer.
 */
export function didYouMean(text: string): string | null {
  let changed = false;
  const words = searchTerms(text).map((word) => {
    if (keyOf(word) !== null) return word;
    const near = closestKey(word, SUGGESTION_EDITS);
    if (near === null) return word;
    changed = true;
    return KEYS.get(near)!.word;
  });
  return changed ? words.join(" ") : null;
}
