/**
 * The concepts a query's words name: each word, or the phrase of a synonym group it starts (typed
 * whole or with a typo), with the group's other ways to say it; the events the player told in his
 * own words among them; and the sources and games it names. What the words are (the query's
 * framing read, its stopwords and filler out) is ./query.ts's.
 */
import { SOURCES } from '../corpus/sources';
import type { Game, SourceId } from '../corpus/types';
import { GAME_WORDS } from './game-names';
import { SOURCE_WORDS, SYNONYMS } from './synonyms';
import { isPattern } from './patterns';
import { namesBaseLevel, namesUnit } from './unit-card';
import { hasRoman } from './number-words';
import { editDistance } from './vocabulary';
import type { Alternative, Concept } from './query';
import type { Told } from './told';
import { tokenize, type Token } from './text';

/**
 * Weight of a synonym against the words the player typed. The rules' own term (a group's
 * canonical) weighs fully: "AFB" is exactly "anti-fighter barrage"; table talk weighs a little less.
 */
export const CANONICAL_WEIGHT = 1;
export const SYNONYM_WEIGHT = 0.9;
/**
 * A pattern stating the group's sense (`SynonymGroup.patterns`) weighs above its words: "can have
 * up to three" is the limit a bare "max secret objectives" asks for, more than "a maximum of one
 * ... during each status phase".
 */
const PATTERN_WEIGHT = 1.2;
/** An answer to the question a group asks (a count for "how many") weighs less than a synonym. */
export const ANSWER_WEIGHT = 0.3;

interface Phrase {
  terms: string[];
  words: string[];
  exact?: string;
  group?: number;
  canonical?: boolean;
  /** Asks for the group without being searched for itself (see `SynonymGroup.asks`). */
  asks?: boolean;
  /** Never an alternative of the group's other words (`SynonymGroup.asks` and `ownOnly`). */
  ownOnly?: boolean;
  sources?: readonly SourceId[];
  /** A game's name (see ./game-names.ts): its sources first, unless the query names a document of it. */
  game?: Game;
}

/**
 * A phrase's terms and words, with the whole phrase when stopwords are part of its sense ("up to").
 * A pseudo-term ("#count", see ./patterns.ts) is its own single term, typed by no one.
 */
export function phrase(text: string): Pick<Phrase, 'terms' | 'words' | 'exact'> {
  if (isPattern(text)) return { terms: [text], words: [] };
  const all = tokenize(text);
  const tokens = all.filter((t) => !t.stop);
  const exact = tokens.length === 1 && all.length > 1 ? { exact: all.map((t) => t.word).join(' ') } : {};
  return { terms: tokens.map((t) => t.term), words: tokens.map((t) => t.word), ...exact };
}

const PHRASES: Phrase[] = [
  ...SYNONYMS.flatMap((g, group) =>
    [g.canonical, ...g.also].map((text, k) => ({
      ...phrase(text),
      group,
      canonical: k === 0,
      asks: g.asks?.includes(text) ?? false,
      ownOnly: [...(g.asks ?? []), ...(g.ownOnly ?? [])].includes(text),
    })),
  ),
  ...Object.entries(SOURCE_WORDS).map(([text, sources]) => ({ ...phrase(text), sources })),
  ...Object.entries(GAME_WORDS).map(([text, game]) => ({ ...phrase(text), sources: sourcesOfGame(game), game })),
]
  .filter((p) => p.terms.length > 0)
  // Longest first, so "space cannon defense" wins over a shorter phrase inside it.
  .sort((a, b) => b.terms.length - a.terms.length);

const GROUP_ALTERNATIVES: Alternative[][] = SYNONYMS.map((g, group) => [
  ...PHRASES.filter((p) => p.group === group && !p.ownOnly).map((p) => ({
    terms: p.terms,
    words: p.words,
    weight: p.canonical ? CANONICAL_WEIGHT : SYNONYM_WEIGHT,
    ...(p.exact ? { exact: p.exact } : {}),
  })),
  ...(g.patterns ?? []).map((term) => ({ terms: [term], words: [], weight: PATTERN_WEIGHT })),
]);
const GROUP_ANSWERS: Alternative[][] = SYNONYMS.map((g) => (g.answeredBy ?? []).map((text) => ({ ...phrase(text), weight: ANSWER_WEIGHT })));

/**
 * The ways to say a group's sense, and what answers a question of it. A group players also ask
 * with (`SynonymGroup.asks`: "how many") is answered by a count only when asked: "limit on fighter
 * tokens" names a limit, which "fighter tokens come in values of one and three" does not state.
 */
function alternativesOf(group: number, asked: boolean): Alternative[] {
  return asked || !SYNONYMS[group]!.asks ? [...GROUP_ALTERNATIVES[group]!, ...GROUP_ANSWERS[group]!] : GROUP_ALTERNATIVES[group]!;
}

const GROUP_OF_TERM = new Map(PHRASES.filter((p) => p.group !== undefined && !p.ownOnly && p.terms.length === 1 && !p.exact).map((p) => [p.terms[0]!, p.group!]));

/** The synonym group whose one-word phrase `term` is, if any. */
export function groupOfTerm(term: string): number | undefined {
  return GROUP_OF_TERM.get(term);
}

/**
 * The other ways to say the one-word phrase `term` of a synonym group ("opponent": "enemy",
 * "another player"), for a word the player misspelled into it: the correction is that word, synonyms
 * and all. Empty for a word of no group.
 */
export function synonymsOf(term: string): Alternative[] {
  const group = GROUP_OF_TERM.get(term);
  return group === undefined ? [] : alternativesOf(group, false).filter((a) => a.terms.join(' ') !== term);
}

/** What the words read so far name: the concepts in the order named, and the sources and games. */
export interface Reading {
  concepts: Concept[];
  /** The concept each synonym group made: a group named twice ("limit how many") is one concept. */
  ofGroup: Map<number, Concept>;
  /**
   * The concept each event made: an event told twice ("both ... each other") is one concept, and so
   * is a component named twice, by its look and by its name ("the long heavy ship... the dread").
   */
  ofEvent: Map<string, Concept>;
  sources: Set<SourceId>;
  games: Set<Game>;
}

/**
 * The concepts of the words `tokens` of `all`, phrase by phrase, each event of `told` in its place
 * among them (`lastIsPartial`: the query ends in a word still being typed; `starts`: the words
 * opening a sentence, where no phrase runs across, see ./query.ts `sentenceStarts`).
 */
export function readConcepts(all: readonly Token[], told: readonly Told[], tokens: readonly Token[], lastIsPartial: boolean, starts: ReadonlySet<number>): Reading {
  const reading: Reading = { concepts: [], ofGroup: new Map(), ofEvent: new Map(), sources: new Set(), games: new Set() };
  const typed = tokens.map((t) => t.term);
  const words = tokens.map((t) => t.word);
  const allWords = all.map((t) => t.word);
  for (let i = 0; i < typed.length; ) {
    const at = all.indexOf(tokens[i]!);
    tellEvents(reading, all, told, at);
    if (namesBaseLevel(allWords, at)) {
      i += 1;
      continue;
    }
    // A phrase is read within one sentence: "same turn? order of steps" names no turn order.
    let end = i + 1;
    while (end < typed.length && !starts.has(end)) end++;
    const read = phraseAt(all, typed.slice(0, end), words, i, at);
    if (read.match?.game) reading.games.add(read.match.game);
    else if (read.match?.sources) {
      for (const s of read.match.sources) reading.sources.add(s);
    } else {
      // A known abbreviation ("ac", "po") is a whole word, never the start of a longer one.
      nameConcept(reading, read, lastIsPartial && !read.match && i + 1 === typed.length, typed[i + read.length] ?? '');
    }
    i += read.length;
  }
  tellEvents(reading, all, told);
  return reading;
}

/** Adds the concepts of the events of `told` told before word `at` of `all` (all of them when absent), each event once. */
function tellEvents(reading: Reading, all: readonly Token[], told: readonly Told[], at = all.length): void {
  for (const e of told) {
    const key = e.rules.join('|');
    if (e.start >= at || reading.ofEvent.has(key)) continue;
    const group = groupNamed(e.rules[0]!);
    const named = group === undefined ? undefined : reading.ofGroup.get(group);
    const concept = named ?? eventConcept(e, all.slice(e.start, e.end).flatMap((t) => (t.stop ? [] : [t.word])));
    reading.ofEvent.set(key, concept);
    if (named) {
      // Named before as typed ("roll ... how many dice"): a value of a card asked stays asked.
      if (e.card) named.card = true;
      continue;
    }
    reading.concepts.push(concept);
    if (group !== undefined) reading.ofGroup.set(group, concept);
  }
}

/** The phrase typed at word `i` of the query's words (`at` of all its tokens), if any, and the player's own words of it. */
interface PhraseRead {
  match: Phrase | undefined;
  own: Alternative;
  /** How many of the query's words it takes (1 for a word of no phrase). */
  length: number;
}

/** The phrase typed at word `i` of `typed` (word `at` of `all`): typed whole, else with a typo (see `phraseMistyped`). */
function phraseAt(all: readonly Token[], typed: readonly string[], words: readonly string[], i: number, at: number): PhraseRead {
  // A phrase whose sense holds a stopword ("up to", "next to") is that phrase only as typed whole:
  // "pick up" asks for no limit, "the next agenda" for nothing adjacent.
  const whole = PHRASES.find((p) => p.terms.every((t, k) => typed[i + k] === t) && (!p.exact || typedWhole(p.exact, all, at)));
  const mistyped = whole ? undefined : phraseMistyped(typed, i);
  const match = whole ?? mistyped;
  const length = match?.terms.length ?? 1;
  const own: Alternative = mistyped ? { terms: mistyped.terms, words: mistyped.words, weight: 1 } : { terms: typed.slice(i, i + length), words: words.slice(i, i + length), weight: 1 };
  return { match, own, length };
}

/**
 * Adds the concept a word or phrase names with its synonyms (`partial`: still being typed), or
 * names again the concept its synonym group made (`next`: the term typed after it).
 */
function nameConcept(reading: Reading, { match, own }: PhraseRead, partial: boolean, next: string): void {
  const group = match?.group;
  const again = group === undefined ? undefined : reading.ofGroup.get(group);
  if (match && group !== undefined && again) return nameAgain(reading.concepts, again, match, group, own, next);
  const synonyms = group === undefined ? [] : alternativesOf(group, match?.asks === true).filter((a) => a.terms.join(' ') !== own.terms.join(' '));
  const concept: Concept = match?.asks ? { alternatives: synonyms, partial, asked: true } : { alternatives: [own, ...synonyms], partial };
  reading.concepts.push(concept);
  if (group !== undefined) reading.ofGroup.set(group, concept);
}

/**
 * The concept of synonym group `group` named again, as `match` typed `own`: a word typed after the
 * group was only asked ("how many ... limit") leads it, and the concept is asked no more.
 */
function nameAgain(concepts: Concept[], again: Concept, match: Phrase, group: number, own: Alternative, next: string): void {
  if (!match.asks && again.asked) again.alternatives = [own, ...again.alternatives.filter((a) => a.terms.join(' ') !== own.terms.join(' '))];
  // "limit to how many": named, then asked, it is answered by a count too.
  if (match.asks && !again.asked) again.alternatives = [...again.alternatives, ...GROUP_ANSWERS[group]!.filter((a) => !again.alternatives.includes(a))];
  if (!match.asks) delete again.asked;
  // "do base fighters move or only fighter 2": the unit named again with its level stands
  // where it was named last, so the number after it is still its level (engine/expand.ts isLevel).
  if (hasRoman(next) && namesUnit(again.alternatives)) {
    concepts.splice(concepts.indexOf(again), 1);
    concepts.push(again);
  }
}

/** The synonym group whose own phrase `text` is (an event's rules term, "dreadnought"), if any. */
function groupNamed(text: string): number | undefined {
  const said = phrase(text).terms.join(' ');
  return PHRASES.find((p) => p.group !== undefined && !p.ownOnly && p.terms.join(' ') === said)?.group;
}

/**
 * A state told by its conditions ("his cruiser sits in my home, none of mine there": blockaded) is
 * the whole situation told, which his words spread over several concepts (another player's, ships,
 * contains) that a rule restating the conditions holds each; named, it weighs above any one of them.
 */
const STATE_WEIGHT = 1.5;

/**
 * The rules' words for an event the player told (see ./player-events.ts): their term as if typed,
 * the rest as synonyms, each found whole (see `Alternative.whole`). An event told in one word keeps it,
 * as typed: the rules may say it too ("takes the planet card", "flipping that card faceup").
 */
function eventConcept(e: Told, said: string[]): Concept {
  const own = e.word === undefined ? [] : [{ ...phrase(e.word), weight: 1 }];
  const rules = e.rules.map((r, k) => ({ ...phrase(r), weight: (k ? SYNONYM_WEIGHT : CANONICAL_WEIGHT) * (e.state ? STATE_WEIGHT : 1), whole: true, ...(e.state ? { stated: true } : {}) }));
  return { alternatives: [...own, ...rules].filter((a) => a.terms.length > 0), partial: false, ...(said.length ? { said } : {}), ...(e.card ? { card: true } : {}) };
}

/** The shortest word a typo is read in as a word of a phrase: two letters are too many words' one edit. */
const MIN_MISTYPED = 3;

/**
 * The synonym group's phrase of two words or more typed at word `i` with a typo past its first
 * word ("space dok": space dock, "war sn"): the word before the typo says which phrase is meant,
 * so even a word too short to correct alone (engine/expand.ts) is read as the phrase's.
 */
function phraseMistyped(typed: readonly string[], i: number): Phrase | undefined {
  const near = (a: string | undefined, b: string) => a !== undefined && a.length >= MIN_MISTYPED && b.length >= MIN_MISTYPED && editDistance(a, b, 1) === 1;
  return PHRASES.find(
    (p) => p.group !== undefined && !p.exact && p.terms.length > 1 && p.terms[0] === typed[i] && p.terms.every((t, k) => typed[i + k] === t || (k > 0 && near(typed[i + k], t))),
  );
}

/** Whether the words of `exact` stand in `all` as typed, its first indexed word at `at` ("at once": "once" at `at`). */
function typedWhole(exact: string, all: readonly Token[], at: number): boolean {
  const words = tokenize(exact);
  const start = at - words.findIndex((t) => !t.stop);
  return words.every((w, k) => all[start + k]?.word === w.word);
}

/** Every source of a game. */
function sourcesOfGame(game: Game): SourceId[] {
  return Object.values(SOURCES).flatMap((s) => (s.game === game ? [s.id] : []));
}

/**
 * The sources a query names: a named game's, narrowed to the kind of document named with it
 * ("ti4 faq"). A document word names TI4's documents: beside another game's name ("ti3 errata",
 * "eotv faq") it is that game's.
 */
export function gameFirst(documents: ReadonlySet<SourceId>, games: ReadonlySet<Game>): SourceId[] {
  if (!games.size) return [...documents];
  const ofGames = [...documents].filter((s) => games.has(SOURCES[s].game));
  return ofGames.length ? ofGames : [...games].flatMap(sourcesOfGame);
}
