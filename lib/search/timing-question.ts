/**
 * Questions of timing. Two kinds:
 * - "when does X happen", "when do i score secret objectives": the player asks for the moment, so
 *   the rule that states it ("during the status phase", "immediately after", "at the start of",
 *   "when he meets ...") answers, not a sibling rule about X that says no time. Such a question
 *   asks for a timing answer (`TIMING_ANSWERS`), as "how many" asks for a limit.
 * - "what does then mean", "when or after": the player asks what a timing word means. "when" and
 *   "then" are stopwords, left out of queries; here they are kept, and found where the rules
 *   define them (1.12-1.15 quote them).
 */
import { escapeRegExp } from '../escape-regexp';
import { anyOf, ASKING_VERBS, DETERMINERS, MODALS, MOMENT_QUESTIONS, QUESTION_WORDS, SUBJECT_PRONOUNS } from './question-words';
import { NAMED_STEP, STEP_NUMBER } from './step-label';
import { STOPWORDS, tokenize, wordSet } from './text';

/**
 * A named step of a procedure ("STEP 1-BOMBARDMENT: ...") states the moment of what it names by
 * its place (see `namedStep`). No text pattern finds it: the engine credits it to the step whose
 * name the question asks the moment of, and counts it in every sentence of a named step.
 */
export const STEP_PLACE = '#step';

/**
 * What states a moment in the rules. "#when" is the word "when" in a text (a stopword, found by
 * pattern, see ./patterns.ts); `STEP_PLACE` the place of a named step in its procedure.
 */
export const TIMING_ANSWERS: readonly string[] = ['#when', STEP_PLACE, 'after', 'before', 'during', 'immediately', 'at the start', 'at the end', 'any time', 'until', 'as soon as', 'once'];

/**
 * What else answers a question of the order of two things the player does, told as one then the
 * other ("tgs first then refill", "bombard first then land"): the rules' own word for a sequence,
 * "Then, he can spend ..." (see ./patterns.ts). Only when the player says it: a "Then" in a rule
 * orders the two things that rule states, not those of "before i redistribute or after".
 */
export const SEQUENCE_ANSWERS: readonly string[] = ['#then'];

// "when does", "when do i", "when is", "at what point", "what time": a question for a moment.
const WHEN_QUESTION = new RegExp(String.raw`^\s*${anyOf(['when', ...MOMENT_QUESTIONS])}\b`, 'i');
// "when someone is eliminated what happens to his action cards", "when the speaker breaks a tie does
// that count as his vote": a "when" before no asking verb, then a question of its own, states the
// case the question is of, as "if" would; it asks no moment.
const WHEN_CASE = new RegExp(
  String.raw`^\s*when\s+(?!(?:${anyOf(ASKING_VERBS)}|to|exactly|or|vs|versus|and|after|before|then)\b)[^?]*?\b(?:${anyOf(QUESTION_WORDS)}\b|${anyOf(ASKING_VERBS)}\s+${anyOf(SUBJECT_PRONOUNS, DETERMINERS)}\b)`,
  'i',
);

/** The timing words the rules define (1.12-1.15): a query that contrasts two of them asks what they mean. */
const TIMING_WORDS: ReadonlySet<string> = new Set(['when', 'then', 'after', 'before']);
const TIMING_WORD = String.raw`(when|then|after|before)`;
// Timing words contrasted as words ("when or after", "when vs after", "when/after"), or named as
// what a card says ("my ability says when and his says after"). Used in a sentence ("when do i take
// the planet, after the ground fight") they only state moments.
const CONTRASTED = new RegExp(String.raw`\b${TIMING_WORD}\s*(?:\bor\b|\bvs\b\.?|\bversus\b|\band\b|\/)\s*${TIMING_WORD}\b`, 'gi');
const NAMED = new RegExp(String.raw`\b(?:says?|word)\s+["“]?${TIMING_WORD}\b`, 'gi');
// Two kinds of effect named by their timing words ("when effects go before after effects", "do after
// abilities wait for when abilities"): the rules' "effects that occur 'when' ... take priority over
// 'after'" (1.14). One alone ("when abilities conflict, who picks") asks a moment.
const KINDS = new RegExp(String.raw`\b${TIMING_WORD}\s+(effects?|abilit(?:y|ies))\b[^?]*?\b${TIMING_WORD}\s+\2\b`, 'gi');

// "a 'when' card", "'before combat' ability", "an 'at the start of combat' thing": words in quotes are
// what a card says, the player's to ask about (what they mean, when they apply), never a moment he
// states or asks. A quote opens after a space and closes before one: "player's" is no quote.
export const QUOTED = /(?<=^|[\s(])['"‘“]([^'"‘’“”]{1,40}?)['"’”](?=$|[\s,.;:?!)])/g;

/** The words a query quotes (see `QUOTED`), lower case. */
export function quotedWords(query: string): Set<string> {
  return new Set([...query.matchAll(QUOTED)].flatMap((m) => tokenize(m[1]!).map((t) => t.word)));
}

/**
 * The stopwords among the timing words a query asks the meaning of ("then" in "what does then
 * mean"; "when" in "when or after which first"): kept as words of the query. Empty when the query
 * only uses them to ask for or to state a moment ("when do i take the planet, after the fight").
 */
export function timingWordsAsked(query: string, definition: boolean): Set<string> {
  const words = definition
    ? tokenize(query).map((t) => t.word).filter((w) => TIMING_WORDS.has(w))
    : [...[...query.matchAll(CONTRASTED), ...query.matchAll(NAMED), ...query.matchAll(KINDS)].flatMap((m) => m.slice(1)).filter((w) => w !== undefined).map((w) => w.toLowerCase()), ...[...quotedWords(query)].filter((w) => TIMING_WORDS.has(w))];
  return new Set(words.filter((w) => STOPWORDS.has(w)));
}

// "do pds shots happen before or after the space battle", "do i bombard before or after i land":
// the player asks for the moment of one thing against another, which the rule stating either
// ("after the move ships substep") answers. Both words are moments he guesses (see
// `isMomentGuess` in ./query.ts), as in the split either-or below: the rule saying one of them
// ("immediately before a player assigns damage") answers him more surely than one saying "during"
// or "any time", which the rule of the thing itself says too.
const EITHER_MOMENT = /\b(?:before\s+or\s+after|after\s+or\s+before)\b/i;
// "is the objective flipped before everyone scores or after", "do i pay before i land or after i
// win": the same either-or with the moment it is asked against between its words.
const SPLIT_EITHER = /\b(?:before\b[^,;:.?!]{1,60}?\bor\s+after|after\b[^,;:.?!]{1,60}?\bor\s+before)\b/i;

// "planets i exhausted to vote, when do they come back", "during invasion when does the pds fire",
// "eotv when do you pay": the question for a moment after the situation or topic it is about. A
// clause opening "when they ..." states a moment; "when do they" asks one.
// "status phase: at which point is the objective revealed", "what moment in the round do i draw":
// a moment phrase may name the span it is of before its verb.
const WHEN_CLAUSE = new RegExp(String.raw`\b${anyOf(['when', ...MOMENT_QUESTIONS])}\s+(?:(?:in|of)\s+(?:the|a|my|each)\s+\w+\s+)?${anyOf(ASKING_VERBS)}\b`, 'i');

// "When does AFB happen", "when exactly", "start happening in the game": the words say nothing of
// what is asked (every moment is one of the game); the rules' "occurs" is as empty. "Happens first"
// asks for the order (see ./synonyms.ts), and stays.
// "At what point" asks "when": its "point" is no victory point (see `MOMENT_QUESTIONS`).
const WHEN_FILLER = new RegExp(String.raw`\b(?:happen(?:s|ed|ing)?\b(?!\s+first\b)|occur(?:s|red|ring)?|tak(?:es?|ing)\s+place|exactly|in\s+(?:the|this|a)\s+game|${anyOf(MOMENT_QUESTIONS)})\b`, 'gi');

// "do my ships leave right away or at the end of the round", "right away or later", "in the middle
// of my turn or only at the end": two moments the player weighs, one of which the rule states.
const MOMENT_GUESS = String.raw`(?:right\s+away|any\s*time|immediately|at\s+once|straight\s+away|later|afterwards|at\s+the\s+(?:start|end|beginning)|in\s+the\s+middle)`;
const MOMENTS_WEIGHED = new RegExp(String.raw`\b${MOMENT_GUESS}\b[^,;:.?!]{0,30}?\bor\s+(?:only\s+|just\s+)?${MOMENT_GUESS}\b`, 'i');

// "what comes first, space combat or invasion", "tgs first then refill commodities?", "do i get
// the tokens first and then buy more": the order of two things, which the rule stating either's
// moment ("STEP 2-...", "Then, ...", "after ...") answers.
const WHICH_FIRST = /\b(?:first\s*,?\s*(?:or|then|and\s+then)\b|(?:comes?|happens?|goes|resolves?)\s+first\b)/i;

// "does his pds shoot my troops before the ground fight starts", "can i hold my reroll until after
// the defender rolls": a yes-or-no question whether one thing comes before or after another asks
// the moment of the first. It may follow the situation it is about ("i rolled my dreads, can i wait
// until after my destroyers roll"): a clause of its own, after a comma, a colon or a full stop.
const ORDER_DOUBTED = new RegExp(String.raw`(?:^|[,;:.?!—–]|\s-)\s*${anyOf(ASKING_VERBS)}\b[^,;:.?!]*\b(?:before|after|until)\b`, 'i');

// "space cannon before anti fighter barrage?", "afb after pds?": two things set in an order and
// asked, with no question word: whether the first comes before (or after) the second. One opening
// with a question word ("what happens after combat?") asks what the moment holds.
const ORDER_PUT = new RegExp(String.raw`^(?!\s*${anyOf(QUESTION_WORDS, ASKING_VERBS)}\b)\s*[a-z][\w' -]{0,40}?\s(?:before|after)\s[\w' -]{1,40}\?\s*$`, 'i');

/**
 * Whether the query asks the order of two things ("before or after the space battle", "tgs first
 * then refill", "can i build after invading"), not only the moment of one.
 */
export function asksOrder(query: string): boolean {
  return [EITHER_MOMENT, SPLIT_EITHER, WHICH_FIRST, ORDER_DOUBTED, ORDER_PUT].some((asks) => asks.test(query)) || referenceMomentWords(query) !== undefined;
}

/** Whether the query asks for a moment in words ("when does", "before or after"), whatever it asks of the timing words. */
function isWhenQuestion(query: string): boolean {
  const opens = WHEN_QUESTION.test(query) && !WHEN_CASE.test(query);
  return opens || [WHEN_CLAUSE, EITHER_MOMENT, SPLIT_EITHER, MOMENTS_WEIGHED, WHICH_FIRST, ORDER_DOUBTED, ORDER_PUT].some((asks) => asks.test(query));
}

// "does the active player shoot first or the other players", "pick speaker first or draw cards
// first": "first" weighed against another asks for the order, as "goes first" does (see
// ./synonyms.ts), not for a "first round".
const FIRST_OF_TWO = /\bfirst\b(?=\s*,?\s*or\b)/gi;
// "tgs first then refill", "do i get the tokens first and then buy more": the order of two things
// the player does, one after the other. The question for the moment asks it (`asksOrder`); "goes
// first" would ask who of the players does (a secondary's "proceeding clockwise" says that).
const FIRST_THEN = /\bfirst\b(?=\s*,?\s*(?:and\s+)?then\b)/gi;
// The same, tested once: a global regex's test would start where the last one stopped.
const FIRST_THEN_SAID = new RegExp(FIRST_THEN.source, 'i');

/** Whether the query tells the order it asks as one thing first, then the other (see `SEQUENCE_ANSWERS`). */
export function asksSequence(query: string): boolean {
  return FIRST_THEN_SAID.test(query);
}

/**
 * The query without the words a question for a moment adds: its verbs ("when does afb happen" ->
 * "when does afb"); a "first" of two read as the order it asks ("goes first"), that of "first
 * then" left to the question for the moment.
 */
export function withoutWhenFiller(query: string): string {
  return isWhenQuestion(query) ? query.replace(WHEN_FILLER, ' ').replace(FIRST_OF_TWO, 'goes first').replace(FIRST_THEN, ' ') : query;
}

// "before the space battle", "after i win", "until after the defender rolls": the moment another
// is asked against, to the end of its clause (a comma, the "or" of an either-or, a question's verb).
const REFERENCE = new RegExp(String.raw`\b(?:before|after|until)\s+(?!or\b)(.+?)(?=\s+(?:or|${anyOf(QUESTION_WORDS, ASKING_VERBS)})\b|[,;:.?!]|$)`, 'gi');

/**
 * The words of the moments a query places its subject against ("the ground fight" in "do the pds
 * shoot before the ground fight starts", "invading" in "can i build after invading") and those of
 * the rest, the subject whose moment or order it asks; undefined when it names no such moment.
 */
export function referenceMomentWords(query: string): { reference: Set<string>; subject: Set<string> } | undefined {
  // A quoted "before combat" is the card's words, the subject asked about: no moment it is placed against.
  const quoted = [...query.matchAll(QUOTED)].map((m) => m[1]!).join(' ');
  const unquoted = query.replace(QUOTED, ' ');
  const reference = wordSet([...unquoted.matchAll(REFERENCE)].map((m) => m[1]).join(' '));
  const subject = wordSet(`${unquoted.replace(REFERENCE, ' ')} ${quoted}`);
  return reference.size && subject.size ? { reference, subject } : undefined;
}

// "when can i play", "when do we draw", "when may a player use": a question of when the player may act.
// Of the asking verbs (./question-words.ts), "do" and the modals of may and must: "when will i get my
// tokens back", "when would i lose" ask when something comes to him, "when did i" of the past.
const MAY_ACT = ['do', ...MODALS.filter((w) => !['will', 'would', 'might'].includes(w))];
const ACT_QUESTION = new RegExp(String.raw`^\s*when\s+${anyOf(MAY_ACT)}\s+(?:i|we|you|u|a\s+player|players)\b`, 'i');

/**
 * What else answers a question of when the player may act: the rules name the moment an ability
 * may be used its "timing" ("describes the timing of when that card's ability can be resolved",
 * "contains timing text"), a word no question for a moment of the game ("when does the game end")
 * is answered by. "Timing" and "time" share a stem: "can spend trade goods at any time" answers too.
 */
export const ACT_TIMING_ANSWERS: readonly string[] = ['timing'];

/**
 * The rules' verb for what a player does with a card, where the player says another: a card is
 * "played", its ability "resolved" ("describes when a player can resolve that card's ability").
 */
export const ACT_VERBS: Readonly<Record<string, string>> = { play: 'resolve' };

/** Whether the query asks when the player may act ("when can i play action cards"), not when something happens. */
export function asksWhenToAct(query: string, asked: ReadonlySet<string>): boolean {
  return ACT_QUESTION.test(query) && asksWhen(query, asked);
}

/** Whether the query asks for a moment ("when does the game end"), not for what a timing word means. */
export function asksWhen(query: string, asked: ReadonlySet<string>): boolean {
  return isWhenQuestion(query) && !asked.size;
}

// A timing word in the rules: where a text states a moment (`TIMING_ANSWERS` in words).
const TIMING_IN_TEXT = /\b(?:when|after|before|during|immediately|at\s+the\s+(?:start|end)\s+of|any\s+time|until|as\s+soon\s+as|once)\b/gi;

/**
 * Whether every timing word of a text only introduces the item's own subject ("During the agenda
 * phase, players can cast votes" in the entry "Agenda Phase"; "cannot spend ... until it is
 * readied" in "Readied"): it says what happens in that moment, or before it, not when the moment
 * comes, so it answers no "when does the agenda phase start", "when are cards readied". A
 * moment within it ("During the anti-fighter barrage step of the first round") is one stated.
 */
export function timingOnlyIntroduces(text: string, title: string): boolean {
  const subject = title.trim().split(/\s+/).map(escapeRegExp).join(String.raw`\s+`);
  if (!subject) return false;
  const all = text.match(TIMING_IN_TEXT)?.length ?? 0;
  const introducing = text.match(new RegExp(String.raw`\b(?:during|after|before|at\s+the\s+(?:start|end)\s+of|until)\s+(?:(?:the|a|each|this)\s+|(?:it|they)\s+(?:is|are)\s+)${subject}\s*[,.;:]`, 'gi'))?.length ?? 0;
  return all > 0 && introducing === all;
}

/** Whether an item's text is a numbered step of a procedure ("STEP 2-The active player replenishes ..."): its place states its order against its siblings. */
export function isNumberedStep(text: string): boolean {
  return STEP_NUMBER.test(text);
}

/**
 * The name of the step an item's text is ("Bombardment" for "STEP 1-BOMBARDMENT: ..." under
 * Invasion); undefined when it is none. Its place in the procedure is that step's moment: the answer
 * to "when do i bombard" is the step of the invasion that does it, not a rule of how bombardment rolls.
 * An unnamed step ("STEP 1-The active player chooses ...") is a part of the procedure its entry
 * names, not a moment of another.
 */
export function namedStep(text: string): string | undefined {
  return NAMED_STEP.exec(text)?.groups?.name;
}

