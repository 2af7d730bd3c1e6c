/**
 * A move told by the ships' leaving: "can the ships there leave now", "as the ship leaves the
 * rift". The rules say a ship "moves" ("cannot move if it started its movement in another system
 * that contains one of its faction's command tokens", "a ship that moves out of or through a
 * gravity rift"); "leave" is in no such rule and finds others (a player's leaving, tokens left).
 * Read only with a ship or a pronoun for one before it, so "leave a token" or "no tokens left" stay
 * as they are. A place left without a mover ("carrier destroyed leaving rift") stays too: what a
 * text says of leaving it ranks by those words.
 */

const DEPART = String.raw`(?:leave|leaves|leaving|exit|exits|exiting|exited|depart|departs|departing|departed)`;

// Who moves: ships, by class or as a group, or a pronoun standing for them.
const MOVER = String.raw`(?:ships?|fleets?|units?|carriers?|cruisers?|destroyers?|dreads?|dreadnoughts?|dreadnaughts?|fighters?|flagships?|war\s*suns?|they|it)`;

const MOVER_DEPARTS = new RegExp(String.raw`\b(${MOVER}(?:\s+(?:there|here|in\s+there))?\s+(?:can\s+|to\s+)?)${DEPART}\b`, 'gi');

/** The query with a ship's leaving read as the rules say it: it moves. */
export function withDeparting(query: string): string {
  return query.replace(MOVER_DEPARTS, (_m, mover: string) => `${mover}move`);
}
