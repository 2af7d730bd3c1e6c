/**
 * Query parsing: a rule number in any of the forms players type, or words grouped into concepts
 * (a word, or a synonym phrase with its alternatives) plus the sources the query names.
 */
import { SOURCES } from '../corpus/sources';
import type { Game, SourceId } from '../corpus/types';
import { GAME_WORDS, withGameNames } from './game-names';
import { asTi4Question } from './returning-player';
import { factionPreface, factionSpokenOf } from './faction-preface';
import { embeddedRuleNumber, parseRuleNumber } from './rule-number';
import { SOURCE_WORDS, SYNONYMS } from './synonyms';
import { isPattern } from './patterns';
import { namesBaseLevel, namesUnit, splitUnitLevel } from './unit-card';
import { hasRoman } from './number-words';
import { editDistance } from './vocabulary';
import { isArticle, withOneMoreCounted } from './quantity';
import { ACT_TIMING_ANSWERS, ACT_VERBS, asksOrder, asksSequence, SEQUENCE_ANSWERS, asksWhen, asksWhenToAct, quotedWords, referenceMomentWords, TIMING_ANSWERS, timingWordsAsked, withoutWhenFiller } from './timing-question';
import { GET_FORMS, TABLE_FILLER } from './filler';
import { FORGETTING } from './missed-step';
import { backstoryWords } from './backstory';
import { questionKept, storyQuestionAt } from './story-question';
import { secondQuestionWords, withJointsSaidAnd } from './second-question';
import { quotedCardNames, readsOwnCard } from './card-quote';
import { withQuestionFirst } from './question-last';
import { readDispute, type Dispute } from './dispute';
import { withoutBelief } from './myth';
import { comparedSides, type Sides } from './compared-sides';
import { withExceeding } from './exceeding';
import { withGainSaid } from './gain-verb';
import { mentionedWords } from './mentioned-word';
import { readComparison, unitTypeAsked, withGameAsked } from './compare';
import { UNIT_TYPES } from './unit-classes';
import { withoutTeaching } from './overview';
import { partialAbilityQuery } from './partial-ability';
import type { Told } from './told';
import { toldWithComponents } from './component-reading';
import { withOtherOwners } from './owner';
import { namedOnce } from './order-both-ways';
import { asksWhyNot, withRestrictionAsked } from './why-not';
import { withDieVerbRead } from './die-verb';
import { withAgainAsked } from './again-asked';
import { storyTimeWords } from './story-time';
import { STOPWORDS, stem, terms, tokenize, type Token } from './text';
import { FACTION_TERMS } from './faction-names';

// The rule-number readers live in their own module, which the reader script's quick index uses too.
export { embeddedRuleNumber, parseRuleNumber };

/** One way to say a concept: its terms (stemmed) and the folded words they came from. */
export interface Alternative {
  terms: string[];
  words: string[];
  /** 1 for what the player typed; less for a synonym. */
  weight: number;
  /**
   * The whole phrase, stopwords included, when stopwords are part of its sense: "up to" is found
   * where the text says "up to", never in "pick up" (its only indexed word is "up").
   */
  exact?: string;
  /** Found in texts only: a derived form ("limitations") in a title is not the title's subject. */
  textOnly?: boolean;
  /** Found in the rules only, never in the questions players ask of an item (see `Concept.moment`). */
  rulesOnly?: boolean;
  /** The share of its concept it finds where it stands (1 when absent): another moment than the player guessed answers part of his either-or (see `withTiming`). */
  finds?: number;
}

/** Something the player asked about: every alternative counts as finding it. */
export interface Concept {
  alternatives: Alternative[];
  /** The last word, still being typed: completions of it count too. */
  partial: boolean;
  /** The player's words ask for the alternatives without being one ("how many"): none is typed. */
  asked?: boolean;
  /** The timing answers a question for a moment asks ("when does the game end"; see ./timing-question.ts). */
  moment?: boolean;
  /** Typed only in the moment the query places its subject against ("invading" in "can i build after invading"). */
  reference?: boolean;
  /** The moment asked is the order of two things ("before or after", "first then"; see `asksOrder`). */
  order?: boolean;
  /** Asks a value printed on a unit's card ("how far", "hit on"): the card answers however long the question (see ./player-events.ts). */
  card?: boolean;
  /**
   * An event's words as the player typed them ("the others" for the rules' "each other player"; see
   * ./told.ts): typed in the moment the query asks against, the event is of that moment.
   */
  said?: string[];
  /** Who asks, not what (the faction he plays: see ./faction-preface.ts): an item naming it scores for it, one that does not answers the question no less. */
  context?: boolean;
}

export type ParsedQuery =
  | { kind: 'empty' }
  | { kind: 'number'; number: string }
  /** `number`: a rule number typed with words ("rule 67.6 assign hits"), its words parsed apart. */
  /**
   * `wrapping`: words the question was wrapped in, left out (see ./filler.ts): a situation is told at
   * the length the player typed it.
   */
  | { kind: 'words'; concepts: Concept[]; sources: SourceId[]; number?: string; definition?: boolean; wrapping?: number; compared?: Sides };

/**
 * Weight of a synonym against the words the player typed. The rules' own term (a group's
 * canonical) weighs fully: "AFB" is exactly "anti-fighter barrage"; table talk weighs a little less.
 */
const CANONICAL_WEIGHT = 1;
const SYNONYM_WEIGHT = 0.9;
/**
 * A pattern stating the group's sense (`SynonymGroup.patterns`) weighs above its words: "can have
 * up to three" is the limit a bare "max secret objectives" asks for, more than "a maximum of one
 * ... during each status phase".
 */
const PATTERN_WEIGHT = 1.2;
/** An answer to the question a group asks (a count for "how many") weighs less than a synonym. */
const ANSWER_WEIGHT = 0.3;
/**
 * The rules' name for what a question of when to act asks ("timing"): as a synonym of the
 * question, above the words that may state any moment ("until", "after").
 */
const ACT_TIMING_WEIGHT = SYNONYM_WEIGHT;
/**
 * The rules' verb for the player's ("play" a card: "resolve" its ability), in a question of when
 * to act: below a synonym, since the rules resolve much else ("resolved during the same timing
 * window" orders abilities, it does not say when a card is played).
 */
const ACT_VERB_WEIGHT = 0.6;
/**
 * What a rule stating another moment ("during", "any time") finds of a question weighing two
 * moments ("before or after the space battle", "right away or at the end"): the player asks which
 * of his, and a rule saying neither settles it no more than half.
 */
const OTHER_MOMENT_FINDS = 0.5;

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

/**
 * The other ways to say the one-word phrase `term` of a synonym group ("opponent": "enemy",
 * "another player"), for a word the player misspelled into it: the correction is that word, synonyms
 * and all. Empty for a word of no group.
 */
export function synonymsOf(term: string): Alternative[] {
  const group = GROUP_OF_TERM.get(term);
  return group === undefined ? [] : alternativesOf(group, false).filter((a) => a.terms.join(' ') !== term);
}

// A negative contraction, typed with or without its apostrophe ("didn't", "didnt", "cant", "wont"):
// the rules say "not" ("did not", "cannot", "does not"). Its verb is a stopword or says nothing the
// rules' negation does not, so the contraction is the word "not".
const NEGATION = /\b(?:do|does|did|is|are|was|were|has|have|had|ca|can|wo|could|should|would|must|need)n['’]?t\b/gi;

/** The query with each negative contraction as "not" ("he didnt move" -> "he not move"). */
export function withNegations(query: string): string {
  return query.replace(NEGATION, 'not');
}

// A signed number ("+1", "-2") is what the rules call a modifier (47): "apply +1" is "apply a
// modifier" of 1 (the count stays: "+1 to combat rolls" is found where the rules say "+1").
const SIGNED_NUMBER = /(^|\s)[+-](\d+)(?![\d.])/g;

/** The query with each signed number named as the rules name it ("apply +1" -> "apply modifier 1"). */
function withModifiers(query: string): string {
  return query.replace(SIGNED_NUMBER, '$1modifier $2');
}

/**
 * Only this many characters of a query are read: far past any question asked at the table (the
 * longest of the tuning set has 144), and a bound on the work a pasted page can cause. The engine
 * cuts before anything else reads the query (a word the corpus lacks is tried at every split point).
 */
export const MAX_QUERY_CHARS = 500;

// Queries longer than this are cut, which bounds the work. A story told at the table runs to a dozen
// words before its question ("... does that +1 also go on his destroyers afb dice"): cut at twelve,
// the question's own words were the ones lost.
const MAX_WORDS = 16;

/** `story`: whether a story told at length is read by its question first (see ./story-question.ts); the engine reads it both ways. */
export function parseQuery(raw: string, story = true): ParsedQuery {
  // "playing sol, can my infantry ..." asks of infantry: the faction is who asks (see ./faction-preface.ts).
  // "nekro: what does their flagship do" asks of the Nekro's flagship: the faction is what is asked.
  const cut = raw.slice(0, MAX_QUERY_CHARS);
  const preface = factionPreface(cut);
  const parsed = parseFramed(preface?.query ?? factionSpokenOf(cut) ?? raw, story);
  if (!preface || parsed.kind !== 'words') return parsed;
  const faction: Concept = { alternatives: preface.names.map((t) => ({ terms: t, words: t, weight: CANONICAL_WEIGHT })), partial: false, context: true };
  return { ...parsed, concepts: [...parsed.concepts, faction] };
}

function parseFramed(raw: string, story: boolean): ParsedQuery {
  // "reroll when" is "when reroll" (see ./question-last.ts); "he says x, i say y, who's right" is "x y" (see ./dispute.ts).
  // "dn2 move" is "dn 2 move": a unit and its upgrade level (see ./unit-card.ts); "didnt" is "not";
  // "a second dock" is "2 dock" (see ./quantity.ts); "Shards of the Throne" is "ti3" (see ./game-names.ts), "ti3 vs ti4 wormholes: in ti3 ..." asks TI3's (see ./compare.ts); "coming from ti3" asks TI4's (see ./returning-player.ts); "his planet" is another player's (see ./owner.ts); "what stops me from" is "why not" (see ./why-not.ts); "go over 7" is "exceed 7" (see ./exceeding.ts); "..., also can i" is "... and can i" (see ./second-question.ts); "do i get the tg" is "gain" (see ./gain-verb.ts); "which ships die" is "died" (see ./die-verb.ts); "can i score it again" is "twice" (see ./again-asked.ts).
  const framed = withGainSaid(withJointsSaidAnd(withExceeding(withOtherOwners(withModifiers(withNegations(withAgainAsked(withDieVerbRead(withRestrictionAsked(splitUnitLevel(asTi4Question(withGameAsked(withGameNames(withOneMoreCounted(raw.slice(0, MAX_QUERY_CHARS)))))))))))))));
  const dispute = readDispute(framed);
  // "is it true you cant ...", "my group says ...": the claim checked is searched (see ./myth.ts).
  const belief = withoutBelief(dispute?.query ?? framed);
  return withRestriction(withSides(withWrapping(parseAsked(withQuestionFirst(belief.query), dispute, story), belief.framing), comparedSides(belief.query)), asksWhyNot(framed));
}

/**
 * A question of why the player cannot do something ("why cant i do the secondary of my own
 * strategy card") is answered by the rule that restricts it, which may say what he can do only
 * ("can only resolve the secondary ability of strategy cards chosen by other players"), not what he cannot.
 */
const RESTRICTION: Alternative = { ...phrase('only'), weight: ANSWER_WEIGHT };

/** A parsed query with its negation answered by a restriction too, when it asks why not (see ./why-not.ts). */
function withRestriction(parsed: ParsedQuery, whyNot: boolean): ParsedQuery {
  if (parsed.kind !== 'words' || !whyNot) return parsed;
  const negation = GROUP_OF_TERM.get('not');
  const concepts = parsed.concepts.map((c) => (c.alternatives.some((a) => a.terms.length === 1 && GROUP_OF_TERM.get(a.terms[0]!) === negation) ? { ...c, alternatives: [...c.alternatives, RESTRICTION] } : c));
  return { ...parsed, concepts };
}

/** A parsed query with the two things it compares (see ./compared-sides.ts). */
function withSides(parsed: ParsedQuery, sides: Sides | undefined): ParsedQuery {
  return parsed.kind === 'words' && sides ? { ...parsed, compared: sides } : parsed;
}

/** A parsed query with `words` more words it was wrapped in (see `ParsedQuery`). */
function withWrapping(parsed: ParsedQuery, words: number): ParsedQuery {
  return parsed.kind === 'words' && words > 0 ? { ...parsed, wrapping: (parsed.wrapping ?? 0) + words } : parsed;
}

/** The query once its framing is read (`dispute`: the dispute it told, see ./dispute.ts). */
function parseAsked(query: string, dispute: Dispute | undefined, story: boolean): ParsedQuery {
  const parseWords = (q: string, keep?: ReadonlySet<string>) => parseWordsRead(q, keep, story);
  const number = parseRuleNumber(query);
  if (number) return { kind: 'number', number };
  const embedded = embeddedRuleNumber(query);
  if (embedded) {
    const words = parseWords(embedded.rest);
    return words.kind === 'words' ? { ...words, number: embedded.number } : { kind: 'number', number: embedded.number };
  }
  // A host's teaching framing ("how do i explain ... to new players") asks what the topic is (see ./overview.ts).
  const taught = withoutTeaching(query);
  if (taught.teaching && terms(taught.query).length) {
    const words = parseWords(taught.query.replace(DEFINITION, ' ').replace(HOW_IT_WORKS, ' $1 ').replace(MEANS_ANYWHERE, ' '), timingWordsAsked(query, true));
    if (words.kind === 'words') return { ...words, definition: true };
  }
  // "is a pds a ship or a ground force": the thing, and the types of unit as one question (see ./compare.ts).
  const typed = unitTypeAsked(query);
  if (typed) {
    const words = parseWords(typed);
    if (words.kind === 'words') return { ...words, concepts: [...words.concepts, UNIT_TYPE], definition: true };
  }
  // "commodities vs trade goods difference": the things compared, asked bare what each is (see ./compare.ts).
  const comparison = readComparison(query);
  if (comparison?.bare) {
    const words = parseWords(comparison.query.replace(DEFINITION, ' '), timingWordsAsked(query, true));
    if (words.kind === 'words') return { ...words, definition: true };
  }
  if (comparison) query = comparison.query;
  // A question of what a thing is searches for the thing: "counts as" and "mean" are not its words.
  const asksDefinition = DEFINITION.test(query);
  const thing = asksDefinition
    ? query.replace(DEFINITION, ' ').replace(MEANS_ANYWHERE, ' ')
    : HOW_IT_WORKS.test(query)
      ? query.replace(HOW_IT_WORKS, ' $1 ')
      : query.replace(MEANS, ' ').replace(EXPLAIN, ' ').replace(ITS_RULES, ' ').replace(WHAT_IS_IT, ' ').replace(IS_IT_JUST, '$1 ');
  if (thing !== query && thing.trim()) {
    const words = parseWords(thing, timingWordsAsked(query, true));
    if (words.kind === 'words') return { ...words, definition: true };
  }
  // "card says x then y, i cant do x, do i still get y": the rules of abilities answer.
  const partial = partialAbilityQuery(query);
  if (partial) return parseWords(partial, new Set(['then']));
  // In a story told at length "what happens" still starts the question it asks (see ./story-question.ts): "what" stays, a stopword.
  const situation = withoutWhenFiller(query.replace(WHAT_HAPPENS, !story || storyQuestionAt(query) === undefined ? ' ' : ' what ').replace(HOW_MUCH_PAID, ' '));
  const kept = timingWordsAsked(query, false);
  const parsed = withTiming(withStoryTime(withReferenceMoment(withBackstory(parseWords(terms(situation).length ? situation : query, kept), situation, story, dispute?.story), query), query), query, kept);
  return readsOwnCard(query) && parsed.kind === 'words' ? { ...parsed, concepts: [...parsed.concepts, OWN_CARD_ABILITY] } : parsed;
}

/** Which type of unit a thing is: any of them answers (see `unitTypeAsked`). */
const UNIT_TYPE: Concept = { alternatives: UNIT_TYPES.map((t) => ({ ...phrase(t), weight: CANONICAL_WEIGHT })), partial: false, asked: true };

/** What the reader of a card he quotes asks about besides his words: a strategy card's primary ability (see ./card-quote.ts). */
const OWN_CARD_ABILITY: Concept = { alternatives: [{ ...phrase('primary'), weight: ANSWER_WEIGHT }], partial: false, asked: true };

/** The words of what led to the situation weigh this much against those of how it stands now (see ./backstory.ts). */
const BACKSTORY_WEIGHT = 0.5;
/** The words only a second question joined to the first asks weigh this much against the first's (see ./second-question.ts). */
const SECOND_QUESTION_WEIGHT = 0.8;
/**
 * The words of the moment a query places its subject against ("before the ground fight starts",
 * "after invading") weigh this much against the subject (the PDS shooting, building): the rule
 * stating the subject's moment answers, not the rules of the reference moment.
 */
const REFERENCE_WEIGHT = 0.5;
/** The words of the moment a story is told in ("this status phase") weigh this much (see ./story-time.ts). */
const STORY_TIME_WEIGHT = 0.5;

/**
 * The query's concepts, those typed only in `aside` (and not in `main`) weighing `weight` times as
 * much, with `mark` added to them.
 */
function withAsideWeighed(parsed: ParsedQuery, split: { aside: ReadonlySet<string>; main: ReadonlySet<string> } | undefined, weight: number, mark: Partial<Concept> = {}, eventsAsSaid = false): ParsedQuery {
  if (parsed.kind !== 'words' || !split) return parsed;
  const asideOnly = (c: Concept) => {
    const typed = c.asked ? [] : ((eventsAsSaid ? c.said : undefined) ?? c.alternatives[0]?.words ?? []);
    // Named in the main part in other words ("announced a retreat ..., do i still have to run away") it is the main part's.
    const inMain = c.alternatives.some((a) => a.words.length > 0 && a.words.every((w) => split.main.has(w)));
    return typed.length > 0 && typed.every((w) => split.aside.has(w) && !split.main.has(w)) && !inMain;
  };
  const concepts = parsed.concepts.map((c) => (asideOnly(c) ? { ...c, ...mark, alternatives: c.alternatives.map((a) => ({ ...a, weight: a.weight * weight })) } : c));
  return { ...parsed, concepts };
}

/** The concepts typed only in the query's backstory ("i drew 2 cards from politics and now ..."; `told`: the story a dispute argues over, see ./dispute.ts), weighing less. */
function withBackstory(parsed: ParsedQuery, query: string, story: boolean, told?: { before: Set<string>; now: Set<string> }): ParsedQuery {
  // Two questions asked in one: the first is no backstory of the second, whose words weigh less (see ./second-question.ts).
  const asked = told ? undefined : secondQuestionWords(query);
  if (asked) return withAsideWeighed(parsed, { aside: asked.second, main: asked.first }, SECOND_QUESTION_WEIGHT);
  const backstory = told ?? backstoryWords(query, story);
  // A card quoted in the story ("the construction card says ...") is what the question asks about (see ./card-quote.ts).
  const named = quotedCardNames(query);
  // A faction told in the story ("the naalu dropped only fighters on my planet ...") picks its own rulings, filed under its name.
  const factions = backstory ? [...backstory.before].filter((w) => FACTION_TERMS.has(stem(w))) : [];
  return withAsideWeighed(parsed, backstory && { aside: backstory.before, main: new Set([...backstory.now, ...named, ...factions]) }, BACKSTORY_WEIGHT);
}

/** The concepts typed only in the moment the query places its subject against ("before the ground fight starts"), weighing less. */
function withReferenceMoment(parsed: ParsedQuery, query: string): ParsedQuery {
  const moments = referenceMomentWords(query);
  // An event told in the moment ("after the others do their secondary": "each other player") is of the moment.
  return withAsideWeighed(parsed, moments && { aside: moments.reference, main: moments.subject }, REFERENCE_WEIGHT, { reference: true }, true);
}

/** The moments the story is told in ("this status phase"), weighing less (see ./story-time.ts). */
function withStoryTime(parsed: ParsedQuery, query: string): ParsedQuery {
  const time = storyTimeWords(query);
  return withAsideWeighed(parsed, time && { aside: time.time, main: time.rest }, STORY_TIME_WEIGHT);
}

// A timing word in a question players ask of an item ("can i trade the note again after it came
// back") is theirs: it states no moment of the rules.
const ASKED_TIMING: Alternative[] = TIMING_ANSWERS.map((text) => ({ ...phrase(text), weight: ANSWER_WEIGHT, rulesOnly: true }));
const ASKED_SEQUENCE: Alternative[] = SEQUENCE_ANSWERS.map((text) => ({ ...phrase(text), weight: ANSWER_WEIGHT, rulesOnly: true }));
const ASKED_ACT_TIMING: Alternative[] = [...ASKED_TIMING, ...ACT_TIMING_ANSWERS.map((text) => ({ ...phrase(text), weight: ACT_TIMING_WEIGHT }))];
const ACT_VERB_ALTERNATIVES = new Map(Object.entries(ACT_VERBS).map(([said, rules]) => [phrase(said).terms.join(' '), { ...phrase(rules), weight: ACT_VERB_WEIGHT }]));

/**
 * A question for a moment ("when does the game end") asks for a timing answer too (see
 * ./timing-question.ts); a question of when the player may act ("when can i play action cards")
 * is answered in the rules' words for it as well: the card's "timing", when its ability is "resolved".
 */
function withTiming(unread: ParsedQuery, query: string, kept: ReadonlySet<string>): ParsedQuery {
  if (unread.kind !== 'words' || !asksWhen(query, kept)) return unread;
  // "bombard first then land, or land first then bombard": each thing once (see ./order-both-ways.ts).
  const parsed = asksOrder(query) ? { ...unread, concepts: namedOnce(unread.concepts, query) } : unread;
  // The moment the player guesses ("when do i take the planet, after the fight", "right away or at
  // the end of the round") is one of the answers he asks for: the rule stating another answers too.
  // A moment in quotes ("'at the start of combat' thing") is what a card says, no guess of the player's.
  const quoted = quotedWords(query);
  const saidAt = momentsSaidAt(query);
  const guesses = parsed.concepts.filter((c) => (isMomentGuess(c) || atMoment(c, saidAt) !== undefined) && !c.alternatives[0]!.words.every((w) => quoted.has(w)));
  const rest = parsed.concepts.filter((c) => !guesses.includes(c));
  const asked = (answers: Alternative[]): Concept => {
    // The guess is found in the rules only, as the answers are (see `ASKED_TIMING`): "after" in a
    // question players ask of another rule ("do i give it back after attacking him") is theirs.
    // "At the end" is guessed as the rules state it: a rule saying "ends" states no such moment.
    const guessed = guesses.flatMap((c) => {
      const at = atMoment(c, saidAt);
      return [...(isMomentGuess(c) ? c.alternatives : []), ...(at ? [{ ...at, weight: c.alternatives[0]!.weight }] : [])].map((a) => ({ ...a, rulesOnly: true }));
    });
    const said = new Set(guessed.map((a) => a.exact ?? a.terms.join(' ')));
    // A moment guessed in the rules' words ("before", "right away", "at the end") is stated by the
    // rule that answers; "start" ("when does the agenda phase start") is the moment asked, which the rules state in other words.
    const weighed = guesses.some((c) => atMoment(c, saidAt) !== undefined || c.alternatives.some((a) => a.terms.length === 1 && STATED_MOMENTS.has(a.terms[0]!)));
    const others = answers.filter((a) => !said.has(a.exact ?? a.terms.join(' '))).map((a) => (weighed ? { ...a, finds: OTHER_MOMENT_FINDS } : a));
    const order = asksOrder(query);
    const sequence = asksSequence(query) ? ASKED_SEQUENCE.map((a) => (weighed ? { ...a, finds: OTHER_MOMENT_FINDS } : a)) : [];
    return { alternatives: [...guessed, ...others, ...sequence], partial: false, asked: true, moment: true, ...(order ? { order: true } : {}) };
  };
  if (!asksWhenToAct(query, kept)) return { ...parsed, concepts: [...rest, asked(ASKED_TIMING)] };
  const concepts = rest.map((c) => {
    const verb = c.asked ? undefined : ACT_VERB_ALTERNATIVES.get(c.alternatives[0]?.terms.join(' ') ?? '');
    return verb ? { ...c, alternatives: [...c.alternatives, verb] } : c;
  });
  return { ...parsed, concepts: [...concepts, asked(ASKED_ACT_TIMING)] };
}

/**
 * The single words that state a moment ("after", "during", "immediately"): phrases such as "at the start" name the start too.
 * "Start" too: "when does the agenda phase start" asks when the phase comes, which the rules state
 * by what comes before it ("after the custodians token is removed, the agenda phase is added"),
 * rarely by the word. An end they state by name ("ground combat ends immediately when"): "end" stays the player's word.
 */
const STATED_MOMENTS: ReadonlySet<string> = new Set(ASKED_TIMING.filter((a) => a.terms.length === 1 && !a.exact && !isPattern(a.terms[0]!)).map((a) => a.terms[0]!));
const MOMENT_WORDS = new Set([...STATED_MOMENTS, ...terms('start')]);

/** The moments of the rules typed whole ("at the end", "at the start"), as `ASKED_TIMING` states them, by the word that names them ("end"). */
const AT_MOMENTS = new Map(ASKED_TIMING.filter((a) => a.exact?.startsWith('at ') && a.terms.length === 1).map((a) => [a.words[0]!, a]));

/** The words of `AT_MOMENTS` the query says as the moment ("right away or at the end of the round"), not as a thing ("the end of the game"). */
function momentsSaidAt(query: string): Set<string> {
  return new Set(tokenize(query).flatMap((t, i, all) => (AT_MOMENTS.has(t.word) && all[i - 1]?.word === 'the' && all[i - 2]?.word === 'at' ? [t.word] : [])));
}

/** The rules' moment a concept typed "at the end" or "at the start" guesses; undefined for another. */
function atMoment(c: Concept, saidAt: ReadonlySet<string>): Alternative | undefined {
  const words = c.asked ? [] : (c.alternatives[0]?.words ?? []);
  return words.length === 1 && saidAt.has(words[0]!) ? AT_MOMENTS.get(words[0]!) : undefined;
}

/** Whether a concept of the query is a moment the player says ("after", "right away"): one of its ways to say it is a word stating a moment. */
function isMomentGuess(c: Concept): boolean {
  return !c.asked && c.alternatives.some((a) => a.terms.length === 1 && MOMENT_WORDS.has(a.terms[0]!));
}

// "what happens to his units", "what happened when ...": the player asks about the situation the
// rest of the query tells; "happens" itself only matches FAQ questions worded the same way. "Now
// what", "what now" (typed "wut", "wat" too) ask the same: that "now" turns no story to how things
// stand (see ./backstory.ts), and is no word of the answer.
const WHAT_HAPPENS = /\bwhat\s+(?:happens?|happened)\b|\b(?:now\s+(?:what|wut|wat|whut)|(?:what|wut|wat|whut)\s+now)\b/gi;

// "how much does a fighter cost", "how much do i pay to remove the custodians": the price asked,
// which the cost word itself finds (a unit's card, "by spending six influence"); not a limit,
// which "how much" asks elsewhere ("how much can i hold").
const HOW_MUCH_PAID = /\bhow\s+much\b(?=.*\b(?:cost|costs|price|pay|paid|spend)\b)/gi;

// "what is a ship", "who are my neighbors", "what counts as a ship", "define capacity", "what does
// apply mean": the player asks what a thing is, which an entry's opening sentence says. "What
// even counts as", "whats the deal with" ask the same ("deal" there is no Deal).
// A few words may preface it before a colon: "coming from ti3: what is a component action".
const DEFINITION =
  /(?<=^\s*(?:[^:?.!]{1,40}:\s*)?)(?:(?:what|who)(?:'?s|\s+is|\s+are|\s+(?:even\s+|exactly\s+)?counts?\s+as|\s+does)(?:\s+the\s+deal\s+with)?\b|define\b|definition\s+of\b|meaning\s+of\b)/i;
// "how does fleet supply work", "how do objectives work": the player asks what the thing is and
// does, which its entry says; "work" is no word of the answer ("work towards objectives").
const HOW_IT_WORKS = /^\s*how\s+(?:does|do|did|is|are)\s+(.+?)\s+works?\b/i;
const MEANS = /\bmeans?\s*\??\s*$/i;
// "explain ground forces", "tell me about nebulas", "rules for deals", "info on the speaker": the
// player asks for the whole topic, which its entry says; "explain" and "rules" are no words of it
// (any rule says "the rules"; "following normal rules" is not the ground forces entry).
const EXPLAIN = /^\s*(?:explain|tell\s+me\s+about|info(?:rmation)?\s+(?:on|about)|(?:the\s+)?rules?\s+(?:for|of|on|about))\b/i;
// "ground forces rules", "nebula explained", "wormholes basics": the same asked after the topic.
const ITS_RULES = /\b(?:rules?|explained|explanation|basics|mechanics?|overview)\s*\??\s*$/i;
// "component action what is it", "nebula, whats that?": the same asked after the topic.
const WHAT_IS_IT = /[\s,;-]*\bwhat(?:'?s|\s+is|\s+are)\s+(?:it|that|this|they|those|these)\s*\??\s*$/i;
// "is the active player just whoever is taking the turn", "are trade goods basically money": the
// player checks what he takes the thing (one to three words) to be, which its defining sentence says.
// Not "is it legal to just ...", "are we just skipping ...": a pronoun names no thing.
const IS_IT_JUST = /^\s*(?:is|are)\s+(?!(?:it|that|this|there|they|those|these|we|you|i|he|she)\b)((?:(?:an?|the)\s+)?(?:\S+\s+){0,2}?\S+)\s+(?:just|simply|basically)\b/i;
// After "what does": "what does then mean on a card".
const MEANS_ANYWHERE = /\b(?:means?|meaning)\b/gi;

/** `keep`: stopwords the query asks about ("then" in "what does then mean"), kept as its words; `story`: see `parseQuery`. */
function parseWordsRead(query: string, keep: ReadonlySet<string> = new Set(), story: boolean): ParsedQuery {
  const { all, told, tokens, wrapping } = wordsRead(query, keep, story);
  if (!tokens.length && !told.length) return { kind: 'empty' };
  const reading = readConcepts(all, told, tokens, /[\p{L}\p{N}]$/u.test(query), sentenceStarts(query, tokens));
  // A query that only names a source ("ti3") searches for those words instead.
  if (!reading.concepts.length) return { kind: 'words', sources: [], concepts: tokens.map((t) => ({ alternatives: [{ terms: [t.term], words: [t.word], weight: 1 }], partial: false })) };
  return { kind: 'words', concepts: reading.concepts, sources: gameFirst(reading.sources, reading.games), ...(wrapping ? { wrapping } : {}) };
}

/** The query's words as read before any phrase: `tokens` are those that name something, `told` the events told in the player's words. */
interface WordsRead {
  all: Token[];
  told: Told[];
  tokens: Token[];
  /** How many words the question was wrapped in (see ./filler.ts). */
  wrapping: number;
}

/** The words of the query that name something, and the events and components it tells in its own words. */
function wordsRead(query: string, keep: ReadonlySet<string>, story: boolean): WordsRead {
  const all = tokenize(query);
  // An event told in the player's words ("am i out") is searched in the rules' ("eliminated"): its
  // words leave the query, its concept takes their place (see ./player-events.ts); so is a
  // component named by its look ("the round ball ship": war sun, see ./component-looks.ts).
  const told = toldWithComponents(all.map((t) => t.word));
  const named = namingWords(query, all, told, keep);
  // The words a question is wrapped in ("i want to", "is that a problem") name nothing (see ./filler.ts).
  // So does a step the table forgot ("we forgot to ..."): what was forgotten is asked (see ./missed-step.ts).
  const said = named.filter((t) => !TABLE_FILLER.has(t.word) && !FORGETTING.has(t.word));
  const asked = said.length ? said : named;
  // A query of function words only ("then", "when", "before") asks what the word means: they are
  // searched for where the rules define them (see `definitions` in engine/facts.ts).
  const tokens = asked.length || told.length ? asked : all.filter((t) => STOPWORDS.has(t.word));
  // A story told at length keeps its question's words (see ./story-question.ts).
  return { all, told, tokens: questionKept(tokens, story ? storyQuestionAt(query) : undefined, MAX_WORDS), wrapping: said.length ? wrappingWords(named) : 0 };
}

/**
 * The words of `all` that may name something: neither an event's told (`told`), nor a stopword
 * unless kept or named as a word, nor an article before its noun.
 */
function namingWords(query: string, all: readonly Token[], told: readonly Told[], keep: ReadonlySet<string>): Token[] {
  const inEvent = new Set(told.flatMap((e) => all.slice(e.start, e.end)));
  // A function word named as a word ('an ability with "and"') is the thing asked (see ./mentioned-word.ts).
  const mentioned = mentionedWords(query);
  return all.filter((t, i) => !inEvent.has(t) && (!t.stop || keep.has(t.word) || mentioned.has(t.word)) && !isArticle(t.word, all[i + 1]));
}

/** How many of `tokens` wrap the question: a "get" ending it is its own verb ("how many mechs does each player get"), no story's. */
function wrappingWords(tokens: readonly Token[]): number {
  return tokens.filter((t, i) => TABLE_FILLER.has(t.word) && !(i === tokens.length - 1 && GET_FORMS.has(t.word))).length;
}

// Where a sentence or a clause of its own ends: a full stop, a question or exclamation mark, a semicolon or a colon.
const SENTENCE_END = /[.?!;:]/;

/** The indices of `tokens` that open a sentence after another one of the query. */
function sentenceStarts(query: string, tokens: readonly Token[]): Set<number> {
  return new Set(tokens.flatMap((t, i) => (i > 0 && SENTENCE_END.test(query.slice(tokens[i - 1]!.end, t.start)) ? [i] : [])));
}

/** What the words read so far name: the concepts in the order named, and the sources and games. */
interface Reading {
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
 * opening a sentence, where no phrase runs across, see `sentenceStarts`).
 */
function readConcepts(all: readonly Token[], told: readonly Told[], tokens: readonly Token[], lastIsPartial: boolean, starts: ReadonlySet<number>): Reading {
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
 * The rules' words for an event the player told (see ./player-events.ts): their term as if typed,
 * the rest as synonyms. An event told in one word keeps it, as typed: the rules may say it too
 * ("takes the planet card", "flipping that card faceup").
 */
function eventConcept(e: Told, said: string[]): Concept {
  const own = e.word === undefined ? [] : [{ ...phrase(e.word), weight: 1 }];
  const rules = e.rules.map((r, k) => ({ ...phrase(r), weight: k ? SYNONYM_WEIGHT : CANONICAL_WEIGHT }));
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
function gameFirst(documents: ReadonlySet<SourceId>, games: ReadonlySet<Game>): SourceId[] {
  if (!games.size) return [...documents];
  const ofGames = [...documents].filter((s) => games.has(SOURCES[s].game));
  return ofGames.length ? ofGames : [...games].flatMap(sourcesOfGame);
}
