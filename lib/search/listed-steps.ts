/**
 * The steps a procedure's opening item lists: "To resolve the status phase, players perform the
 * following steps:" is an answer only with the steps under it, so its result carries them (number,
 * short name, link). Nothing of this is shipped: it comes from the items' parents and texts.
 */
import type { SearchDoc } from './shipped';
import type { Step } from './procedure-end';
import { STEP_LEAD } from './step-label';

export interface ListedStep {
  number: number;
  /** "Score Objectives"; the opening words of an unnamed step ("The active player gains 3 trade…"). */
  name: string;
  url: string;
}

// "1. Strategy Phase": a numbered line of an item's own text (36 Game Round lists its phases so).
const NUMBERED_LINE = /^\s*(\d+)\.\s+(.+?)\s*$/gm;
/** Words of an unnamed step kept as its name. */
const UNNAMED_WORDS = 6;

/**
 * Item -> the steps it lists, in order: its children that are numbered steps 1, 2, … n (a
 * procedure; Space Cannon's two procedures both count from 1, so they list none), or the lines of
 * its text numbered 1 … n that each name an entry of its source ("1. Strategy Phase").
 */
export function listedStepsOf(
  docs: readonly SearchDoc[],
  children: ReadonlyMap<string, readonly number[]>,
  numberedSteps: readonly (Pick<Step, 'number'> | undefined)[],
): Map<number, ListedStep[]> {
  const entries = new Map(docs.flatMap((d) => (d.kind === 'entry' ? [[`${d.source}\n${d.title}`, d] as const] : [])));
  const listed = new Map<number, ListedStep[]>();
  docs.forEach((d, i) => {
    const steps = childSteps(d, children.get(d.id) ?? [], docs, numberedSteps) ?? linedSteps(d, (title) => entries.get(`${d.source}\n${title}`));
    if (steps) listed.set(i, steps);
  });
  return listed;
}

function childSteps(parent: SearchDoc, children: readonly number[], docs: readonly SearchDoc[], numberedSteps: readonly (Pick<Step, 'number'> | undefined)[]): ListedStep[] | undefined {
  const steps = children.flatMap((c) => {
    const step = numberedSteps[c];
    return step ? [{ number: step.number, name: stepName(parent, docs[c]!), url: docs[c]!.url }] : [];
  });
  return inOrder(steps) ? steps : undefined;
}

function linedSteps(item: SearchDoc, entryTitled: (title: string) => SearchDoc | undefined): ListedStep[] | undefined {
  const steps = [...item.text.matchAll(NUMBERED_LINE)].map(([, n, title]) => ({ number: Number(n), name: title!, url: entryTitled(title!)?.url }));
  if (!steps.every((s): s is ListedStep => s.url !== undefined)) return undefined;
  return inOrder(steps) ? steps : undefined;
}

/** Two steps or more, numbered 1, 2, … in order: one procedure's. */
const inOrder = (steps: readonly ListedStep[]): boolean => steps.length > 1 && steps.every((s, k) => s.number === k + 1);

/**
 * A named step's title says its name after its procedure's ("Status Phase: Score Objectives"); an
 * unnamed one's is its procedure's ("Trade"): its opening words name it.
 */
function stepName(parent: SearchDoc, step: SearchDoc): string {
  const named = step.title.startsWith(`${parent.title}: `) ? step.title.slice(parent.title.length + 2) : undefined;
  if (named) return named;
  const words = step.text.replace(STEP_LEAD, '').split(/\s+/);
  return words.length > UNNAMED_WORDS ? `${words.slice(0, UNNAMED_WORDS).join(' ')}…` : words.join(' ');
}
