import type { Repaired } from './types';

/**
 * Splits paragraphs where the next rule was glued to the end of the previous one:
 * "...technology cards.17.1 During combat" -> ["...technology cards.", "17.1 During combat"].
 * A split needs a sentence end before the number and the entry's own number in it, so a value
 * like "rolls 2.5 dice" or a citation of another entry's rule is never mistaken for a rule start.
 */
export function splitGluedRuleNumbers(text: string, entry: number): Repaired<string[]> {
  const glued = new RegExp(`(?<=[.:;!?"”)])\\s*(?=${entry}\\. ?\\d{1,2} [A-Z"“])`, 'g');
  const parts = text.split(glued).map((p) => p.trim());
  if (parts.length === 1) return { value: [text], repairs: [] };
  const repairs = parts.slice(1).map((part, i) => {
    const prev = parts[i] ?? '';
    return {
      kind: 'glued-rule-number',
      before: `${prev.slice(-20)}${part.slice(0, 20)}`,
      after: `${prev.slice(-20)} ¶ ${part.slice(0, 20)}`,
    };
  });
  return { value: parts, repairs };
}
