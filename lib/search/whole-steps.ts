/**
 * A question asking for all the steps of a procedure at once ("every step of the status phase in
 * order", "list the steps of a space combat round", "what happens in what order during an invasion,
 * all the steps"). One step's rule answers only its step; the procedure's entry opens the list but
 * holds its steps as children. The item of another source named for the same procedure whose own
 * text numbers the steps 1, 2, … n (the player summary's "Tactical Action: Space Combat") holds the
 * whole list in one answer: it goes first, the procedure's entry right behind it.
 */
import { moved } from './moved';

// The whole list asked: "all the steps", "every step", "list the steps", "step by step", "what
// happens in what order". Not one order between two things ("do we score first or flip first"), "in
// what order do we fire" (a step of it) nor "what are the steps (in order)", which the entry
// opening the list answers as well.
const WHOLE_LIST = new RegExp(
  [
    String.raw`\b(?:all|every|each|list)\s+(?:of\s+)?(?:the\s+)?steps?\b`,
    String.raw`\bstep[- ]by[- ]step\b`,
    String.raw`\bwhat\s+happens\s+in\s+what\s+order\b`,
  ].join('|'),
  'i',
);

/** Whether the query asks for a procedure's whole list of steps. */
export const wholeStepsAsked = (query: string): boolean => WHOLE_LIST.test(query);

/** How far down the procedure (its entry or one of its steps) may stand: past this the words found other things. */
const REACH = 3;

// "3. Make Combat Rolls Each player rolls …": a line of a text opening on its step's number.
const NUMBERED_LINE = /^\s*(\d+)\.\s/gm;

/** Whether a text numbers its lines 1, 2, … n in order, two or more: one procedure's steps, whole. */
export function numbersSteps(text: string): boolean {
  const numbers = [...text.matchAll(NUMBERED_LINE)].map(([, n]) => Number(n));
  return numbers.length > 1 && numbers.every((n, k) => n === k + 1);
}

/** What the reading reads of the items: each one's id, kind, title, text, source and parent, its title's terms. */
export interface ProcedureItems {
  docs: readonly { id: string; kind: string; title: string; text: string; source: string; parent?: string }[];
  byId: ReadonlyMap<string, number>;
  titleTerms: readonly (readonly string[])[];
}

/** The entry of a ranked item: itself when an entry, else its parent when that is one. */
function entryOf({ docs, byId }: ProcedureItems, d: number): number | undefined {
  if (docs[d]!.kind === 'entry') return d;
  const parent = docs[d]!.parent === undefined ? undefined : byId.get(docs[d]!.parent!);
  return parent !== undefined && docs[parent]!.kind === 'entry' ? parent : undefined;
}

/** The item of another source titled for the entry's procedure ("Space Combat", "Tactical Action: Space Combat") whose text numbers its steps. */
function wholeListOf({ docs }: ProcedureItems, entry: number): number | undefined {
  const { title, source } = docs[entry]!;
  const k = docs.findIndex((d) => d.source !== source && (d.title === title || d.title.endsWith(`: ${title}`)) && numbersSteps(d.text));
  return k < 0 ? undefined : k;
}

/**
 * The ranking with the whole list of the first procedure the query names ranked first, its entry
 * second; as it was when none holds one. The query names the procedure (its entry's title terms
 * among the query's, as widened): a step of another that the words found ("return strategy cards"
 * for "every step of the strategy phase") is not the procedure asked.
 */
export function wholeStepsFirst(ranked: readonly number[], items: ProcedureItems, queryTerms: ReadonlySet<string>): number[] {
  for (const d of ranked.slice(0, REACH)) {
    const entry = entryOf(items, d);
    const named = entry !== undefined && items.titleTerms[entry]!.every((t) => queryTerms.has(t));
    const list = named ? wholeListOf(items, entry) : undefined;
    if (entry === undefined || list === undefined) continue;
    return putFirst(putFirst(ranked, entry), list);
  }
  return [...ranked];
}

/** The ranking with the item first, whether it ranked or not. */
function putFirst(ranked: readonly number[], d: number): number[] {
  const at = ranked.indexOf(d);
  return at < 0 ? [d, ...ranked] : moved(ranked, at, 0);
}
