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
 * rank.ts, best-candidates.ts, rulings.ts) and reordered for the kind of question asked
 * (question-order.ts); a rule number has its own lookup (numbers.ts).
 */
import type { Item, SourceId } from '../corpus/types';
import { withCompoundsSplit } from './compound';
import { COMPONENT_NAMES } from './component-looks';
import { searchContextOf } from './engine/context';
import { numberLookupOf } from './engine/numbers';
import { resultBuilderOf, type SearchResult } from './engine/results';
import { matchedTerms as matchedTermsOf } from './engine/term-hits';
import { readings } from './engine/expand';
import { questionRanking } from './engine/question-order';
import { parseQuery, type Alternative, type WordsQuery } from './query';
import { MAX_QUERY_CHARS } from './query-limit';
import { plainFirstKept } from './story-question';
import { buildShippedIndex, type SearchDoc, type ShippedIndex } from './shipped';
import { stem } from './text';
import { withTextingSpelledOut } from './texting';
import { SAID_WORDS } from './told';
import { PLAYER_WORDS, voiceTermsOf, withVoiceRead } from './voice';
import { RARE_USES, usesOf } from './vocabulary';
import { withUnitSlipsRead } from './unit-slip';
import { whichUnits, type WhichUnits } from './which-units';
import { linearScorer, type Reranker } from './rerank';
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
  const { byNumber, absent, bySourcePrior, numberResults } = numberLookupOf(ctx);
  const { toResult, absentResult } = resultBuilderOf(ctx);
  const matchedTerms = (d: number, expanded: Alternative[][]) => matchedTermsOf(hits, d, expanded);

  /** What a word typed joined ("spacedock") is checked against: the corpus words and the components' names ("battleship"; see ./compound.ts). */
  const joinedWords = { known: (w: string) => vocabulary.hasWord(w) || SAID_WORDS.has(w) || COMPONENT_NAMES.has(w), startsWord: (w: string) => vocabulary.complete(w, 1).length > 0 };
  /** The game terms a dictated word may sound like (see ./voice.ts): the rules' topics and the units. */
  const voiceTerms = voiceTermsOf(docs.filter((d) => d.kind === 'unit' || (d.kind === 'entry' && d.source === 'ti4-lrr-1.2')).map((d) => d.title));
  /** Words read as typed, never as a slip of a unit's name (see ./unit-slip.ts). */
  const typedAsMeant = (w: string) => joinedWords.known(w) || PLAYER_WORDS.has(w);
  const voiceKnown = (w: string) => usesOf(vocabulary, w) > RARE_USES || SAID_WORDS.has(w) || PLAYER_WORDS.has(w);
  const wordReading = { known: voiceKnown, readable: (w: string) => voiceKnown(w) || readings(vocabulary, w, stem(w)).length > 0 };

  const wordRanking = (parsed: WordsQuery, which: WhichUnits, text: string) => questionRanking(ctx, reranker, { parsed, which, text });

  return {
    docs,
    search(query, options = {}) {
      const limit = options.limit ?? 10;
      const allowed = options.sources?.length ? new Set(options.sources) : undefined;
      const keep = (i: number) => !allowed || allowed.has(docs[i]!.source);
      // A question texted ("y cant i move b4 u") is read as written English first: every reading below sees it (see ./texting.ts).
      const which = whichUnits(withTextingSpelledOut(withUnitSlipsRead(query.slice(0, MAX_QUERY_CHARS), typedAsMeant)));
      const text = withVoiceRead(withCompoundsSplit(which.rest, joinedWords), voiceTerms, wordReading);
      const parsed = parseQuery(text);
      if (parsed.kind === 'empty') return [];
      if (parsed.kind === 'number') {
        const missing = absent(parsed.number);
        if (missing && keep(missing.entry)) {
          const rest = numberResults(docs[missing.entry]!.number!).filter((i) => keep(i) && i !== missing.entry);
          return [absentResult(parsed.number, missing), ...rest.map((i) => toResult(i, new Set()))].slice(0, limit);
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
      const missing = parsed.number && !pointed.length ? absent(parsed.number) : undefined;
      if (missing && keep(missing.entry)) pointed.push(missing.entry);
      return [...pointed, ...ranked.filter((d) => keep(d) && !pointed.includes(d))]
        .slice(0, limit)
        .map((d) => (d === missing?.entry ? absentResult(parsed.number!, missing, matchedTerms(d, expanded)) : toResult(d, matchedTerms(d, expanded))));
    },
  };
}
