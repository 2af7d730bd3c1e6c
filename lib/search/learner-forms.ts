/**
 * English as a player whose first language is another writes it, and the English the rules use
 * for it (read by ./learner-english.ts). Each row is a class of such English, not one question:
 * a noun that has no plural counted ("dices"), a light verb before the noun that names the act
 * ("make a turn" = take one, "do a vote" = cast it), an article left out before "other" ("the
 * technology of other faction" = another faction's), a preposition of time the rules do not use
 * ("in my turn" = during it; not "in the turn order"), a false friend ("how many becomes" = gets).
 */
import { anyOf, POSSESSIVES } from './question-words';

/** A learner's form (one regular expression, matched case-insensitively, whole words) and its English. */
export interface LearnerForm {
  readonly form: string;
  readonly english: string;
}

// Determiners and counts a light verb's noun may carry: "make my turn", "do two votes", "make the secondary".
const HELD = String.raw`(?:a|an|the|${anyOf(POSSESSIVES)}|one|two|three|another|an?\s+other|extra|second|both|all)\s+`;
// A light verb and the determiners after it (captured): "make" may take the noun bare ("make
// turns"); "do" only with one ("how do turns work" asks no act), and never a strategy card's
// ability, which English players "do" too ("everyone does the secondary").
const MAKE = String.raw`(?:make|makes|making|made)\s+((?:${HELD}){0,2})`;
const LIGHT = String.raw`(?:${MAKE}|(?:do|does|doing|did)\s+((?:${HELD}){1,2}))`;

export const LEARNER_FORMS: readonly LearnerForm[] = [
  // A noun English does not count, given a plural: "how many dices", "informations about the map".
  { form: 'dices', english: 'dice' },
  { form: 'informations', english: 'information' },
  { form: 'advices', english: 'advice' },
  { form: 'equipments', english: 'equipment' },
  // Light verbs: a turn is taken ("make my turn", "do two turns"), an action or a strategy card's
  // ability performed or resolved ("make the secondary", "make a component action"; English "does"
  // both too), a vote cast ("do a vote").
  { form: String.raw`${LIGHT}(turns?)`, english: 'take $1$2$3' },
  { form: String.raw`${MAKE}((?:(?:strategic|tactical|component|transfer)\s+)?actions?)`, english: 'perform $1$2' },
  { form: String.raw`${MAKE}((?:primary|secondary)(?:\s+ability)?)`, english: 'resolve $1$2' },
  { form: String.raw`${LIGHT}(votes?)`, english: 'cast $1$2$3' },
  // A false friend: "how many command tokens becomes every player" asks what each gets (German
  // "bekommen"); a count "becomes" nothing in English.
  { form: String.raw`(how\s+(?:many|much)\s+(?:\S+\s+){0,3}?)(?:becomes|become)`, english: '$1gets' },
  // The article left out before "other": "planet of other player", "technology of other faction".
  { form: String.raw`(of|from|to|with|for)\s+other\s+(player|faction|race|opponent)`, english: '$1 another $2' },
  // A preposition of time the rules say "during": "in my turn", "in the turn of other player", "on combat".
  { form: String.raw`in\s+((?:my|his|her|their|your|the|another|other|each|every)\s+)(turns?)(?!\s+order)`, english: 'during $1$2' },
  { form: String.raw`on\s+((?:the\s+)?(?:combat|space\s+combat|ground\s+combat|invasion|agenda\s+phase|status\s+phase|action\s+phase|strategy\s+phase))`, english: 'during $1' },
];
