/**
 * The end of a procedure is its last step: "what happens at the end of the status phase" is
 * answered by STEP 8-RETURN STRATEGY CARDS, which says no "end". The end of a game round is the
 * step that begins the next one: the status phase's last step ("Otherwise, a new game round
 * begins") or, once the custodians token is taken, the agenda phase's ("Then, a new game round
 * begins").
 */
import type { Alternative } from './query';
import { STEP_NUMBER } from './step-label';
import { terms } from './text';

// "a new game round begins": the step after which the round is over.
const BEGINS_ROUND = /\bnew\s+game\s+round\s+begins\b/i;

export const END_TERM = terms('end')[0]!;
const ROUND = terms('round');

/** A procedure's name (its entry's title terms, or the round's), the steps that end it and its other steps. */
export interface ProcedureEnd {
  name: readonly string[];
  steps: number[];
  others: number[];
}

export interface Step {
  number: number;
  beginsRound: boolean;
}

/**
 * Each procedure with numbered steps (`byParent` its steps by its id, `steps[d]` the step an item
 * is) -> its last step; and the round -> the steps that begin a new round.
 */
export function procedureEnds(
  byParent: ReadonlyMap<string, readonly number[]>,
  steps: readonly (Step | undefined)[],
  titleOf: (parent: string) => readonly string[] | undefined,
): ProcedureEnd[] {
  const ends = [...byParent].flatMap(([parent, all]) => {
    const name = titleOf(parent);
    const last = all.reduce((a, b) => (steps[b]!.number > steps[a]!.number ? b : a));
    return name?.length ? [{ name, steps: [last], others: all.filter((d) => d !== last) }] : [];
  });
  const round = steps.flatMap((s, d) => (s?.beginsRound ? [d] : []));
  return round.length ? [...ends, { name: ROUND, steps: round, others: [] }] : ends;
}

/** The step an item's text is ("STEP 8-... a new game round begins"); undefined for others. */
export function stepOf(text: string): Step | undefined {
  const n = STEP_NUMBER.exec(text)?.groups?.number;
  return n === undefined ? undefined : { number: Number(n), beginsRound: BEGINS_ROUND.test(text) };
}

/**
 * The concepts saying "end" of a procedure the query names after it ("the end of the status
 * phase", "end of a round"), each with the ends named. Only after it: "start of the round or end"
 * weighs two moments of the round, the draw of STEP 3 among them, not the round's last step.
 */
export function endsAsked(expanded: readonly Alternative[][], ends: readonly ProcedureEnd[]): { k: number; steps: number[]; others: number[] }[] {
  const said = expanded.map((alts) => alts[0]?.terms.join(' ') ?? '');
  return expanded.flatMap((alts, k) => {
    if (!alts.some((a) => a.terms.length === 1 && a.terms[0] === END_TERM)) return [];
    const after = `${said.slice(k + 1).join(' ')} `;
    const named = ends.filter(({ name }) => after.startsWith(`${name.join(' ')} `));
    return named.length ? [{ k, steps: named.flatMap((e) => e.steps), others: named.flatMap((e) => e.others) }] : [];
  });
}
