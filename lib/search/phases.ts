/**
 * The parts of the game an item lies in and a question names: the phases of a game round, and the
 * two combats of a tactical action. A question naming one ("action phase objective, when can i
 * score it", "ground fight ended, do end of round effects still go off") is answered less by an
 * item whose moment lies only in another of its kind: STEP 1-SCORE OBJECTIVES of the status phase
 * says nothing of scoring an action-phase objective, "Space combat ends immediately when ..."
 * nothing of a ground combat's end. The rules place an item by its entry ("Status Phase", "Space
 * Combat") or by its own words ("During the strategy and agenda phases").
 */
import type { Alternative } from './query';
import { terms } from './text';

export const PHASES = ['strategy', 'action', 'status', 'agenda'] as const;
const COMBATS = ['space', 'ground'] as const;
export type Part = (typeof PHASES)[number] | (typeof COMBATS)[number];

/** Each kind of part: its names, and the noun that follows them ("status phase", "ground combat"). */
const KINDS: readonly { names: readonly Part[]; noun: string }[] = [
  { names: PHASES, noun: 'phase' },
  { names: COMBATS, noun: 'combat' },
];

// "the status phase", "Status Phase: Score Objectives", "the strategy and agenda phases", "the
// action or status phase": the parts a text names, one or several before one noun of their kind.
const NAMED = KINDS.map(({ names, noun }) => {
  const name = String.raw`(${names.join('|')})`;
  return new RegExp(String.raw`\b${name}((?:\s*(?:,|\band\b|\bor\b)\s*(?:the\s+)?${name})*)\s+${noun}s?\b`, 'gi');
});
const LISTED = new RegExp(String.raw`\b(${KINDS.flatMap((k) => k.names).join('|')})\b`, 'gi');

/** The parts a text names ("During the strategy and agenda phases": strategy, agenda). */
export function partsNamed(text: string): Set<Part> {
  const found = new Set<Part>();
  for (const named of NAMED) {
    for (const m of text.matchAll(named)) {
      for (const listed of m[0].matchAll(LISTED)) found.add(listed[1]!.toLowerCase() as Part);
    }
  }
  return found;
}

const PART_OF_TERM = KINDS.flatMap(({ names, noun }) => names.map((part) => ({ term: terms(part)[0]!, noun: terms(noun)[0]!, part })));

/**
 * A procedure that holds a part and names it for the player: ground combat is a step of the
 * invasion, so "what comes first, space combat or invasion" asks across both combats.
 */
const HOSTS: readonly { term: string; part: Part }[] = [{ term: terms('invasion')[0]!, part: 'ground' }];

/**
 * The parts a query names: a part's name followed by its noun ("action phase", "status phse" as
 * the engine reads it, "ground fight" as a combat), each word a concept of its own or both one phrase.
 */
export function partsAsked(expanded: readonly Alternative[][]): Set<Part> {
  const says = (k: number, term: string) => expanded[k]?.some((a) => a.terms.length === 1 && a.terms[0] === term) ?? false;
  const found = new Set<Part>();
  expanded.forEach((alts, k) => {
    for (const { term, noun, part } of PART_OF_TERM) {
      if ((says(k, term) && says(k + 1, noun)) || alts.some((a) => a.terms.join(' ') === `${term} ${noun}`)) found.add(part);
    }
    for (const { term, part } of HOSTS) if (says(k, term)) found.add(part);
  });
  return found;
}

/**
 * Whether an item placed in parts (`own`, see `partsNamed`) lies only in another than the one part
 * of a kind the query names. A query naming two phases asks across them ("i exhausted my planets
 * in the action phase, will i have votes in the agenda phase"), which the phase between may answer
 * (the status phase readies them); a phase asked says nothing of the combats.
 */
export function inAnotherPart(own: ReadonlySet<Part>, asked: ReadonlySet<Part>): boolean {
  return KINDS.some(({ names }) => {
    const mine = names.filter((p) => own.has(p));
    const wanted = names.filter((p) => asked.has(p));
    return mine.length > 0 && wanted.length === 1 && !mine.includes(wanted[0]!);
  });
}
