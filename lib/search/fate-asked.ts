/**
 * A yes/no of what becomes of a thing, asked after the situation it is in: "only a fighter token
 * left after my plastic fighter went down, do i keep it", "my last infantry died, is the token
 * still there", "carrier sank, are the fighters gone". It asks what follows from the situation told
 * as "what happens to it" does (see ./what-follows.ts): the rule whose condition states that
 * situation answers, not the rules sharing the thing's name. Only asked in words no rule states
 * ("keep it", "still there", "stay"): "do i lose it", "does my pds survive" ask in the rules' own
 * verbs (loses control, is destroyed), which the words alone find.
 */
import { anyOf, BE_FORMS, DETERMINERS, SUBJECT_PRONOUNS, THING_PRONOUNS } from './question-words';
import { terms } from './text';

// The thing asked of: a pronoun, or a determiner and a word or two ("is that token ok", "do i keep the fighter token").
const THING = String.raw`(?:${anyOf(THING_PRONOUNS)}|${anyOf(DETERMINERS)}\s+[\w-]+(?:\s+[\w-]+)?)`;
// Who keeps the thing: a player. "Does it keep them" asks what a unit holds on to, no fate.
const SUBJECT = anyOf(SUBJECT_PRONOUNS.filter((w) => w !== 'it'));

// The question at the query's end, each form of asking the thing's fate in players' words.
const FATE_ASKED = new RegExp(
  String.raw`[\s,.;:!?-]*\b(?:so\s+|then\s+|and\s+)?(?:` +
    [
      // "do i keep it", "does he keep the token", "do we get to keep them"
      String.raw`(?:do|does|did|can|will|would|should)\s+${SUBJECT}\s+(?:still\s+)?(?:get\s+to\s+)?keep\s+${THING}`,
      // "is it still there", "are the fighters gone", "is that token ok"
      String.raw`${anyOf(BE_FORMS)}\s+${THING}\s+(?:still\s+)?(?:there|here|around|gone|safe|ok|okay)`,
      // "does it stay", "do the tokens remain", "will they go away"
      String.raw`(?:do|does|did|will|would|can)\s+${THING}\s+(?:still\s+)?(?:stay|remain|disappear|go\s+away)`,
    ].join('|') +
    String.raw`)\b[\s?.!]*$`,
  'i',
);

/** The fewest words (stopwords out) told before the question that make it a situation: "so do i keep it" tells none. */
const TOLD_TERMS = 2;

/** The situation told before a question of what becomes of a thing ("..., do i keep it"), undefined when none is. */
export function toldBeforeFate(query: string): string | undefined {
  const at = FATE_ASKED.exec(query)?.index;
  const told = at === undefined ? '' : query.slice(0, at).trim();
  return terms(told).length >= TOLD_TERMS ? told : undefined;
}
