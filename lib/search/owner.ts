/**
 * Whose thing a question speaks of. A player tells his own things as "my" and another player's as
 * "his", "her" or "their" ("his command token is in the system i want to hit", "can my dreads
 * bombard his planet"); the rules say "another player's" or "opponent" ("command tokens that match
 * other players' factions"). Once the story names someone as "he" ("he gave me his commodities"),
 * or by his faction ("the naalu got knocked out but i still have their 0 token"), "his" and "their"
 * may be that player's own, and say nothing of another's.
 */
import { FACTION_NAMED } from './faction-names';
import { anyOf, POSSESSIVES, SOMEONE_WORDS } from './question-words';

/** The word another player's possessive is searched as: a word of the opponent group (./synonyms.ts). */
export const OTHER_OWNER = 'enemy';

// "her" before another determiner is no possessive: "i gave her my tg" gives to her. Nor is one "on
// their own", which is alone ("can fighters move on their own").
const POSSESSIVE = new RegExp(String.raw`\b(?:his|her|their)\s+(?!(?:${anyOf(POSSESSIVES)}|a|an|the|it|them|me|him|some|any)\b)(?=\w)`, 'gi');
const ALONE = /\bon\s+(?=(?:his|her|their)\s+own\b)/gi;
const SUBJECT = /\b(?:he|she|they|hes|shes|theyre)\b/i;
// Someone in general opening a clause before "his" ("when someone is eliminated what happens to
// his action cards", "if a player passes can he ...", "each player keeps their cards"): his "his" is
// his own, as in the rules' "When a player becomes eliminated, all action cards in his hand" (any
// someone-word, ./question-words.ts, or a player in general). One
// the player deals with ("trade with someone who isnt my neighbor for his votes") is another player.
const SOMEONE = new RegExp(String.raw`(?:^|[,;:.?!]|\b(?:when|whenever|if|once|after|before|until|and|but|so|because)\b)\s*(?:${anyOf(SOMEONE_WORDS)}|(?:a|each|every|any)\s+player)\b`, 'i');

/** The query with each possessive of another player said as the rules' word for him, until the story names someone as "he", by his faction or as a player in general. */
export function withOtherOwners(query: string): string {
  const alone = [...query.matchAll(ALONE)].map((m) => m.index + m[0].length);
  const named = (before: string) => SUBJECT.test(before) || FACTION_NAMED.test(before) || SOMEONE.test(before);
  return query.replace(POSSESSIVE, (possessive, at: number) => (named(query.slice(0, at)) || alone.includes(at) ? possessive : `${OTHER_OWNER} `));
}
