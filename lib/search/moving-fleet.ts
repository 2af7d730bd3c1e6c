/**
 * A fleet that moves is ships: "can my fleet fly past them", "do they stop my fleet moving through".
 * The rules' "fleet" is the fleet pool, a player's command tokens that limit his ships in a system
 * (34); a fleet that flies or goes somewhere is the group of ships, which the rules call
 * "ships". Read only as the mover, so "how big can my fleet be" stays the fleet pool's; a fleet
 * moved by a player ("he moved his fleet into the system where my pds is") is the story before an
 * ask about what happens there, and reading it as ships lifts the move's rules over that ask.
 */

import { MOVE_VERBS } from './move-verbs';
import { anyOf } from './question-words';

// The moves a fleet makes, and its retreating, entering and leaving, each a move of its ships.
const MOVE = anyOf(MOVE_VERBS, ['retreat', 'retreats', 'retreated', 'enter', 'enters', 'entered', 'leave', 'leaves', 'left']);

const FLEET_MOVES = new RegExp(String.raw`\bfleets?\b(?=\s+(?:can\s+|could\s+|to\s+|will\s+|would\s+|still\s+|then\s+)?${MOVE}\b)`, 'gi');

/** The query with a fleet that moves read as the rules say it: ships. */
export function withMovingFleet(query: string): string {
  return query.replace(FLEET_MOVES, 'ships');
}
