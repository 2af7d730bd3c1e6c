/**
 * "Die" said of units: "both fleets die in the same round", "which ships die", "do the infantry die
 * too". The rules destroy units ("is destroyed"), and "die" alone is one of the dice ("reroll the
 * same die"), so the verb searched as typed finds rolls and rerolls. Said after who dies (a plural
 * of units or sides, "infantry", a pronoun) or after a verb's helper ("can never die", "does the
 * carrier just die"), it is the verb, read as "died" (destroyed, see ./synonyms.ts); after an
 * article, a possessive or a count ("the die", "my die", "one extra die") it stays the die rolled.
 */
import { anyOf, MODALS } from './question-words';

// Words ending in "s" that are not who dies: possessives and verbs ("his die", "this die", "is a die").
const NOT_PLURAL = String.raw`(?:his|its|this|is|was|has|does|plus|yes|us|as|thus|pls)`;
// Who dies, without a plural's "s": the units' uncounted names and the pronouns.
const SUBJECT = String.raw`(?:infantry|inf|pds|they|we|you|both|all|who|them|sides|everything|everyone|nobody|anything)`;
// A verb's helpers: "can die", "never die", "just die", "to die".
const HELPER = anyOf(MODALS, ['to', 'never', 'also', 'not', 'just', 'then']);
const DIE_VERB = new RegExp(String.raw`\b((?!${NOT_PLURAL}\b)[a-z]+s|${SUBJECT}|${HELPER})\s+die\b(?!\s*(?:roll|rolls|result|results|face|faces|[=\d]))`, 'gi');
// Whoever is named, a die does not "die too": "do the guys inside die too".
const DIES_ALSO = /\bdie(?=\s+(?:too|also|either|instantly|immediately)\b)/gi;

/** The query with "die" said of units as "died" ("both fleets die" -> "both fleets died"). */
export function withDieVerbRead(query: string): string {
  return query.replace(DIE_VERB, '$1 died').replace(DIES_ALSO, 'died');
}
