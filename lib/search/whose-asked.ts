/**
 * Whose a thing is, asked as players ask it: "laws — whose are they", "whose law is it once it
 * passes", "whose is the planet now". The rules answer with who "owns" a card or token ("the player
 * who owns it", "a law is owned by ...") and the questions players asked of those rules say "who
 * owns"; "whose" is a stopword and finds nothing. Read only where "whose" asks of a thing's
 * possession: before a form of "be" and a pronoun or the thing ("whose is it", "whose are they"),
 * or a thing then one ("whose law is it"). "Whose turn is it", "whose ships die first" ask
 * something else and stay as typed.
 */
import { anyOf, BE_FORMS, DETERMINERS, JOINED_IS, THING_PRONOUNS } from './question-words';

const BE = anyOf(BE_FORMS, JOINED_IS);
// The thing: a pronoun, or a determiner and the word it opens ("whose is the planet").
const THING = String.raw`(?:${anyOf(THING_PRONOUNS)}|${anyOf(DETERMINERS)}\s+\w+)`;

// "Whose turn", "whose go": asks the order of play, not an owner.
const NOT_OWNED = ['turn', 'turns', 'go', 'move', 'action'];

const WHOSE_OWNED = new RegExp(String.raw`\bwhose\s+(?:(?!${anyOf(NOT_OWNED)}\b)(\w+)\s+)?(${BE}\s+${THING}\b)`, 'gi');

/** The query with a question of whose a thing is read as the rules say it: who owns it. */
export function withWhoseAsOwner(query: string): string {
  return query.replace(WHOSE_OWNED, (_m, thing: string | undefined, rest: string) => `who owns ${thing ? `${thing} ` : ''}${rest}`);
}
