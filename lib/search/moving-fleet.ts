/**
 * A fleet that moves is ships: "can my fleet fly past them", "do they stop my fleet moving through".
 * The rules' "fleet" is the fleet pool, a player's command tokens that limit his ships in a system
 * (34); a fleet that flies or goes somewhere is the group of ships, which the rules call
 * "ships". Read only as the mover, so "how big can my fleet be" stays the fleet pool's; a fleet
 * moved by a player ("he moved his fleet into the system where my pds is") is the story before an
 * ask about what happens there, and reading it as ships lifts the move's rules over that ask.
 */

// The moves a fleet makes.
const MOVE = String.raw`(?:move|moves|moving|moved|go|goes|going|went|fly|flies|flying|flew|pass|passes|passing|passed|jump|jumps|jumped|travel|travels|travelled|traveled|sail|sails|sailed|retreat|retreats|retreated|enter|enters|entered|leave|leaves|left)`;

const FLEET_MOVES = new RegExp(String.raw`\bfleets?\b(?=\s+(?:can\s+|could\s+|to\s+|will\s+|would\s+|still\s+|then\s+)?${MOVE}\b)`, 'gi');

/** The query with a fleet that moves read as the rules say it: ships. */
export function withMovingFleet(query: string): string {
  return query.replace(FLEET_MOVES, 'ships');
}
