/** The first ranking of the documents a query touched: score, coverage, game and fallbacks. */
import type { Game, SourceId } from '../../corpus/types';
import type { Alternative, Concept } from '../query';
import type { ConceptHits, Tally } from './add-concept';
import type { SearchContext } from './context';
import { tellingCoverage } from './coverage';
import { bestPerGame } from './games';
import { isWalkthrough } from './walkthrough';
import { DEFINITION_WEIGHT, HOME_GAME, HOME_SHARE, SOURCE_PRIOR, WALKTHROUGH_WEIGHT } from './weights';

/** A faction's ruling, for a query that names nothing of that faction (see `factionCases`). */
const OTHER_FACTION_WEIGHT = 0.5;

export interface Ranked {
  doc: number;
  score: number;
  /** Concepts of the query the item answers (a share of a phrase concept counts that share). */
  matched: number;
  complete: boolean;
  first: boolean;
  /** An item of the game asked about that answers at least half the query (or, of the home game, half what the best item answers): it outranks other games' items, whatever their score. */
  home: boolean;
  /**
   * An unofficial summary while an official item of its game answers as much of the query, or a
   * bare heading while a rule does: a fallback, placed after those answers.
   */
  fallback: boolean;
}

/** The query as scored over the documents, handed to each step that ranks them. */
export interface ScoredQuery {
  concepts: Concept[];
  expanded: Alternative[][];
  /** The terms of the concepts the player typed (not those a question asks for: see `Concept.asked`). */
  typedTerms: Set<string>;
  hitsBy: ConceptHits[];
  tally: Tally;
  /** A situation told at length (see LONG_QUERY). */
  story: boolean;
  /** How telling each concept is, for a situation told at length (see `conceptWeights`). */
  telling?: number[];
  /** The sources the query names ("TI3 ..."). */
  named: SourceId[];
  /** The query asks what a thing is. */
  definition: boolean;
  /** The best coverage an official item of each game reaches: a summary answering no more is a fallback. */
  officialBest: Map<Game, number>;
  /** Whether an item holds a concept the player typed that no official item of its game holds (see `beyondOfficial`). */
  beyondOfficial: (d: number) => boolean;
}

/**
 * Unless the query is about another game, a TI4 answer comes before a TI3 or EotV one: a player
 * at a TI4 table must never get a TI3 ruling first ("retreat" finds 67.4, not TI3's "Retreats";
 * "direct hit dreadnought" the Direct Hit erratum, not TI3's Direct Hit ruling).
 */
export const byRank = (a: Ranked, b: Ranked) => Number(b.first) - Number(a.first) || Number(b.home) - Number(a.home) || b.score - a.score || a.doc - b.doc;

/** Every document the query touched, scored, unsorted. `games`: the games the query is about (see `gamesAsked`). */
export function firstRanking(ctx: SearchContext, q: ScoredQuery, games: Set<Game>): Ranked[] {
  const { docs, gameOf, ownNames } = ctx;
  const { total, matched, touched } = q.tally;
  const n = q.concepts.length;
  // A long question told as a situation has words no rule says together: the rule answering it
  // may hold fewer than half of them, yet be the home game's answer (see `home` below). Official
  // items only: a summary holds the words of most questions, each in another sentence.
  const bestMatched = Math.max(0, ...q.officialBest.values());
  const queryTerms = q.expanded.flat().flatMap((a) => a.terms);
  const namedPrior = Math.max(0, ...q.named.map((s) => SOURCE_PRIOR[s]));
  return [...touched].map((doc) => {
    const coverage = matched[doc]! / n;
    const covered = q.telling ? tellingCoverage(doc, q.hitsBy, q.telling) : coverage;
    const d = docs[doc]!;
    // A named source's items are sorted first below; among themselves, each keeps its weight
    // against the named source weighing most: "ti4" (all its sources) leaves the summary after the rules.
    const first = q.named.includes(d.source);
    const prior = first ? SOURCE_PRIOR[d.source] / namedPrior : SOURCE_PRIOR[d.source];
    // An entry's opening says what its subject is and how it goes; one that only says what the thing
    // is ("A supernova is an anomaly that affects movement") has no edge over its rules unless asked
    // what the thing is: "can a war sun fly into the supernova" is answered by "cannot move into".
    const entry = d.kind === 'entry' ? (q.definition ? DEFINITION_WEIGHT : ctx.definitionOnly[doc] ? 1 : 1.05) : 1;
    // A rulebook's walkthrough tells the rules its glossary states (see ./walkthrough.ts).
    const taught = isWalkthrough(d.id) ? WALKTHROUGH_WEIGHT : 1;
    // A ruling under a faction's heading is about that faction: for a query naming none of its
    // own words (faction, unit, ability) a general rule answers first.
    const own = ownNames[doc];
    const faction = own && !queryTerms.some((t) => own.has(t)) ? OTHER_FACTION_WEIGHT : 1;
    // Shares of concepts add up to a whole with rounding: 1/3 + 2/3.
    const complete = coverage > 1 - 1e-9;
    // At least half the query, or (a home-game item) half of what the best official item answers: a long
    // summary holding most words of a long question, each in another sentence, must not outrank
    // by this flag alone the rule that holds its few words that matter.
    const half = coverage >= HOME_SHARE || (gameOf[doc] === HOME_GAME && matched[doc]! >= HOME_SHARE * bestMatched);
    const home = half && games.has(gameOf[doc]!);
    return { doc, score: total[doc]! * covered * covered * prior * entry * taught * faction, matched: matched[doc]!, complete, first, home, fallback: false };
  });
}

/**
 * Whether an item holds a concept the player typed that no official item of its game holds: the
 * summary of an expansion the official text does not cover ("agent", "legendary planet",
 * "capture": Prophecy of Kings) answers what no rule does, however many of the query's other words
 * the rules share ("when do i get my agent back": the rules' readying of cards says all but the
 * agent). A word no official item holds anywhere is no everyday word a summary holds by chance.
 */
export function beyondOfficial(ctx: SearchContext, concepts: readonly Concept[], hitsBy: readonly ConceptHits[], tally: Tally): (d: number) => boolean {
  const { gameOf, official } = ctx;
  const typed = concepts.flatMap((c, k) => (c.asked ? [] : [k]));
  const officialHolds = new Map<Game, Set<number>>();
  for (const d of tally.touched) {
    if (!official[d]) continue;
    let held = officialHolds.get(gameOf[d]!);
    if (!held) officialHolds.set(gameOf[d]!, (held = new Set()));
    for (const k of typed) if (hitsBy[k]!.found[d]! > 0) held.add(k);
  }
  return (d) => typed.some((k) => hitsBy[k]!.found[d]! > 0 && !officialHolds.get(gameOf[d]!)?.has(k));
}

/**
 * Whether an unofficial item is a fallback by what it answers: an official item of its game answers
 * as much of the query (`slack`: a share recomputed as a float may fall short by rounding), and it
 * does not hold what no official item holds (see `beyondOfficial`).
 */
export function officialAnswersAsMuch(ctx: SearchContext, q: ScoredQuery, r: Ranked, slack = 0): boolean {
  return (q.officialBest.get(ctx.gameOf[r.doc]!) ?? 0) >= r.matched - slack && !q.beyondOfficial(r.doc);
}

/** Flags the unofficial summaries and bare headings that answer no more than an official rule of their game. */
export function markFallbacks(ctx: SearchContext, q: ScoredQuery, ranked: Ranked[]): void {
  const { docs, stub, gameOf, official } = ctx;
  // A situation told at length asks what the rules say of it: a unit's stats item prints values,
  // no rule, and holds its words only as labels ("combat 5", "Sustain Damage"). Like a bare
  // heading, it is a fallback there while a rule answers as much; not when the question names a
  // value as the unit's ("is a flagship's combat the same for everyone", see ../value-named.ts).
  const cardNamed = q.concepts.some((c) => c.cardNamed);
  const anchor = (d: number) => stub[d]! || (q.story && !cardNamed && docs[d]!.kind === 'unit');
  const contentBest = bestPerGame(gameOf, q.tally, (d) => !anchor(d));
  for (const r of ranked) {
    r.fallback =
      (!official[r.doc] && officialAnswersAsMuch(ctx, q, r)) ||
      (anchor(r.doc) && (contentBest.get(gameOf[r.doc]!) ?? 0) >= r.matched);
  }
}

/**
 * Moves each fallback (an unofficial summary, a bare heading) to just after the last answer of its
 * group (same named source, same home game, same game) that answers as much of the query: a
 * fallback shows above the answers only when they answer less.
 */
export function fallbacksAfterAnswers(gameOf: readonly Game[], list: Ranked[]): Ranked[] {
  const out = list.filter((r) => !r.fallback);
  for (const f of list.filter((r) => r.fallback)) {
    let at = -1;
    out.forEach((r, i) => {
      if (r.first === f.first && r.home === f.home && gameOf[r.doc] === gameOf[f.doc] && r.matched >= f.matched) at = i;
    });
    // Where its rank puts it, unless an official item answering as much would come after it.
    const own = out.findIndex((r) => byRank(f, r) < 0);
    const place = Math.max(at + 1, own < 0 ? out.length : own);
    out.splice(place, 0, f);
  }
  return out;
}
