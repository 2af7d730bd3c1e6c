/**
 * What a player gets: "do i get the tg on the card", "you get a point for mecatol", "do i get 2 for
 * 1 resource". The rules' verb for it is "gain" ("he gains those trade goods", "gains one victory
 * point"); "get" is a word players wrap a question in ("do i get to", see ./filler.ts) that the rules
 * hardly use. With a thing after it, it is the rules' "gain". Not when the thing comes back ("do i
 * get it back": the rules return it), nor when the question is who gets it (who is asked, not what).
 * "Is there any way to get more command tokens" asks what gives them: the rule where a player gains
 * them (Leadership), not the one that says what they are.
 */
import { NUMBER_WORDS } from './number-words';
import { anyOf, DETERMINERS } from './question-words';

// "get" before what is got: an article, a possessive, a pronoun, a count, "more".
const GETS_THING = new RegExp(
  String.raw`(?<!\bwho\s+)\b(?:get|gets|getting)\s+(?=(?:${anyOf(DETERMINERS, NUMBER_WORDS, ['some', 'it', 'them', 'extra', 'another', 'free', 'more'])}|\d+)\b)(?![^,.?!]*\bback\b)`,
  'gi',
);

/** The query with each "get" of a thing as the rules' "gain" ("do i get the tg" -> "do i gain the tg"). */
export function withGainSaid(query: string): string {
  return query.replace(GETS_THING, 'gain ');
}
