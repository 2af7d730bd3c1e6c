/**
 * Numbers as players type them and as the rules print them: a player types "3 player game" or
 * "infantry 2", the rules say "three or four players", "a maximum of two PDS" and "Infantry II".
 * Each small number is also searched in its other forms.
 */

/** The small numbers in words, each at its value: "zero" to "twelve", as the rules print them. */
export const NUMBER_WORDS: readonly string[] = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
// Unit upgrades are numbered in roman numerals ("Carrier II"); "I" alone is a word, never searched.
const ROMAN: Record<number, string> = { 2: 'ii', 3: 'iii' };

// A count typed as an ordinal is a count: "just drew my 8th action card" holds eight, which the
// hand limit answers ("a maximum of seven"). Words ("third") stay words: "the third player" is no count.
const DIGITS = /^(\d{1,2})(?:st|nd|rd|th)?$/;

/** The small number a (folded) word writes, in digits, words or roman numerals ("3", "three", "iii"); undefined for any other word. */
export function numberValue(word: string): number | undefined {
  const digits = DIGITS.exec(word)?.[1];
  let n = digits !== undefined ? Number(digits) : NUMBER_WORDS.indexOf(word);
  if (n < 0) n = Number(Object.entries(ROMAN).find(([, r]) => r === word)?.[0] ?? -1);
  return n < 0 || n >= NUMBER_WORDS.length ? undefined : n;
}

/** Whether a (folded) word is a number's roman numeral ("ii"), the form a unit's upgrade is printed in. */
export function isRoman(word: string): boolean {
  return Object.values(ROMAN).includes(word);
}

/** Words the rules print a roman numeral after, beside the units' names ("Carrier II"): "Stage II" objectives. */
export const ROMAN_LABELS: ReadonlySet<string> = new Set(['stage']);

/** Whether the number a (folded) word writes has a roman form ("2", "three"): an upgrade or a stage, after a unit's name or a label. */
export function hasRoman(word: string): boolean {
  const n = numberValue(word);
  return n !== undefined && ROMAN[n] !== undefined;
}

/**
 * The other forms of a (folded) number word: "2" -> ["two", "ii"], "three" -> ["3", "iii"]; empty
 * for any other word. Without `roman`, no roman numeral: "2 space docks" counts docks, it is no
 * "Space Dock II".
 */
export function numberVariants(word: string, roman = true): string[] {
  const n = numberValue(word);
  if (n === undefined) return [];
  return [String(n), NUMBER_WORDS[n]!, ...(roman && ROMAN[n] ? [ROMAN[n]!] : [])].filter((w) => w !== word);
}
