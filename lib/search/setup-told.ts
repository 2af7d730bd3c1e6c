/**
 * A host setting up asks a rule's question in the setup's frame: "building the map, can two anomalies
 * be placed touching each other", "setting up, where do the starting units go". The setup's own step
 * (LRR 1.1 Complete Setup, the Prophecy of Kings and summary setups) answers it as the setup does it;
 * the words ("adjacent", "touching", "units") find as well a general rule of the game in play
 * (6 Adjacency), which says nothing of building the board.
 */
import { liftedWithin, TWIN_REACH } from './moved';
import type { TitleAndText } from './shipped';

/** The setup told: "setting up", "at setup", "building the map", "making the galaxy". */
const SETUP_TOLD = /\b(?:set(?:ting)? ?up|(?:build|building|built|make|making|creat(?:e|ing)|lay(?:ing)? out)\s+(?:the\s+|our\s+)?(?:map|galaxy|game board|board))\b/i;

/** Whether the query frames its question in the game's setup. */
export const setupTold = (text: string): boolean => SETUP_TOLD.test(text);

/** What the reading needs of an item: its title, its text and its parent's title, when it is a step of a procedure. */
export type SetupDoc = TitleAndText & { parentTitle?: string };

const SETUP_TITLE = /\bsetup\b/i;

/** The first sentence of a text. */
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s+/)[0] ?? '';

/**
 * An item of a setup: titled for it, a step of one ("Step 6: Create Game Board" of "Complete Setup"),
 * or a rule stating its setup case first ("During setup, the speaker prepares the objectives").
 */
export const ofSetup = (doc: SetupDoc): boolean => SETUP_TITLE.test(doc.title) || SETUP_TITLE.test(doc.parentTitle ?? '') || SETUP_TITLE.test(firstSentence(doc.text));

/** The ranking with the first setup item close behind first, when the first result is no item of a setup. */
export function setupStepFirst<T extends { doc: number }>(ranked: readonly T[], docOf: (d: number) => SetupDoc): T[] {
  const head = ranked[0];
  if (!head || ofSetup(docOf(head.doc))) return [...ranked];
  return liftedWithin(ranked, TWIN_REACH, (r) => ofSetup(docOf(r.doc)));
}
