/**
 * Query parsing: a rule number in any of the forms players type, or words grouped into concepts
 * (a word, or a synonym phrase with its alternatives) plus the sources the query names. Here the
 * query's framing is read and its words picked; what concepts they name is ./concept-reading.ts's.
 */
import type { SourceId } from '../corpus/types';
import { withGameNames } from './game-names';
import { asTi4Question } from './returning-player';
import { withOtherGameWords } from './other-game';
import { factionSpokenOf } from './faction-spoken';
import { embeddedRuleNumber, parseRuleNumber } from './rule-number';
import { isPattern, PROCEDURE_STEPS } from './patterns';
import { splitUnitLevel } from './unit-card';
import { isArticle, withOneMoreCounted } from './quantity';
import { ACT_TIMING_ANSWERS, ACT_VERBS, asksOrder, asksSequence, SEQUENCE_ANSWERS, asksWhen, asksWhenToAct, quotedWords, referenceMomentWords, TIMING_ANSWERS, timingWordsAsked, withoutWhenFiller } from './timing-question';
import { GET_FORMS, TABLE_FILLER } from './filler';
import { FORGETTING } from './missed-step';
import { withoutPoliteness } from './polite-asked';
import { withTagAsked } from './tag-asked';
import { backstoryWords } from './backstory';
import { withValuesNamed } from './value-named';
import { asksStill } from './still-asked';
import { questionKept, storyQuestionAt } from './story-question';
import { secondQuestionWords, withJointsSaidAnd } from './second-question';
import { quotedCardNames, readsOwnCard } from './card-quote';
import { withQuestionFirst } from './question-last';
import { readDispute, type Dispute } from './dispute';
import { withoutBelief } from './myth';
import { pastCheckAsked } from './past-check';
import { undoAsked } from './undo-asked';
import { withoutCitation } from './cite-asked';
import { comparedSides, type Sides } from './compared-sides';
import { withExceeding } from './exceeding';
import { withPassingThrough } from './passing-through';
import { withDeparting } from './departing';
import { withOverAsEnd } from './over-said';
import { withWhoseAsOwner } from './whose-asked';
import { withMovingFleet } from './moving-fleet';
import { withGainSaid } from './gain-verb';
import { withRidSaid } from './rid-said';
import { mentionedWords } from './mentioned-word';
import { quotedAsked, type QuotedAsked } from './quoted-asked';
import { readComparison, unitTypeAsked, withGameAsked, type Comparison } from './compare';
import { UNIT_TYPES } from './unit-classes';
import { caseTaught, withoutTeaching } from './overview';
import { partialAbilityQuery } from './partial-ability';
import type { Told } from './told';
import { toldWithComponents } from './component-reading';
import { withOtherOwners } from './owner';
import { namedOnce } from './order-both-ways';
import { asksWhyNot, withRestrictionAsked } from './why-not';
import { withDieVerbRead } from './die-verb';
import { withPlayerCount } from './player-count';
import { withLearnerEnglish } from './learner-english';
import { withAgainAsked } from './again-asked';
import { withAbsentUnits } from './absent-unit';
import { withCostSpent } from './cost-spent';
import { IS_ASKED, QUESTION_PREFACE, TOPIC_WORKS, WORKS } from './named-entry';
import { storyTimeWords } from './story-time';
import { STOPWORDS, stem, terms, tokenize, type Token } from './text';
import { FACTION_TERMS } from './faction-names';
import { ANSWER_WEIGHT, CANONICAL_WEIGHT, gameFirst, groupOfTerm, phrase, readConcepts, SYNONYM_WEIGHT } from './concept-reading';
import { MAX_QUERY_CHARS } from './query-limit';

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
  /**
   * The player told the conditions of the state this names, not its name (see ./player-events.ts
   * `state`): not found in the entry titled with it, which only restates them.
   */
  stated?: boolean;
  /**
   * The rules' phrase for an event the player told in his own words (see ./player-events.ts): found
   * whole or not at all, as another way to say a concept is. Its words are not his: "ships" alone is
   * not "no ships left".
   */
  whole?: boolean;
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
  /** The value asked is named as the unit's ("the production value of a space dock"; see ./value-named.ts). */
  cardNamed?: boolean;
  /**
   * An event's words as the player typed them ("the others" for the rules' "each other player"; see
   * ./told.ts): typed in the moment the query asks against, the event is of that moment.
   */
  said?: string[];
  /** A unit typed only right after "without" or "no": the player has none there (see ./absent-unit.ts). */
  absent?: boolean;
}

export type ParsedQuery =
  | { kind: 'empty' }
  | { kind: 'number'; number: string }
  /** `number`: a rule number typed with words ("rule 67.6 assign hits"), its words parsed apart. */
  /**
   * `wrapping`: words the question was wrapped in, left out (see ./filler.ts): a situation is told at
   * the length the player typed it. `story`: a story told at length, read by its question first
   * (see ./story-question.ts): read plainly it may rank otherwise, which the engine weighs too.
   */
  | { kind: 'words'; concepts: Concept[]; sources: SourceId[]; number?: string; definition?: boolean; wrapping?: number; compared?: Sides; story?: boolean };

/** A query read as words (see `ParsedQuery`). */
export type WordsQuery = Extract<ParsedQuery, { kind: 'words' }>;

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

// Queries longer than this are cut, which bounds the work. A story told at the table runs to a dozen
// words before its question ("... does that +1 also go on his destroyers afb dice"): cut at twelve,
// the question's own words were the ones lost.
const MAX_WORDS = 16;

/** `story`: whether a story told at length is read by its question first (see ./story-question.ts); the parse says when it was. */
export function parseQuery(raw: string, story = true): ParsedQuery {
  // "nekro: what does their flagship do" asks of the Nekro's flagship: the faction is what is asked (see ./faction-spoken.ts).
  const cut = raw.slice(0, MAX_QUERY_CHARS);
  const framed = parseFramed(factionSpokenOf(cut) ?? raw, story);
  // "custodians cost": what is spent (see ./cost-spent.ts).
  // "fly without a carrier": the carrier is not what is asked (see ./absent-unit.ts).
  // "the production value of a space dock": its card is asked (see ./value-named.ts).
  return framed.kind === 'words' ? { ...framed, concepts: withAbsentUnits(withValuesNamed(withCostSpent(framed.concepts), cut), cut) } : framed;
}

/**
 * The player's words read as the rules say them, one rewording after another in this order (each
 * sees the ones before it: "4p" must be "4 player" before the game names are read).
 */
const REWORDINGS: readonly ((query: string) => string)[] = [
  withoutPoliteness, // "Hello, could you please tell me whether ..., thank you" asks what it wraps (see ./polite-asked.ts)
  withLearnerEnglish, // "make my turn" is "take", "dices" is "dice" (see ./learner-english.ts)
  withPlayerCount, // "4p game" is "4 player game" (see ./player-count.ts)
  withOneMoreCounted, // "a second dock" is "2 dock" (see ./quantity.ts)
  withGameNames, // "Shards of the Throne" is "ti3" (see ./game-names.ts)
  withGameAsked, // "ti3 vs ti4 wormholes: in ti3 ..." asks TI3's (see ./compare.ts)
  asTi4Question, // "coming from ti3" asks TI4's (see ./returning-player.ts)
  withOtherGameWords, // "tapping a land like in magic" is "exhausting a planet" (see ./other-game.ts)
  splitUnitLevel, // "dn2 move" is "dn 2 move": a unit and its upgrade level (see ./unit-card.ts)
  withRestrictionAsked, // "what stops me from" is "why not" (see ./why-not.ts)
  withDieVerbRead, // "which ships die" is "died" (see ./die-verb.ts)
  withAgainAsked, // "can i score it again" is "twice" (see ./again-asked.ts)
  withTagAsked, // "carriers don't have sustain, do they" asks "carriers have sustain" (see ./tag-asked.ts)
  withNegations, // "didnt" is "not"
  withModifiers, // "+1" is "modifier 1"
  withOtherOwners, // "his planet" is another player's (see ./owner.ts)
  withExceeding, // "go over 7" is "exceed 7" (see ./exceeding.ts)
  withPassingThrough, // "fly over it" is "move through" it (see ./passing-through.ts)
  withMovingFleet, // "my fleet flies" is "my ships" (see ./moving-fleet.ts)
  withDeparting, // "the ships leave" is "move" (see ./departing.ts)
  withOverAsEnd, // "when is the battle over" is "end" (see ./over-said.ts)
  withWhoseAsOwner, // "whose are they" is "who owns them" (see ./whose-asked.ts)
  withJointsSaidAnd, // "..., also can i" is "... and can i" (see ./second-question.ts)
  withRidSaid, // "get rid of a law" is "discard" it (see ./rid-said.ts)
  withGainSaid, // "do i get the tg" is "gain" (see ./gain-verb.ts)
];

function parseFramed(raw: string, story: boolean): ParsedQuery {
  // "reroll when" is "when reroll" (see ./question-last.ts); "he says x, i say y, who's right" is "x y" (see ./dispute.ts).
  const framed = REWORDINGS.reduce((query, reword) => reword(query), raw.slice(0, MAX_QUERY_CHARS));
  const dispute = readDispute(framed);
  // "is it true you cant ...", "my group says ...": the claim checked is searched (see ./myth.ts).
  const belief = withoutBelief(dispute?.query ?? framed);
  // "we let him retreat first, was that ok": the act checked is searched, asked whether it may be done (see ./past-check.ts).
  // "already put the hit on my cruiser, can i switch it to my dread instead": the act taken back is searched (see ./undo-asked.ts).
  const undo = undoAsked(belief.query);
  const check = pastCheckAsked(undo?.query ?? belief.query);
  // "where does it say ...", "which rule covers ...": the claim cited is searched, a definition when asked one (see ./cite-asked.ts).
  const cited = withoutCitation(check?.query ?? undo?.query ?? belief.query);
  const asked = cited.defines ? `define ${cited.query}` : cited.query;
  const read = parseAsked(withQuestionFirst(asked), dispute, story);
  // A phrase quoted in the question is what it asks of (see ./quoted-asked.ts); in a story told at length, a card's words the story holds.
  const parsed = read.kind === 'words' && !read.story ? withQuoted(read, quotedAsked(asked)) : read;
  return withRestriction(withSides(withWrapping(parsed, belief.framing + (undo?.framing ?? 0) + (check?.framing ?? 0)), comparedSides(asked)), asksWhyNot(framed));
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
  const negation = groupOfTerm('not');
  const concepts = parsed.concepts.map((c) => (c.alternatives.some((a) => a.terms.length === 1 && groupOfTerm(a.terms[0]!) === negation) ? { ...c, alternatives: [...c.alternatives, RESTRICTION] } : c));
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
  // Where a story told at length asks its question, in the text read (see ./story-question.ts); nowhere when read plainly.
  const questionAt = (q: string) => (story ? storyQuestionAt(q) : undefined);
  const parseWords: WordsReader = (q, keep) => {
    const at = questionAt(q);
    return toldAsStory(parseWordsRead(q, keep, at), at !== undefined);
  };
  const read = caseTaught(query);
  const comparison = readComparison(read);
  const asked = comparison?.query ?? read;
  return (
    parseNumbered(read, parseWords) ??
    parseFramedDefinition(read, comparison, parseWords) ??
    parseThingAsked(asked, parseWords) ??
    parsePartialAbility(asked, parseWords) ??
    parseSituation(asked, dispute, questionAt)
  );
}

/** "card says x then y, i cant do x, do i still get y": the rules of abilities answer (see ./partial-ability.ts); undefined otherwise. */
function parsePartialAbility(query: string, parseWords: WordsReader): ParsedQuery | undefined {
  const partial = partialAbilityQuery(query);
  return partial ? parseWords(partial, new Set(['then'])) : undefined;
}

/** Reads a text's words (`keep`: stopwords it keeps), as a story read by its question first when one is told at length. */
type WordsReader = (query: string, keep?: ReadonlySet<string>) => ParsedQuery;

/** A parse of words read as asking what a thing is; undefined when no words are left. */
function asDefinition(parsed: ParsedQuery, extra: readonly Concept[] = []): ParsedQuery | undefined {
  return parsed.kind === 'words' ? { ...parsed, concepts: [...parsed.concepts, ...extra], definition: true } : undefined;
}

/** A query naming a rule by its number, alone ("8.19") or within words ("rule 8.19 what does it mean"); undefined otherwise. */
function parseNumbered(query: string, parseWords: WordsReader): ParsedQuery | undefined {
  const number = parseRuleNumber(query);
  if (number) return { kind: 'number', number };
  const embedded = embeddedRuleNumber(query);
  if (!embedded) return undefined;
  const words = parseWords(embedded.rest);
  return words.kind === 'words' ? { ...words, number: embedded.number } : { kind: 'number', number: embedded.number };
}

/** A question of what a thing is, framed as teaching it, as which type of unit it is, or as a bare comparison; undefined otherwise. */
function parseFramedDefinition(query: string, comparison: Comparison | undefined, parseWords: WordsReader): ParsedQuery | undefined {
  // A host's teaching framing ("how do i explain ... to new players") asks what the topic is (see ./overview.ts).
  const taught = withoutTeaching(query);
  const teaching = taught.teaching && terms(taught.query).length ? asDefinition(parseWords(taught.query.replace(DEFINITION, ' ').replace(HOW_IT_WORKS, ' $1 ').replace(MEANS_ANYWHERE, ' '), timingWordsAsked(query, true))) : undefined;
  if (teaching) return teaching;
  // "is a pds a ship or a ground force": the thing, and the types of unit as one question (see ./compare.ts).
  const typed = unitTypeAsked(query);
  const unitType = typed ? asDefinition(parseWords(typed), [UNIT_TYPE]) : undefined;
  if (unitType) return unitType;
  // "commodities vs trade goods difference": the things compared, asked bare what each is (see ./compare.ts).
  return comparison?.bare ? asDefinition(parseWords(comparison.query.replace(DEFINITION, ' '), timingWordsAsked(query, true))) : undefined;
}

/** A question of what a thing is ("what does x mean", "how does x work"), searching for the thing: "counts as" and "mean" are not its words; undefined otherwise. */
function parseThingAsked(query: string, parseWords: WordsReader): ParsedQuery | undefined {
  const thing = DEFINITION.test(query)
    ? query.replace(DEFINITION, ' ').replace(MEANS_ANYWHERE, ' ')
    : HOW_TO_ACT.test(query)
      ? query.replace(HOW_TO_ACT, ' ')
      : HOW_IT_WORKS.test(query)
      ? query.replace(HOW_IT_WORKS, ' $1 ')
      : query.replace(MEANS, ' ').replace(EXPLAIN, ' ').replace(ITS_RULES, ' ').replace(WHAT_IS_IT, ' ').replace(HOW_IT_WORKS_AFTER, ' ').replace(IS_IT_JUST, '$1 ');
  return thing !== query && thing.trim() ? asDefinition(parseWords(thing, timingWordsAsked(query, true))) : undefined;
}

/** A question of a situation: its words, its backstory, the moments it places them at, and the card it reads. */
function parseSituation(query: string, dispute: Dispute | undefined, questionAt: (q: string) => number | undefined): ParsedQuery {
  // In a story told at length "what happens" still starts the question it asks (see ./story-question.ts): "what" stays, a stopword.
  const queryAt = questionAt(query);
  const situation = withoutWhenFiller(query.replace(WHAT_HAPPENS, queryAt === undefined ? ' ' : ' what ').replace(HOW_MUCH_PAID, ' '));
  const situationAt = situation === query ? queryAt : questionAt(situation);
  const kept = timingWordsAsked(query, false);
  const words = terms(situation).length ? parseWordsRead(situation, kept, situationAt) : parseWordsRead(query, kept, queryAt);
  const parsed = withTiming(withStoryTime(withReferenceMoment(withBackstory(words, situation, situationAt, dispute?.story), query), query), query, kept);
  const read = readsOwnCard(query) && parsed.kind === 'words' ? { ...parsed, concepts: [...parsed.concepts, OWN_CARD_ABILITY] } : parsed;
  return toldAsStory(read, queryAt !== undefined || situationAt !== undefined);
}

/** A parsed query marked as a story read by its question first (`told`), see `ParsedQuery`. */
function toldAsStory(parsed: ParsedQuery, told: boolean): ParsedQuery {
  return told && parsed.kind === 'words' ? { ...parsed, story: true } : parsed;
}

/** Which type of unit a thing is: any of them answers (see `unitTypeAsked`). */
const UNIT_TYPE: Concept = { alternatives: UNIT_TYPES.map((t) => ({ ...phrase(t), weight: CANONICAL_WEIGHT })), partial: false, asked: true };

/** What the reader of a card he quotes asks about besides his words: a strategy card's primary ability (see ./card-quote.ts). */
const OWN_CARD_ABILITY: Concept = { alternatives: [{ ...phrase('primary'), weight: ANSWER_WEIGHT }], partial: false, asked: true };

/** The words around a phrase the player quotes weigh this much against the phrase (see ./quoted-asked.ts). */
const QUOTED_ASIDE_WEIGHT = 0.6;
/** A phrase the player quotes, found whole, weighs this much besides its words (see ./quoted-asked.ts). */
const QUOTED_PHRASE_WEIGHT = 0.8;
/** The words of what led to the situation weigh this much against those of how it stands now (see ./backstory.ts). */
const BACKSTORY_WEIGHT = 0.5;
/** ... and this much when the question asks whether an act "still" holds after it: the story is the case asked of (see ./still-asked.ts). */
const STILL_BACKSTORY_WEIGHT = 0.75;
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
function withAsideWeighed<Q extends ParsedQuery>(parsed: Q, split: { aside: ReadonlySet<string>; main: ReadonlySet<string> } | undefined, weight: number, mark: Partial<Concept> = {}, eventsAsSaid = false): Q {
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

/** A query's words read for what its asking sentence quotes: the words around the quotes weigh less, each phrase quoted is found whole too (see ./quoted-asked.ts). */
function withQuoted(parsed: WordsQuery, quoted: QuotedAsked): WordsQuery {
  const weighed = withAsideWeighed(parsed, quoted.split, QUOTED_ASIDE_WEIGHT);
  if (!quoted.phrases.length) return weighed;
  const held = quoted.phrases.map((p): Concept => ({ alternatives: [{ ...p, weight: QUOTED_PHRASE_WEIGHT, whole: true }], partial: false }));
  return { ...weighed, concepts: [...weighed.concepts, ...held] };
}

/** The concepts typed only in the query's backstory ("i drew 2 cards from politics and now ..."; `told`: the story a dispute argues over, see ./dispute.ts), weighing less. */
function withBackstory(parsed: ParsedQuery, query: string, questionAt: number | undefined, told?: { before: Set<string>; now: Set<string> }): ParsedQuery {
  // Two questions asked in one: the first is no backstory of the second, whose words weigh less (see ./second-question.ts).
  const asked = told ? undefined : secondQuestionWords(query);
  if (asked) return withAsideWeighed(parsed, { aside: asked.second, main: asked.first }, SECOND_QUESTION_WEIGHT);
  const backstory = told ?? backstoryWords(query, questionAt);
  // A card quoted in the story ("the construction card says ...") is what the question asks about (see ./card-quote.ts).
  const named = quotedCardNames(query);
  // A faction told in the story ("the naalu dropped only fighters on my planet ...") picks its own rulings, filed under its name.
  const factions = backstory ? [...backstory.before].filter((w) => FACTION_TERMS.has(stem(w))) : [];
  const weight = asksStill(query) ? STILL_BACKSTORY_WEIGHT : BACKSTORY_WEIGHT;
  return withAsideWeighed(parsed, backstory && { aside: backstory.before, main: new Set([...backstory.now, ...named, ...factions]) }, weight);
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

/** The concept without the opening of a procedure's list of steps among its alternatives (see ./patterns.ts). */
function withoutProcedureSteps(concept: Concept): Concept {
  const kept = concept.alternatives.filter((a) => !a.terms.includes(PROCEDURE_STEPS));
  return kept.length === concept.alternatives.length ? concept : { ...concept, alternatives: kept };
}

/**
 * A question for a moment ("when does the game end") asks for a timing answer too (see
 * ./timing-question.ts); a question of when the player may act ("when can i play action cards")
 * is answered in the rules' words for it as well: the card's "timing", when its ability is "resolved".
 */
function withTiming(unread: ParsedQuery, query: string, kept: ReadonlySet<string>): ParsedQuery {
  if (unread.kind !== 'words' || !asksWhen(query, kept)) return unread;
  // "bombard first then land, or land first then bombard": each thing once (see ./order-both-ways.ts).
  const ordered = asksOrder(query) ? { ...unread, concepts: namedOnce(unread.concepts, query) } : unread;
  // A moment asked ("does production come after invasion") is stated by a step's place, not by the
  // opening of the procedure's list (`PROCEDURE_STEPS`), which answers the order of the whole.
  const parsed = { ...ordered, concepts: ordered.concepts.map(withoutProcedureSteps) };
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
// A few words may preface it before a colon: "coming from ti3: what is a component action". A
// player whose first language puts the verb second asks "what means exhausted", "what mean 'active
// system'": the same question, its "does" left out.
const DEFINITION = new RegExp(
  String.raw`(?<=^\s*${QUESTION_PREFACE})(?:(?:what|who)(?:${IS_ASKED}|\s+does)(?:\s+the\s+deal\s+with)?\b|what\s+means?\b|define\b|definition\s+of\b|meaning\s+of\b)`,
  'i',
);
// "how does fleet supply work", "how do objectives work": the player asks what the thing is and
// does, which its entry says; "work" is no word of the answer ("work towards objectives"). "How is
// initiative order worked out" asks the same.
const HOW_IT_WORKS = new RegExp(String.raw`^\s*how\s+(?:does|do|did|is|are)\s+(.+?)\s+${WORKS}\b`, 'i');
// "how do i make new ships", "how can you take a planet": a newcomer asks how an act is done at
// all, which the entry of the act says (58: "To produce a unit, ..."), as "how does it work" asks.
// Only asked short, the act and what it acts on (up to five words): a longer question tells a case.
const HOW_TO_ACT = /^\s*how\s+(?:do|can|would|should)\s+(?:i|you|we|one)\s+(?=(?:\S+\s+){0,4}\S+\s*\??\s*$)/i;
const MEANS = /\bmeans?\s*\??\s*$/i;
// "explain ground forces", "tell me about nebulas", "rules for deals", "info on the speaker": the
// player asks for the whole topic, which its entry says; "explain" and "rules" are no words of it
// (any rule says "the rules"; "following normal rules" is not the ground forces entry).
const EXPLAIN = /^\s*(?:explain|tell\s+me\s+about|info(?:rmation)?\s+(?:on|about)|(?:the\s+)?rules?\s+(?:for|of|on|about))\b/i;
// "ground forces rules", "nebula explained", "wormholes basics": the same asked after the topic.
const ITS_RULES = /\b(?:rules?|explained|explanation|basics|mechanics?|overview)\s*\??\s*$/i;
// "component action what is it", "nebula, whats that?": the same asked after the topic.
const WHAT_IS_IT = /[\s,;-]*\bwhat(?:'?s|\s+is|\s+are)\s+(?:it|that|this|they|those|these)\s*\??\s*$/i;
// "pds space cannon how's it work", "wormholes, how do they work": how the topic works asked after it,
// which names it by a pronoun; the same question as "how does fleet supply work" (see ./named-entry.ts).
const HOW_IT_WORKS_AFTER = new RegExp(String.raw`[\s,;-]*${TOPIC_WORKS}\s*\??\s*$`, 'i');
// "is the active player just whoever is taking the turn", "are trade goods basically money": the
// player checks what he takes the thing (one to three words) to be, which its defining sentence says.
// Not "is it legal to just ...", "are we just skipping ...": a pronoun names no thing.
const IS_IT_JUST = /^\s*(?:is|are)\s+(?!(?:it|that|this|there|they|those|these|we|you|i|he|she)\b)((?:(?:an?|the)\s+)?(?:\S+\s+){0,2}?\S+)\s+(?:just|simply|basically)\b/i;
// After "what does": "what does then mean on a card".
const MEANS_ANYWHERE = /\b(?:means?|meaning)\b/gi;

/**
 * `keep`: stopwords the query asks about ("then" in "what does then mean"), kept as its words;
 * `questionAt`: where a story told at length asks its question (see ./story-question.ts).
 */
function parseWordsRead(query: string, keep: ReadonlySet<string> = new Set(), questionAt: number | undefined): ParsedQuery {
  const { all, told, tokens, wrapping } = wordsRead(query, keep, questionAt);
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
function wordsRead(query: string, keep: ReadonlySet<string>, questionAt: number | undefined): WordsRead {
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
  return { all, told, tokens: questionKept(tokens, questionAt, MAX_WORDS), wrapping: said.length ? wrappingWords(named) : 0 };
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
