/**
 * A card or ability the player can only partly resolve: "card says destroy one of your cruisers
 * then gain 2 command tokens, i have no cruiser there, do i still get the tokens". The player tells
 * the card's effects in its own words, so the story (cruisers, tokens) finds the rules on those
 * things; what settles it is one of the rules of abilities, whatever the card: effects joined by
 * "and" are resolved as far as possible (1.7), an effect needs its cost paid (1.9), what follows
 * "then" needs what comes before it (1.15). Such a question is searched in those rules' words.
 */

// "card says", "the ability lets me", "playing a card that gives me": the player quotes an ability.
const QUOTES_ABILITY = /\b(?:card|ability|tech|technology|agenda|promissory|note|relic|leader|agent|commander|hero|effect)\s+(?:says|said|reads|tells\s+me|lets\s+me|gives\s+me|makes\s+me)\b|\bcard\s+that\b/i;
// What he cannot do, told after the quote ("..., but i have no cruiser there", "... . im broke"):
// inside the quote ("a card says i cant vote") it is the card's own effect; a part that "fizzled"
// or "failed" could not be done. Negative contractions are "not" by now ("dont have": see
// withNegations in ./query.ts).
const CANNOT = /(?:\bbut\b|[,.;:!?])[^]*?\b(?:cannot|can\s?not|not|no|none|zero|nothing|broke|out\s+of|already|fizzled|failed)\b/i;
// "do i still get", "does the whole card fizzle", "do it anyway".
const STILL = /\b(?:still|fizzles?|fizzled|anyway)\b/i;
// "do i still need them", "do i still have to pay": whether a requirement holds for the card's
// effect ("a card lets me gain a tech but i dont have the prereqs"), which the rule of that effect
// says, not whether a part of the card can be done without the other.
const STILL_REQUIRED = /\bstill\s+(?:need|needs|needed|have\s+to|has\s+to|must|required|require|requires)\b/i;
// How the card joins its parts: a cost paid "to" get an effect, or effects in turn ("then").
const PAYS = /\b(?:spend|spends|spending|pay|pays|paying|cost|costs|exhaust|exhausting|discard|discarding|purge)\b[^]*?\bto\b/i;
const THEN = /\bthen\b/i;

/**
 * The query in the rules' words when it asks whether a partly impossible ability still resolves
 * (see above); undefined for any other query. "then" is kept as a word: 1.15 quotes it.
 */
export function partialAbilityQuery(query: string): string | undefined {
  const quote = QUOTES_ABILITY.exec(query);
  if (!quote) return undefined;
  const told = query.slice(quote.index + quote[0].length);
  if (!CANNOT.test(told) || !STILL.test(told) || STILL_REQUIRED.test(told)) return undefined;
  const kind = THEN.test(told) ? 'then' : PAYS.test(told) ? 'cost' : 'as many as possible';
  return `ability effects cannot resolve ${kind}`;
}
