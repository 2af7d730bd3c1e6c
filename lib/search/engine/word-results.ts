/** A query of words, ranked: each concept scored, credits added, then the ranking and its passes over the best candidates. */
import type { SourceId } from '../../corpus/types';
import type { Alternative, Concept } from '../query';
import { addConcept, countedBy, emptyTally } from './add-concept';
import { liftTitlesAndPhrases, weighTogether } from './best-candidates';
import type { SearchContext } from './context';
import { conceptWeights } from './coverage';
import { procedureEndCredit, siblingStepCredit, stepMomentCredit, stepOrderCredit, strategyAbilityCredit, unitCardCredit } from './credits';
import { acrossStepOrderCredit } from './step-order-across';
import { otherMomentBounded, otherThingExhausted } from './word-object';
import { otherUnitLimit } from './unit-limit';
import { otherUnitLevel } from './unit-level';
import { absentUnitCard } from './absent-unit';
import { otherVerbLimit } from './limit-verb';
import { holderNotFollower } from './strategy-holder';
import type { LimitVerb } from '../limit-verb';
import { isLevel, isTally, takesLevel } from './expand';
import { bestPerGame, gamesAsked } from './games';
import { beyondOfficial, byRank, fallbacksAfterAnswers, firstRanking, markFallbacks, type Ranked, type ScoredQuery } from './rank';
import { caseRulingsAfterAnsweringRules, caseRulingsAfterEntryRules, deferringAfterTheirAnswer, rulesOnOtherCase, rulingsAfterTheirRule } from './rulings';
import { LONG_QUERY } from './weights';
import { shortPrefixCompleted } from './short-prefix';

// Only the best candidates get the (costlier) phrase check.
const PHRASE_CANDIDATES = 40;

/** A query of words as read (see ../query.ts `parseQuery`), with what the engine reads of its text besides. */
export interface WordQuery {
  concepts: Concept[];
  /** The sources the query names. */
  sources: SourceId[];
  definition?: boolean;
  wrapping?: number;
  /** What the question asks a limit of, holding or scoring (see ../limit-verb.ts). */
  limitVerb?: LimitVerb;
  /** Whether the question asks whether a count is allowed with that verb (see ../limit-verb.ts `limitCountAsked`). */
  limitCount?: boolean;
  /** A strategy card is named by the one resolving it (see ../card-quote.ts). */
  holder?: boolean;
}

export function wordResults(ctx: SearchContext, query: WordQuery): { ranked: Ranked[]; expanded: Alternative[][] } {
  const { concepts } = query;
  const q = scoredQuery(ctx, query);
  const { gameOf } = ctx;
  const games = gamesAsked(ctx, concepts, bestPerGame(gameOf, q.tally, () => true));
  const ranked = firstRanking(ctx, q, games);
  markFallbacks(ctx, q, ranked);
  ranked.sort(byRank);

  // The costlier checks, on the best candidates only: a title that is exactly the query, words
  // standing together as in the query, and rulings placed after the rule they rule on.
  const top = ranked.slice(0, PHRASE_CANDIDATES);
  liftTitlesAndPhrases(ctx, q, top);
  if (concepts.length > 1) weighTogether(ctx, q, top);
  rulingsAfterTheirRule(ctx, top);
  deferringAfterTheirAnswer(ctx, top);
  const otherCase = rulesOnOtherCase(ctx, q.typedTerms);
  caseRulingsAfterEntryRules(ctx, top, otherCase);
  caseRulingsAfterAnsweringRules(ctx, top, otherCase, q);
  return { ranked: [...fallbacksAfterAnswers(gameOf, top.sort(byRank)), ...ranked.slice(PHRASE_CANDIDATES)], expanded: q.expanded };
}

/** Each concept of the query scored over the documents, credits included. */
function scoredQuery(ctx: SearchContext, query: WordQuery): ScoredQuery {
  const { concepts, sources: named, definition = false } = query;
  const scored = conceptsScored(ctx, concepts, query.wrapping ?? 0);
  addCredits(ctx, scored, query);
  const { expanded, typedTerms, hitsBy, tally, story } = scored;
  const official = ctx.official;
  return {
    concepts,
    expanded,
    typedTerms,
    hitsBy,
    tally,
    story,
    telling: story ? conceptWeights(ctx.hits, expanded) : undefined,
    named,
    definition,
    officialBest: bestPerGame(ctx.gameOf, tally, (d) => official[d]!),
    beyondOfficial: beyondOfficial(ctx, concepts, hitsBy, tally),
  };
}

/** A query's concepts scored before any credit, with what the credits read of how it was told. */
type ConceptsScored = Pick<ScoredQuery, 'concepts' | 'expanded' | 'typedTerms' | 'hitsBy' | 'tally' | 'story'> & {
  /** How many concepts name a unit's level ("pds 2"). */
  levels: number;
};

/** Each concept of the query widened (see ./expand.ts) and scored over the documents (`wrapping`: the words the query was wrapped in). */
function conceptsScored(ctx: SearchContext, concepts: Concept[], wrapping: number): ConceptsScored {
  const widened = concepts.map((c, k) => ctx.expand(c, k > 0 && takesLevel(concepts[k - 1]!), isTally(concepts, k)));
  const expanded = shortPrefixCompleted(ctx.vocabulary, ctx.hits, concepts, widened);
  const tally = emptyTally(ctx.docs.length);
  // A situation told at length (see LONG_QUERY), counting the words it was wrapped in ("got",
  // "want"), not a unit's level ("pds 2 space cannon value" names three things).
  const levels = concepts.filter((_, k) => isLevel(concepts, k)).length;
  const story = expanded.length - levels + wrapping >= LONG_QUERY;
  const hitsBy = expanded.map((alternatives, k) => addConcept(ctx, alternatives, !concepts[k]!.asked, tally, story, countedBy(expanded, concepts, k)));
  const typedTerms = new Set(expanded.filter((_, k) => !concepts[k]!.asked).flat().flatMap((a) => a.terms));
  return { concepts, expanded, typedTerms, hitsBy, tally, story, levels };
}

/** The credits the query's reading adds to its concepts' scores, in the order they apply. */
function addCredits(ctx: SearchContext, scored: ConceptsScored, { limitVerb, limitCount = false, holder = false }: WordQuery): void {
  const { concepts, expanded, hitsBy, tally, story, levels } = scored;
  // A situation told at length says "move", "roll" or "combat" as its story, not to ask for a unit's
  // card; a unit named with its level ("or only fighter 2"), or a value of its card asked ("how far
  // can the carrier go"), asks for the card however long the question.
  const valueAsked = concepts.some((c) => c.card);
  if (!story || levels > 0 || valueAsked) unitCardCredit(ctx, expanded, hitsBy, tally, valueAsked);
  strategyAbilityCredit(ctx, expanded, hitsBy, tally);
  // Each credit below reads the query's concepts and changes their scores.
  holderNotFollower(ctx, scored, holder);
  stepMomentCredit(ctx, scored);
  stepOrderCredit(ctx, scored);
  acrossStepOrderCredit(ctx, scored);
  siblingStepCredit(ctx, scored);
  // A procedure's last step ends it whatever moment it says it begins (the status phase's STEP 8
  // begins a new round): its credit comes after the moment's check.
  otherMomentBounded(ctx, scored);
  procedureEndCredit(ctx, scored);
  otherThingExhausted(ctx, scored);
  otherUnitLimit(ctx, scored);
  otherUnitLevel(ctx, scored);
  absentUnitCard(ctx, scored);
  otherVerbLimit(ctx, scored, limitVerb, limitCount);
}
