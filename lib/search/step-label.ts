/**
 * A numbered step's label, as the rules print it: "STEP 8-RETURN STRATEGY CARDS: ...", "STEP 2:-Each
 * player ...", "STEP 1 - ROLL DICE: ...", "STEP 1-The active player gains 3 trade goods.". Its parts
 * are spelled here once; each reader takes its own piece of it (./timing-question.ts, ./procedure-end.ts,
 * ./listed-steps.ts, ./indexed-body.ts).
 */

// "STEP 8": the step's number, its place in its procedure.
const NUMBER = String.raw`^STEP\s+(?<number>\d+)`;
// What parts the number from the step's words: a dash, an en dash, a colon, or a run of them ("2:-").
const SEPARATOR = String.raw`[-–:]`;
// "RETURN STRATEGY CARDS:": a named step's name, in capitals, ended by a colon.
const NAME = String.raw`(?<name>[A-Z][A-Z'’ -]*?)\s*:`;

/** "STEP 8-...", "STEP 2-The active player ...": a numbered step, named or not; `number` its number. */
export const STEP_NUMBER = new RegExp(String.raw`${NUMBER}\b`);

/** "STEP 8-", "STEP 2:-", "STEP 1 - ": what precedes a step's own words (a name is among them). */
export const STEP_LEAD = new RegExp(String.raw`${NUMBER}\s*${SEPARATOR}*\s*`);

/** The lead and, when the step is named, its `name` and colon: all of the label before the step's words. */
export const STEP_LABEL = new RegExp(String.raw`${STEP_LEAD.source}(?:${NAME}\s*)?`);

/**
 * A named step and its `name` ("BOMBARDMENT" of "STEP 1-BOMBARDMENT: ..."). It asks a dash or colon
 * before the name, where STEP_LABEL takes none: every printed step has one, so the two read the rules alike.
 */
export const NAMED_STEP = new RegExp(String.raw`${NUMBER}\s*${SEPARATOR}+\s*${NAME}`);
