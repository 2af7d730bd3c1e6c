import type { Repair } from './types';

/** A paragraph of an entry as far as numbering goes: the number it carries, if any. */
export interface NumberedParagraph {
  /** "6.23" as written (after spacing repairs), or undefined for an unnumbered paragraph. */
  number?: string;
  text: string;
}

export interface NumberingResult {
  /** The number each paragraph ends up with; undefined keeps it a continuation of the one before. */
  numbers: (string | undefined)[];
  repairs: Repair[];
  /** Jumps in the sequence that no repair explains, for the report. */
  unresolved: string[];
}

const sub = (n: string) => Number(n.split('.')[1]);

/**
 * Numbers an entry's rules as the consecutive sequence N.1, N.2, ... the rulebook uses, repairing
 * the transcription's slips from the context:
 * - a number out of sequence whose neighbours are in sequence is a slip ("6.23" between 6.2 and
 *   the end of the entry is 6.3);
 * - an unnumbered paragraph sitting in a gap of exactly one number lost its number (the paragraph
 *   between 1.14 and 1.16 is 1.15). Unnumbered paragraphs elsewhere stay continuations of the rule
 *   before them (or the entry's lead).
 * `known` (rule numbers confirmed by another edition) can only confirm a slip, never invent one.
 */
export function repairRuleNumbering(
  entry: number,
  paragraphs: NumberedParagraph[],
  known?: ReadonlySet<string>,
): NumberingResult {
  const numbers: (string | undefined)[] = [];
  const repairs: Repair[] = [];
  const unresolved: string[] = [];
  let last = 0;
  const nextNumbered = (from: number) => paragraphs.slice(from + 1).find((p) => p.number !== undefined)?.number;

  paragraphs.forEach((p, i) => {
    const expected = `${entry}.${last + 1}`;
    const next = nextNumbered(i);
    const nextFits = next === undefined || (next.startsWith(`${entry}.`) && sub(next) === last + 2);
    if (p.number === undefined) {
      const gap = last > 0 && next !== undefined && next.startsWith(`${entry}.`) && sub(next) === last + 2;
      if (gap) {
        numbers.push(expected);
        repairs.push({ kind: 'missing-rule-number', before: p.text.slice(0, 40), after: `${expected} ${p.text.slice(0, 40)}` });
        last += 1;
      } else {
        numbers.push(undefined);
      }
      return;
    }
    if (p.number === expected) {
      numbers.push(p.number);
      last += 1;
      return;
    }
    if (nextFits && (known === undefined || known.has(expected) || !known.has(p.number))) {
      numbers.push(expected);
      repairs.push({ kind: 'numbering-slip', before: p.number, after: expected });
      last += 1;
      return;
    }
    numbers.push(p.number);
    unresolved.push(`${expected} is missing: ${p.number} follows ${last ? `${entry}.${last}` : 'the unnumbered lead, which keeps its place'}`);
    if (p.number.startsWith(`${entry}.`)) last = sub(p.number);
  });
  return { numbers, repairs, unresolved };
}
