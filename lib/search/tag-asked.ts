/**
 * A negated statement with a question tagged on: "carriers don't have sustain damage, do they",
 * "we don't get an agenda phase in round one, do we?", "there's no such thing as a binding deal,
 * is there". The player asks whether the thing holds, as he would asking it plainly ("do carriers
 * have sustain damage"): the rule or the card settling it states it either way, and mostly in the
 * positive (a unit's card lists the abilities it has, never those it lacks). The statement is read
 * without its negation and without the tag. A double negative keeps its second "not", the act's:
 * "you can't not vote, can you" holds that one must vote, and asks whether one can not vote (abstain).
 */
import { anyOf, MODALS, SUBJECT_PRONOUNS } from './question-words';

// The tag: an asking verb (negated or not) and its subject closing a clause ("..., do they?", "...
// can they, they're ...", "..., isn't it?"), not a verb of the statement's own subject ("my card
// says i can do it.") nor one after "to"; or ", right?" ("is that right" asks a verdict, no tag).
const TAG = new RegExp(
  String.raw`(?:(?:,\s*|(?<!\b(?:${anyOf(SUBJECT_PRONOUNS, MODALS, ['to'])})\s+))\b(?:do|does|did|can|could|is|are|was|were|will|would|has|have)(?:n['’]?t)?\s+(?:i|we|you|he|she|it|they|there)\b|,\s*right\b)\s*\?*(?=\s*(?:[,.;!]|$))`,
  'i',
);

// A statement's negation, with what it leaves: "can't" is "can", "don't" is nothing, "there's no" is "there's".
const NEGATED: readonly (readonly [RegExp, string])[] = [
  [/\b(?:can['’]?t|cannot)\b/gi, 'can'],
  [/\bwon['’]?t\b/gi, 'will'],
  [/\b(is|are|was|were|has|have|had|could|would|should)n['’]?t\b/gi, '$1'],
  [/\b(?:do|does|did)n['’]?t\s+/gi, ''],
  [/\b(there(?:'?s|\s+is|\s+are))\s+no\b/gi, '$1'],
  [/\bnot\s+/gi, ''],
];

// The act's own "not" in a double negative: straight after a negated verb ("can't not vote", "cannot
// not pay", "don't have to not move"). It says what is done (not voting), so it stays when the
// statement's negation goes.
const ACT_NOT = /(?<=\b(?:can['’]?t|cannot|won['’]?t|(?:do|does|did|is|are|was|were|has|have|had|could|would|should)n['’]?t)(?:\s+(?:have|need)\s+to)?\s+)not\b/gi;

/** The text without its negations ("can't" is "can", "there's no" is "there's"). */
const unnegated = (text: string) => NEGATED.reduce((s, [negation, kept]) => s.replace(negation, kept), text);

/** The query as the positive question its tag asks, when it is a negated statement tagged so; as it is otherwise. */
export function withTagAsked(query: string): string {
  const tag = TAG.exec(query);
  if (!tag) return query;
  const statement = query.slice(0, tag.index);
  // Each part between the acts' own "not"s loses its negations; the acts' "not"s stay.
  const positive = statement.split(ACT_NOT).map(unnegated).join('not');
  return positive === statement ? query : `${positive}${query.slice(tag.index + tag[0].length)}`;
}
