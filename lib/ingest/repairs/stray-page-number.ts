import type { Repaired } from './types';

/**
 * "...remove the custodians token.12" -> "...remove the custodians token.": a page number of the
 * printed rulebook glued to the last sentence of a paragraph. Only digits right after a sentence end
 * at the very end of a paragraph qualify; "value is "4."" and "(Y)." stay untouched.
 */
export function stripStrayPageNumber(text: string): Repaired {
  const m = /([.!?])(\d{1,3})\s*$/.exec(text);
  if (!m) return { value: text, repairs: [] };
  const value = text.slice(0, m.index) + m[1]!;
  return { value, repairs: [{ kind: 'stray-page-number', before: m[0].trim(), after: m[1]! }] };
}
