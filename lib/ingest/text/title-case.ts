const SMALL = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);
/** Capitals that stay capitals: roman numerals and game abbreviations. */
const KEEP = /^(?:[IVX]+|PDS|VPS?|AI|TI\d?)$/;

/**
 * "TRADE GOODS & COMMODITIES" -> "Trade Goods & Commodities": title case for the all-caps headings
 * of a printed rulebook. Only all-caps words change; small words stay lowercase after the first.
 * `casing` may know how the source itself writes the heading elsewhere ("PDS", "The Clan of Saar"),
 * which then wins.
 */
export function titleCase(heading: string, casing?: (caps: string) => string | undefined): string {
  const known = casing?.(heading);
  if (known !== undefined) return known;
  let first = true;
  return heading.replace(/[A-Za-z][A-Za-z']*/g, (word) => {
    const wasFirst = first;
    first = false;
    if (word !== word.toUpperCase() || KEEP.test(word)) return word;
    const lower = word.toLowerCase();
    if (!wasFirst && SMALL.has(lower)) return lower;
    return lower[0]!.toUpperCase() + lower.slice(1);
  });
}
