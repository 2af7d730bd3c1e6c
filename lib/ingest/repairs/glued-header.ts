import type { Repaired } from './types';

export interface HeaderSplit {
  /** The all-caps header ("SECRET OBJECTIVES"), if the text starts with one. */
  header?: string;
  /** The text after the header. */
  rest: string;
}

/**
 * Splits a leading all-caps header from the text. The transcription sometimes glued the header
 * to the first sentence: "SECRET OBJECTIVESA secret objective" or "PLANET CARDEach planet".
 * A caps run directly followed by lowercase letters gives its last capital back to the sentence
 * ("CARDEach" -> "CARD" + "Each"; "OBJECTIVESA secret" -> "OBJECTIVES" + "A secret").
 * "STEP 1-MOVE SHIPS: ..." and "DICE: ..." are step labels, not headers: they stay in the text.
 */
export function splitGluedHeader(text: string): Repaired<HeaderSplit> {
  const run = /^[A-Z][A-Z' -]*[A-Z]/.exec(text);
  if (!run || run[0].replace(/[^A-Z]/g, '').length < 4) return { value: { rest: text }, repairs: [] };
  const after = text.slice(run[0].length);
  if (after.trim() === '') return { value: { header: run[0], rest: '' }, repairs: [] };
  // "OBJECTIVESA secret": the run swallowed a one-letter word and the space after it.
  const oneLetterWord = /^ [a-z]/.test(after) && /[A-Z]{2}[AI]$/.test(run[0]);
  const directlyLower = /^[a-z]/.test(after);
  if (!oneLetterWord && !directlyLower) return { value: { rest: text }, repairs: [] };
  const header = run[0].slice(0, -1).trim();
  const rest = run[0].slice(-1) + after;
  return {
    value: { header, rest },
    repairs: [{ kind: 'glued-header', before: text.slice(0, run[0].length + 8), after: `${header} ¶ ${rest.slice(0, 8)}` }],
  };
}
