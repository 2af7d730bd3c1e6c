/**
 * Numbers as players type them and as the rules print them: a player types "3 player game" or
 * "infantry 2", the rules say "three or four players", "a maximum of two PDS" and "Infantry II".
 * Each small number is also searched in its other forms.
 */

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
// Unit upgrades are numbered in roman numerals ("Carrier II"); "I" alone is a word, never searched.
const ROMAN: Record<number, string> = { 2: 'ii', 3: 'iii' };

/** The small number a (folded) word writes, in digits, words or roman numerals ("3", "three", "iii"); undefined for any other word. */
export function numberValue(word: string): number | undefined {
  let n = /^\d{1,2}$/.test(word) ? Number(word) : WORDS.indexOf(word);
  if (n < 0) n = Number(Object.entries(ROMAN).find(([, r]) => r === word)?.[0] ?? -1);
  return n < 0 || n >= WORDS.length ? undefined : n;
}

/** The other forms of a (folded) number word: "2" -> ["two", "ii"], "three" -> ["3", "iii"]; empty for any other word. */
export function numberVariants(word: string): string[] {
  const n = numberValue(word);
  if (n === undefined) return [];
  return [String(n), WORDS[n]!, ...(ROMAN[n] ? [ROMAN[n]!] : [])].filter((w) => w !== word);
}
