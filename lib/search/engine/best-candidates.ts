/**
 * The costlier checks, on the best candidates only: a title that is exactly the query, words
 * standing together as in the query.
 */
import type { Alternative } from '../query';
import { inAnotherPart, partsAsked } from '../phases';
import { timingOnlyIntroduces } from '../timing-question';
import type { SearchContext } from './context';
import { namesStep, stepObject } from './credits';
import { phraseShare, tellingCoverage, togetherShare } from './coverage';
import { officialAnswersAsMuch, type Ranked, type ScoredQuery } from './rank';
import { matchedTerms } from './term-hits';
import { ANSWER_PHRASE_WEIGHT, DEFINITION_WEIGHT } from './weights';

/** An entry whose title is all the query says, beside its rules (titled alike). */
const NAMED_ENTRY_WEIGHT = 1.5;
/** An item whose timing words only introduce the subject of a question for a moment states none of it. */
const UNSTATED_MOMENT_WEIGHT = 0.6;
/** An item lying only in parts of the game other than the one the query names (a phase, a combat: see ../phases.ts). */
const OTHER_PART_WEIGHT = 0.4;
/**
 * What a concept of the query counts for when the item's best sentence or bullet does not hold it
 * (see `togetherShare`): a long item (the cheat sheet of the whole game, a summary section) says
 * the words of most queries, each in another sentence; the short rule that says them together is
 * the answer. Coverage (squared in the score) counts such scattered concepts at this weight.
 */
const SCATTERED_WEIGHT = 0.5;

/** Lifts the candidates whose title, phrase or definition says what the query says; lowers those that only introduce its moment. */
export function liftTitlesAndPhrases(ctx: SearchContext, q: ScoredQuery, top: Ranked[]): void {
  const { docs, titleTerms, stepTerms, hits, tokensOf, defines } = ctx;
  const { concepts, expanded, typedTerms } = q;
  const n = concepts.length;
  // An answer to what the query asks ("eight" for "how many") stands next to the thing counted;
  // next to the words of a query that did not ask ("limit on command tokens"), it is no phrase.
  const phrased = expanded.map((alts, k) => (concepts[k]!.asked ? alts : alts.filter((a) => a.weight > ANSWER_PHRASE_WEIGHT)));
  const moment = concepts.some((c) => c.moment);
  const asked = partsAsked(expanded);
  for (const r of top) {
    // "Action phase objective, when can i score it": not the status phase's scoring step; "ground
    // fight ended": not the space combat's end.
    if (inAnotherPart(ctx.parts[r.doc]!, asked)) r.score *= OTHER_PART_WEIGHT;
    // "When does the agenda phase start": an item whose timing words only introduce what the query
    // names ("During the agenda phase, ...") says what happens then, not when it comes.
    if (moment && titleTerms[r.doc]!.every((t) => typedTerms.has(t)) && timingOnlyIntroduces(docs[r.doc]!.text, docs[r.doc]!.title)) r.score *= UNSTATED_MOMENT_WEIGHT;
    if (!r.complete) continue;
    const found = matchedTerms(hits, r.doc, expanded);
    // A named step is titled by its name where its moment is asked ("when do i bombard": "STEP
    // 1-BOMBARDMENT" of "Invasion: Bombardment"), as the rule titled "Bombardment" is, and its
    // name and its place (the moment) stand together.
    const step = stepTerms[r.doc]!;
    const placed = moment && step.length > 0 && namesStep(stepObject(ctx, r.doc), found, expanded);
    if (placed && !titleTerms[r.doc]!.every((t) => found.has(t))) r.score *= 1.5;
    if (titleTerms[r.doc]!.every((t) => found.has(t))) {
      r.score *= 1.5;
      if (namesEntry(ctx, r.doc, expanded) && docs[r.doc]!.kind === 'entry') r.score *= NAMED_ENTRY_WEIGHT;
    }
    if (n > 1) r.score *= 1 + 0.5 * (placed ? 1 : phraseShare(tokensOf(r.doc).terms, phrased));
    // "What is move value": the sentence defining it ("A unit's move value indicates ...").
    if (q.definition && defines(r.doc, expanded)) r.score *= DEFINITION_WEIGHT;
  }
}

/** Whether the query, all of whose words the entry's title holds, asks what the entry is. */
function namesEntry({ titleTerms, listsParts, piecesOf }: SearchContext, d: number, expanded: Alternative[][]): boolean {
  // A query that only names an entry ("neighbours", "game round") asks what it is: the entry's
  // opening says, not one of its rules (which carry its title too).
  const named = expanded.every((alts) => alts.some((a) => a.terms.every((t) => titleTerms[d]!.includes(t))));
  // An entry whose opening lists its parts ("A game round consists of the following four
  // phases: 1. ...") answers a query naming it and what the list counts ("phases of a game
  // round"), as the entry's title and opening say it all: the list is the answer, not a rule
  // that mentions the parts ("the other phases of that game round").
  const opening = listsParts[d] ? piecesOf(d)[0] : undefined;
  const listed = opening !== undefined && expanded.every((alts) => alts.some((a) => a.terms.every((t) => titleTerms[d]!.includes(t) || opening.has(t))));
  return named || listed;
}

/** Words matched across unrelated sentences count less than words matched together. */
export function weighTogether(ctx: SearchContext, q: ScoredQuery, top: Ranked[]): void {
  const { official } = ctx;
  const { concepts, expanded, hitsBy, telling } = q;
  const n = concepts.length;
  const typed = concepts.map((c) => !c.asked);
  for (const r of top) {
    // A situation told at length counts its concepts at how telling they are here too (as in
    // its coverage): the sentence holding its rare words together is the answer, not one that
    // holds as many of its everyday words ("ships", "no", "system").
    const coverage = telling ? tellingCoverage(r.doc, hitsBy, telling) : r.matched / n;
    const share = togetherShare(ctx, r.doc, expanded, typed, telling);
    const together = Math.min(coverage, share);
    const counted = together + SCATTERED_WEIGHT * (coverage - together);
    if (coverage > 0) r.score *= (counted / coverage) ** 2;
    // An unofficial summary answers as much of the query as its best sentence says: it is a
    // fallback when an official item of its game answers that much (`fallbacksAfterAnswers`).
    if (!official[r.doc]) {
      r.matched = Math.min(r.matched / n, telling ? togetherShare(ctx, r.doc, expanded, typed) : share) * n;
      if (officialAnswersAsMuch(ctx, q, r, 1e-9)) r.fallback = true;
    }
  }
}
