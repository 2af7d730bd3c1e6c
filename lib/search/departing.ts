/**
 * A move told by the place it starts from: "can the ships there leave now", "my fleet exits the
 * nebula", "leaving the rift". The rules say a ship "moves" (out of) a system ("cannot move if it
 * started its movement in another system that contains one of its faction's command tokens",
 * "a ship that moves out of or through a gravity rift"); "leave" is in no such rule and finds
 * others (a player's leaving, tokens left). Read only with a mover before it or a place after it,
 * so "leave a token" or "no tokens left" stay as they are.
 */

const DEPART = String.raw`(?:leave|leaves|leaving|exit|exits|exiting|exited|depart|departs|departing|departed)`;

// Who moves: ships, by class or as a group, or a pronoun standing for them.
const MOVER = String.raw`(?:ships?|fleets?|units?|carriers?|cruisers?|destroyers?|dreads?|dreadnoughts?|dreadnaughts?|fighters?|flagships?|war\s*suns?|they|it)`;

// Where from: a system, by kind or by the tile's word for it.
const PLACE = String.raw`(?:(?:the|a|an|that|this|my|his|her|their|our|its)\s+)?(?:system|hex|tile|gravity\s+rift|rift|nebula|asteroid\s+field|asteroids)\b`;

const MOVER_DEPARTS = new RegExp(String.raw`\b(${MOVER})(\s+(?:there|here|in\s+there)?\s*)?(?:can\s+|to\s+)?${DEPART}\b`, 'gi');
const DEPARTS_PLACE = new RegExp(String.raw`\b${DEPART}\s+(?:out\s+of\s+|from\s+)?(${PLACE})`, 'gi');

/** The query with a ship's leaving a place read as the rules say it: it moves (out of the place). */
export function withDeparting(query: string): string {
  return query
    .replace(DEPARTS_PLACE, (_m, place: string) => `move out of ${place}`)
    .replace(MOVER_DEPARTS, (_m, mover: string, between: string | undefined) => `${mover}${between ?? ' '}move`);
}
