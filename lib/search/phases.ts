/**
 * The phases of a game round, as a question names them ("action phase objective, when can i
 * score it", "in the agenda phase two of us want to play cards at the same moment") and as the
 * rules place an item in one (its entry "Status Phase", its own "During the strategy and agenda
 * phases"). A question naming a phase is answered less by an item whose moment lies only in
 * another: STEP 1-SCORE OBJECTIVES of the status phase says nothing of scoring an action-phase
 * objective, "During the strategy and agenda phases, ..." nothing of the action phase.
 */
import type { Alternative } from './query';
import { terms } from './text';

export const PHASES = ['strategy', 'action', 'status', 'agenda'] as const;
export type Phase = (typeof PHASES)[number];

const PHASE_NAME = String.raw`(strategy|action|status|agenda)`;
// "the status phase", "Status Phase: Score Objectives", "the strategy and agenda phases", "the
// action or status phase": the phases a text names, one or several before one "phase(s)".
const NAMED_PHASES = new RegExp(String.raw`\b${PHASE_NAME}((?:\s*(?:,|\band\b|\bor\b)\s*(?:the\s+)?${PHASE_NAME})*)\s+phases?\b`, 'gi');
const LISTED_PHASE = new RegExp(String.raw`\b${PHASE_NAME}\b`, 'gi');

/** The phases a text names ("During the strategy and agenda phases": strategy, agenda). */
export function phasesNamed(text: string): Set<Phase> {
  const found = new Set<Phase>();
  for (const m of text.matchAll(NAMED_PHASES)) {
    for (const listed of m[0].matchAll(LISTED_PHASE)) found.add(listed[1]!.toLowerCase() as Phase);
  }
  return found;
}

const PHASE_TERM = terms('phase')[0]!;
const PHASE_OF_TERM: ReadonlyMap<string, Phase> = new Map(PHASES.map((p) => [terms(p)[0]!, p]));

/**
 * The phases a query names: a phase's name followed by "phase" ("action phase", "status phse"
 * as the engine reads it), each word a concept of its own or both one phrase.
 */
export function phasesAsked(expanded: readonly Alternative[][]): Set<Phase> {
  const says = (k: number, term: string) => expanded[k]?.some((a) => a.terms.length === 1 && a.terms[0] === term) ?? false;
  const found = new Set<Phase>();
  expanded.forEach((alts, k) => {
    for (const [term, phase] of PHASE_OF_TERM) {
      if ((says(k, term) && says(k + 1, PHASE_TERM)) || alts.some((a) => a.terms.join(' ') === `${term} ${PHASE_TERM}`)) found.add(phase);
    }
  });
  return found;
}

/**
 * Whether an item placed in phases (`own`, see `phasesNamed`) lies only in another than the one
 * phase the query names. A query naming two asks across them ("i exhausted my planets in the
 * action phase, will i have votes in the agenda phase"), which the phase between may answer (the
 * status phase readies them).
 */
export function inAnotherPhase(own: ReadonlySet<Phase>, asked: ReadonlySet<Phase>): boolean {
  return own.size > 0 && asked.size === 1 && ![...own].some((p) => asked.has(p));
}
