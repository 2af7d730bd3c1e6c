/**
 * Search over the shipped index: the same code answers the CLI, the tests and the browser.
 *
 * Ranking, in order of effect:
 * - a rule number goes straight to that rule (see `numberResults`);
 * - every concept of the query counts, and an item that answers all of them outranks one that
 *   answers some (coverage squared);
 * - a word in the title (or a French title) weighs three times a word in the text, rarer words
 *   weigh more (idf), and a short text that mentions a word beats a long one that also does;
 * - words next to each other as in the query (a phrase) and a title that is exactly the query
 *   lift an item; items of a source the query names ("TI3 ...") come first, other games weigh less;
 * - a ruling (FAQ, errata) that matches the whole query sits right after the rule it links to.
 *
 * The steps live in ./engine/: what is known of each document before any query (facts.ts), looked
 * up per term and per document (term-hits.ts, doc-text.ts); a query of words (word-results.ts) is
 * widened (expand.ts), scored (add-concept.ts, credits.ts, coverage.ts), then ranked (games.ts,
 * rank.ts, best-candidates.ts, rulings.ts); a rule number has its own lookup (numbers.ts).
 */
import type { Item, SourceId } from '../corpus/types';
import { withCompoundsSplit } from './compound';
import { searchContextOf } from './engine/context';
import { numberLookupOf } from './engine/numbers';
import { resultBuilderOf, type SearchResult } from './engine/results';
import { matchedTerms as matchedTermsOf } from './engine/term-hits';
import { readings } from './engine/expand';
import { wordResults } from './engine/word-results';
import { limitVerbAsked } from './limit-verb';
import { namesOwnStrategyCard } from './card-quote';
import { MAX_QUERY_CHARS, parseQuery, type Alternative, type ParsedQuery } from './query';
import { plainFirstKept } from './story-question';
import { buildShippedIndex, type SearchDoc, type ShippedIndex } from './shipped';
import { stem } from './text';
import { SAID_WORDS } from './told';
import { PLAYER_WORDS, voiceTermsOf, withVoiceRead } from './voice';
import { RARE_USES, usesOf } from './vocabulary';
import { unitsFirst, whichUnits, type WhichUnits } from './which-units';
import { asksValue, entryFirst } from './overview';
import { namedEntryFirst, namedThing } from './named-entry';
import { asksWhatFollows, statedCaseFirst } from './stated-case';
import { statesAbilityAsked } from './engine/ability-asked';
import { sideDefinedFirst } from './compared-sides';
import { siblingSinglesOut } from './sibling-distinct';
import { linearScorer, rerankTop, type Reranker } from './rerank';
import { actStatedFirst, verbTheRulesSay, whoActAsked } from './who-asked';
import { stepByPlaceAsked, stepByPlaceFirst } from './step-by-place';
import { stepsOverEntry } from './steps-over-entry';
import { conditionStatedFirst, situationAsked } from './consequence-asked';
import { RERANK_ENABLED, RERANK_FIRST, RERANK_WEIGHTS } from './rerank-weights';

export type { SearchResult } from './engine/results';

export interface SearchOptions {
  /** Results wanted (10 by default). */
  limit?: number;
  /** Only these sources (all when absent or empty). */
  sources?: readonly SourceId[];
}

export interface Searcher {
  search(query: string, options?: SearchOptions): SearchResult[];
  readonly docs: readonly SearchDoc[];
}

/**
 * A searcher straight from the corpus (CLI, tests, bench). It goes through the shipped form, export
 * and import included, so it answers exactly as the browser does.
 */
export function searcherFor(corpus: Item[]): Searcher {
  return createSearcher(buildShippedIndex(corpus));
}

/** The learned reranker (./rerank-weights.ts), when its training found it helps. */
const SHIPPED_RERANKER: Reranker | null = RERANK_ENABLED ? { score: linearScorer(RERANK_WEIGHTS), first: RERANK_FIRST } : null;

/** `reranker`: reorders the first candidates of a word query (./rerank.ts); the learned one by default, none with null. */
export function createSearcher(shipped: ShippedIndex, reranker: Reranker | null = SHIPPED_RERANKER): Searcher {
  const ctx = searchContextOf(shipped);
  const { docs, vocabulary, hits } = ctx;
  const { byNumber, missing, bySourcePrior, numberResults } = numberLookupOf(ctx);
  const { toResult, skippedResult } = resultBuilderOf(ctx);
  const matchedTerms = (d: number, expanded: Alternative[][]) => matchedTermsOf(hits, d, expanded);

  /** What a word typed joined ("spacedock") is checked against: the corpus words (see ./compound.ts). */
  const joinedWords = { known: (w: string) => vocabulary.hasWord(w) || SAID_WORDS.has(w), startsWord: (w: string) => vocabulary.complete(w, 1).length > 0 };
  /** The game terms a dictated word may sound like (see ./voice.ts): the rules' topics and the units. */
  const voiceTerms = voiceTermsOf(docs.filter((d) => d.kind === 'unit' || (d.kind === 'entry' && d.source === 'ti4-lrr-1.2')).map((d) => d.title));
  const voiceKnown = (w: string) => usesOf(vocabulary, w) > RARE_USES || SAID_WORDS.has(w) || PLAYER_WORDS.has(w);
  const wordReading = { known: voiceKnown, readable: (w: string) => voiceKnown(w) || readings(vocabulary, w, stem(w)).length > 0 };

  /** The documents a query of words ranks, best first, and its words as widened (see ./engine/expand.ts). */
  const wordRanking = (parsed: Extract<ParsedQuery, { kind: 'words' }>, which: WhichUnits, text: string) => {
    const words = wordResults(ctx, { ...parsed, limitVerb: limitVerbAsked(which.rest), holder: namesOwnStrategyCard(which.rest) });
    const { expanded } = words;
    const learned = reranker ? rerankTop(ctx, expanded, words.ranked, reranker) : words.ranked;
    // A rule whose case the query names before its sibling the model put first (see ./sibling-distinct.ts).
    const scored = siblingSinglesOut(ctx, expanded, learned);
    // "who gets the speaker token": the rule stating who acts before its twin on the topic (see ./who-asked.ts).
    const asked = whoActAsked(which.rest);
    const act = asked && verbTheRulesSay(asked, (t) => ctx.hits(t).items > 0);
    const acted = act ? actStatedFirst(scored, act, expanded, (d) => docs[d]!.text) : scored;
    // "what happens when a law gets discarded": the rule opening on that case, not on a narrower one (see ./stated-case.ts).
    const stated = asksWhatFollows(text) ? statedCaseFirst(acted, new Set(expanded.flat().flatMap((a) => a.terms)), (d) => docs[d]!.text) : acted;
    // "what happens if nobody votes": the rule whose condition states the situation (see ./consequence-asked.ts).
    const situation = situationAsked(which.rest);
    const reranked = situation ? conditionStatedFirst(stated, situation, parsed.concepts, expanded, docs) : stated;
    // A question of the whole topic ("what is", "how do i explain"): its entry before one of its
    // rules (see ./overview.ts), unless it names the one ability of a strategy card its first states (see ./engine/ability-asked.ts).
    const whole = parsed.definition && !asksValue(parsed.concepts) && !statesAbilityAsked(ctx, parsed.concepts, reranked[0]?.doc);
    const topical = whole ? entryFirst(reranked, docs, ctx.byId) : reranked;
    // "what's a modifier, like apply +1": the entry the thing names, whatever the words after it found (see ./named-entry.ts).
    const named = parsed.definition ? namedThing(text) : undefined;
    const defined = named ? namedEntryFirst(topical, named, (d) => docs[d]!.kind === 'entry', ctx.titleTerms) : topical;
    const units = which.asks ? unitsFirst(defined, (r) => r.complete && docs[r.doc]!.kind === 'unit') : defined;
    // "binding vs non binding, how do you tell": the rule defining a side before the summary listing both (see ./compared-sides.ts).
    const sided = (parsed.compared ? sideDefinedFirst(units, docs, parsed.compared) : units).map((r) => r.doc);
    // "warfare remove a token first then redistribute": the steps' places state the order, not their entry (see ./steps-over-entry.ts).
    const stepped = stepsOverEntry(sided, ctx, parsed.concepts);
    // "what comes after retreats are announced": the step after the one named (see ./step-by-place.ts).
    const next = stepByPlaceAsked(which.rest);
    return { expanded, ranked: next ? stepByPlaceFirst(stepped, ctx, parsed.concepts, next) : stepped };
  };

  return {
    docs,
    search(query, options = {}) {
      const limit = options.limit ?? 10;
      const allowed = options.sources?.length ? new Set(options.sources) : undefined;
      const keep = (i: number) => !allowed || allowed.has(docs[i]!.source);
      const which = whichUnits(query.slice(0, MAX_QUERY_CHARS));
      const text = withVoiceRead(withCompoundsSplit(which.rest, joinedWords), voiceTerms, wordReading);
      const parsed = parseQuery(text);
      if (parsed.kind === 'empty') return [];
      if (parsed.kind === 'number') {
        const skipped = missing.get(parsed.number);
        if (skipped !== undefined && keep(skipped)) {
          const rest = numberResults(docs[skipped]!.number!).filter((i) => keep(i) && i !== skipped);
          return [skippedResult(parsed.number, skipped), ...rest.map((i) => toResult(i, new Set()))].slice(0, limit);
        }
        return numberResults(parsed.number).filter(keep).slice(0, limit).map((i) => toResult(i, new Set()));
      }
      const reading = wordRanking(parsed, which, text);
      const { expanded } = reading;
      // A story told at length is read by its question first (see ./story-question.ts); the first of its plain reading stays near the top.
      const plain = parsed.story ? parseQuery(text, false) : undefined;
      const ranked = plain?.kind === 'words' ? plainFirstKept(reading.ranked, wordRanking(plain, which, text).ranked[0]) : reading.ranked;
      // A rule number typed with words ("rule 67.6 assign hits") is the player pointing at that
      // rule: it comes first, the words rank the rest.
      const pointed = parsed.number ? (byNumber.get(parsed.number) ?? []).filter(keep).sort(bySourcePrior).slice(0, 1) : [];
      const skipped = parsed.number && !pointed.length ? missing.get(parsed.number) : undefined;
      if (skipped !== undefined && keep(skipped)) pointed.push(skipped);
      return [...pointed, ...ranked.filter((d) => keep(d) && !pointed.includes(d))]
        .slice(0, limit)
        .map((d) => (d === skipped ? skippedResult(parsed.number!, d, matchedTerms(d, expanded)) : toResult(d, matchedTerms(d, expanded))));
    },
  };
}
