/**
 * The timing assistant's boundary types: what `npm run -s timing` reads and prints, and what the
 * /timing page passes to the same engine. Field names follow the schema exactly.
 */

export type Phase = 'strategy' | 'action' | 'status' | 'agenda';

export const PHASES: readonly Phase[] = ['strategy', 'action', 'status', 'agenda'];

/** The timing word printed in the output: "at" covers "at the start of", "at the end of" and unit abilities used during their step. */
export type TimingWord = 'before' | 'when' | 'after' | 'at';

export interface AbilityInput {
  id: string;
  /** A name from `players`. */
  owner: string;
  /** The trigger text as read off the card, the whole card text, or the name of a card from the card list. */
  text: string;
}

export interface TimingInput {
  phase: Phase;
  /** Initiative order (action and status phases) or seating order, clockwise (strategy and agenda phases). */
  players: string[];
  /** Required in the action phase. */
  activePlayer?: string;
  /** Required in the strategy and agenda phases. */
  speaker?: string;
  abilities: AbilityInput[];
}

export interface OrderEntry {
  id: string;
  owner: string;
  /** Key of the window on the round timeline: `<step id>/<edge>`, e.g. `space-combat/start`, `agenda-vote/after@Ann`. */
  window: string;
  timing: TimingWord;
  /** One line: the window and what the timing word means there, with its rule ("Before hits are assigned — "before" acts just before the event, 1.12"). */
  summary: string;
  reason: string;
  /** Corpus ids of the rules and rulings the reason relies on. */
  rules: string[];
}

export interface Unplaced {
  id: string;
  problem: string;
}

export interface TimingResult {
  order: OrderEntry[];
  unplaced: Unplaced[];
}
