/**
 * What a player wants gone: "how to get rid of a bad law", "can i get rid of action cards i dont
 * want", "a token sitting on mecatol, how do we get rid of it". The rules never say "rid": a card
 * is discarded ("If a law is discarded from play"), anything else removed ("remove the custodians
 * token"). Left as typed, "rid" stems as "ride" does and is read as transport.
 */

// "get rid of", "getting rid of", "got rid of", "gets rid of".
const RID_OF = /\b(?:get|gets|getting|got|gotten)\s+rid\s+of\b/gi;
// A card named within three words after it ("a bad law", "action cards", "that agenda"): discarded.
const CARD_AHEAD = /^(?:\s+\S+){0,3}?\s+(?:cards?|laws?|agendas?|ac|acs|pn|pns|promissory|objectives?|secrets?|relics?)\b/i;

/** The query with each "get rid of" as the rules say it: "discard" a card, "remove" anything else. */
export function withRidSaid(query: string): string {
  return query.replace(RID_OF, (said: string, at: number) => (CARD_AHEAD.test(query.slice(at + said.length)) ? 'discard' : 'remove'));
}
