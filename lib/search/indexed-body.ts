/**
 * What the body index holds of an item's text: the text, with a numbered step's label counted once.
 * "STEP 2-REVEAL PUBLIC OBJECTIVE: ..." under "Status Phase: Reveal Public Objective":
 * - its name is the item's title, which the title field weighs already: the text repeating it
 *   counted the same words a second time, for the steps only;
 * - its number is the step's place in its procedure, no count the rule states: as a word of the
 *   index it met the counts and upgrades players name ("i have 2 public objectives done", "my pds 2",
 *   "destroyer 2") in the second step of every procedure.
 * The word "step" stays ("the reveal step"). The step readings take a step's place and name from the
 * text itself, never from the index (./timing-question.ts `namedStep`, ./procedure-end.ts `stepOf`,
 * ./listed-steps.ts).
 */
import type { TitleAndText } from './shipped';
import { STEP_LABEL } from './step-label';
import { terms } from './text';

export function indexedBody({ title, text }: TitleAndText): string {
  const label = STEP_LABEL.exec(text);
  if (!label) return text;
  const titled = new Set(terms(title));
  const named = label.groups?.name;
  const name = named !== undefined && !terms(named).every((t) => titled.has(t)) ? `${named}: ` : '';
  return `STEP ${name}${text.slice(label[0].length)}`;
}
