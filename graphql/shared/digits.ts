/**
 * Numbers typed with an Arabic keyboard: phones and Arabic-locale keyboards type Arabic-Indic digits
 * (٠١٢…٩, U+0660–0669) or the Persian/Urdu forms (۰۱۲…۹, U+06F0–06F9), and the Arabic decimal and
 * thousands separators (٫ U+066B, ٬ U+066C). Every numeric field reads its text through here first,
 * so '٠٥٠ ١٢٣ ٤٥٦٧' is the same number as '050 123 4567' and is stored with Western digits.
 * Depends on nothing, so the browser bundle may import it.
 */
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** The text with every Arabic-Indic digit and separator replaced by its Western form; nothing else changes. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g, (character) => {
    if (character === "\u066b") return ".";
    if (character === "\u066c") return ",";
    const code = character.charCodeAt(0);
    return String(code - (code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO));
  });
}
