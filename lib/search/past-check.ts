/**
 * A player checking after the fact whether the table played a thing right: "we let the attacker
 * retreat first, was that ok", "last game i built ships in a system with no dock, wrong?", "we
 * scored two secrets in one round, did we mess up", "i spent a token to follow leadership, did i
 * actually need to". The verdict asked and the table's leave ("we let", "we allowed it") name no
 * rule, and their words ("wrong", "cheat", "mistake", "mess") are rare in the rules, so searched
 * they find what happens to hold them (the cheat sheet): the act told is the question, asked as
 * the engine reads a question of whether an act may be done. A belief of the table checked ("is it
 * true ...", "we always played that ...") is ./myth.ts's; a claim argued over, ./dispute.ts's.
 */
import { anyOf, DETERMINERS, SOMEONE_WORDS, SUBJECT_PRONOUNS, THING_PRONOUNS } from './question-words';
import { PAST_VERB } from './past-tense';
import { terms } from './text';

/** Who the verdict is asked of: the act told ("was that"), or those who played it ("were we"). */
const OF = anyOf(THING_PRONOUNS, SUBJECT_PRONOUNS);
/** What a verdict on play is said in: right or wrong, by the rules or not. */
const VERDICT = String.raw`(?:(?:the\s+)?(?:right|correct|proper)(?:\s+(?:call|move|play|way|ruling))?|wrong|ok|okay|fine|legal|illegal|legit|allowed|permitted|incorrect|valid|kosher|acceptable|(?:a\s+)?(?:mistake|misplay|cheat|cheating)|(?:against|within|by|according\s+to)\s+the\s+rules?)`;

// The check asked, as alternatives of one pattern.
const CHECK = new RegExp(
  [
    // "was that right", "were we wrong", "was that really legal", "was it ok": a verdict asked of the act or the players
    // (asked in the present, "is that right" checks a claim: see ./myth.ts, ./dispute.ts)
    String.raw`\b(?:was|were|wasnt|werent)\s+${OF}\s+(?:really\s+|actually\s+|even\s+)?${VERDICT}\b(?:\s+(?:or\s+not|of\s+us|to\s+(?:do|allow|let|play)(?:\s+(?:it|that|this|him|her|them))?))?`,
    // "did we mess up", "did i screw that up", "did we get it wrong", "did we play it right", "did we break the rules"
    String.raw`\bdid\s+${OF}\s+(?:\w+\s+)?(?:mess|screw|muck|foul|goof|mix)(?:ed)?\s+(?:(?:it|that|this|things)\s+)?up\b`,
    // ("get" reaches here as "gain": see ./gain-verb.ts)
    String.raw`\bdid\s+${OF}\s+(?:do|play|get|gain|have|handle|run|read|rule)\s+(?:it|that|this|things|something)\s+(?:wrong|right|correctly|incorrectly|properly)\b`,
    String.raw`\bdid\s+${OF}\s+(?:break|bend|cheat)(?:\s+(?:a|the|any)\s+rules?)?\b`,
    // "did i actually need to", "did we have to", "were we supposed to", "was i required to": whether the act was bound
    String.raw`\b(?:did|do)\s+${OF}\s+(?:actually\s+|really\s+|even\s+)?(?:need|have)\s+to\b(?=\s*(?:[?.!,;]|$))`,
    String.raw`\b(?:was|were)\s+${OF}\s+(?:actually\s+|really\s+|even\s+)?(?:supposed|required|meant|forced|obliged)\s+to\b(?=\s*(?:[?.!,;]|$))`,
    // "was that how it works", "is that how it's supposed to work": the act checked against how the rules run
    String.raw`\b(?:was|is)\s+(?:that|this|it)\s+how\s+(?:it|that|this)(?:'?s|\s+is)?\s+(?:works?|worked|supposed\s+to\s+(?:work|go|be\s+played)|should\s+(?:work|go))\b`,
    // "i think we did that wrong", "pretty sure we messed up", "we probably screwed it up": the doubt told, not asked
    String.raw`\b(?:(?:i\s+think|pretty\s+sure|i\s+guess)\s+)?we\s+(?:probably\s+|might\s+have\s+|may\s+have\s+)?(?:(?:messed|screwed|mucked)\s+(?:(?:it|that|this)\s+)?up|(?:did|played|got|ruled)\s+(?:it|that|this)\s+wrong)\b`,
    // "who was right", "which of us was right"
    String.raw`\b(?:who|which\s+of\s+us)\s+(?:was|were)\s+(?:right|correct|wrong)\b`,
  ].join('|'),
  'gi',
);

// ", legal?", ", allowed?", "fine?", "wrong?" typed last: a check of play only after an act told in the past.
const TAG = /[,;:.-]?\s*\b(?:legal|illegal|allowed|ok|okay|fine|legit|wrong|valid|correct)\s*\?+\s*$/i;

// A verb in the past ("scored", "took": ./past-tense.ts), or a past game named ("last game").
const PAST = new RegExp(String.raw`\b${PAST_VERB}\b|\blast\s+(?:game|time|round|turn|session|night|week)\b`, 'iu');

/** Whom the table lets: "we let him", "we allowed them to". */
const OBJECT_PRONOUNS = ['him', 'her', 'them', 'me', 'us'];

// The table's leave, told with the act: "we let the attacker retreat" tells the attacker retreating,
// "we allowed it", "we allowed him to" tell nothing more.
const LEAVE = new RegExp(
  String.raw`\bwe\s+(?:just\s+|all\s+)?(?:let|allowed|permitted)\b(?:\s+(?:it|that|this)\b)?(?=\s*(?:[,;.!?]|$|${anyOf(SUBJECT_PRONOUNS, SOMEONE_WORDS, DETERMINERS, OBJECT_PRONOUNS, ['each', 'every', 'one', 'some', 'players?', 'people'])}\b))(?:\s+${anyOf(OBJECT_PRONOUNS)}\s+to\b)?`,
  'gi',
);

/**
 * The check as the engine reads a rule question of what may be done: "is that allowed", its
 * "allowed" a word of the table's (see ./filler.ts). Left a bare statement, an act told with "when
 * i took ..." read as a question of when.
 */
const ASKED = ', is that allowed';

/** What a past check leaves to search: the act told, and how many words its framing had. */
export interface PastCheck {
  query: string;
  framing: number;
}

/** The act a player checks he played right, without the check's framing; undefined when the query checks none. */
export function pastCheckAsked(query: string): PastCheck | undefined {
  const tagged = TAG.test(query) && PAST.test(query.replace(TAG, ' '));
  if (!query.match(CHECK) && !tagged) return undefined;
  const act = (tagged ? query.replace(TAG, ' ') : query).replace(CHECK, ' ').replace(LEAVE, ' ');
  if (!terms(act).length) return undefined;
  const asked = `${act.replace(/[\s,;:.!?-]+$/, '')}${ASKED}`;
  // The check's own "allowed" is counted where the parse reads it (see ./filler.ts).
  return { query: asked, framing: Math.max(0, terms(query).length - terms(asked).length) };
}
