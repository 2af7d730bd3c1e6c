/**
 * A question of what stops the player: "what stops me from moving into an asteroid field", "whats
 * preventing my carrier from ...", "what keeps us from ...". He asks why he cannot, which the rule
 * stating the restriction answers ("a ship cannot move through or into an asteroid field"). The
 * asking verb is no word of that answer: TI4's rules never say "stop" or "prevent", while Empires
 * of the Void's movement does ("stop movement"), so the verb kept would take the question to that
 * game. Read as "why not ...": the negation finds the rules' "cannot" (see `withNegations` in ./query.ts).
 * Only "what" asking: "does his destroyer stop me" names the thing the player asks about.
 */

// "what stops", "what is stopping", "whats preventing", "what would keep", then who is stopped ("me",
// or the player's piece before "from": "what stops my carrier from").
const WHAT_STOPS =
  /\bwhat(?:'?s|\s+is|\s+would|\s+will|\s+does)?\s+(?:stops?|stopping|prevents?|preventing|keeps?|keeping|blocks?|blocking)\s+(?:(?:me|us|him|her|them|you|it)\b(?:\s+from\b)?|((?:my|our|his|her|their|the|a)\s+\w+(?:\s+\w+)?)\s+from\b)/gi;

// "How come i cant": "why", whose "come" is no word of the answer.
const HOW_COME = /\bhow\s+come\b/gi;

/** The query with a "what stops me from" asked as "why not" ("what stops me from moving" -> "why not moving"), "how come" as "why"; unchanged otherwise. */
export function withRestrictionAsked(query: string): string {
  // The piece the player names as stopped ("my carrier") is what he asks about.
  return query.replace(WHAT_STOPS, (_asked, piece: string | undefined) => (piece ? `why not ${piece}` : 'why not')).replace(HOW_COME, 'why');
}

// "why cant i", "why doesnt my pds", "why does my pds not", "how come i cant", "what stops me from"
// (all "why ... not" once read: see `withNegations` in ./query.ts).
const WHY_NOT = /\bwhy\s+(?:\S+\s+){0,3}?not\b/i;

/** Whether the query (negations read as "not") asks why the player cannot do something. */
export function asksWhyNot(query: string): boolean {
  return WHY_NOT.test(query);
}
