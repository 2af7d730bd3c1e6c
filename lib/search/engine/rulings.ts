/**
 * Where rulings (FAQ, errata) sit among the best candidates: each pass moves a ruling just below
 * the rule it should follow.
 */
import type { SearchContext } from './context';
import { byRank, type Ranked, type ScoredQuery } from './rank';
import { asksOtherUnit } from './unit-case';

/** A ruling's score just below the rule it follows. */
const JUST_BELOW = 0.97;
/**
 * A ruling whose question the query says no more than this share of is about a case the query does
 * not name: "fighters cant move on their own, how do they get anywhere" says half of "Can fighters
 * block ship movement?", never the block its question asks of.
 */
const RULING_CASE_SHARE = 0.5;
/**
 * A quoted name none of whose words is this rare names something the rules talk of everywhere
 * ('"Against"', '"Production"'), not a card.
 */
const RULES_WORD_ITEMS = 40;

/** A ruling that matches the whole query sits right after the rule it links to. */
export function rulingsAfterTheirRule({ rulingsOf }: SearchContext, top: Ranked[]): void {
  const byDoc = new Map(top.map((r) => [r.doc, r]));
  for (const r of [...top].sort(byRank)) {
    for (const ruling of rulingsOf.get(r.doc) ?? []) {
      const other = byDoc.get(ruling);
      if (other && other.complete && other.first === r.first && other.score < r.score) other.score = r.score * JUST_BELOW;
    }
  }
}

/**
 * A rule that sends the player to another item for its answer (see ../defers.ts) comes after that
 * item, lifted to just above it, when both are candidates and the item answers as much of the
 * query: "two of us want to play cards in the same window in the action phase, who goes first" is
 * settled by the timing rules 2.9 sends to, not by 2.9; "same timing window action cards" asks
 * the rule on action cards, which the timing rules do not name.
 */
export function deferringAfterTheirAnswer({ defersTo }: SearchContext, top: Ranked[]): void {
  const byDoc = new Map(top.map((r) => [r.doc, r]));
  for (const [rule, answer] of defersTo) {
    const r = byDoc.get(rule);
    const a = byDoc.get(answer);
    if (r && a && r.first === a.first && a.matched >= r.matched && r.score >= a.score) a.score = r.score / JUST_BELOW;
  }
}

/**
 * Whether a ruling is about a case the query does not name. `typedTerms`: the terms of the
 * concepts the player typed.
 */
export function rulesOnOtherCase({ titleTerms, namedCases }: SearchContext, typedTerms: ReadonlySet<string>): (d: number) => boolean {
  return (d) => {
    const question = new Set(titleTerms[d]);
    if ([...question].filter((t) => typedTerms.has(t)).length <= RULING_CASE_SHARE * question.size) return true;
    // Its question names a card or ability ("Sabotage", "Trade Agreement") the player does not.
    return namedCases[d]!.some((name) => !name.some((t) => typedTerms.has(t)));
  };
}

/**
 * A ruling on a case the query does not name (its question is mostly other words: "Shields
 * Holding", "space combat") comes after a rule of the entry it rules on that answers as much.
 */
export function caseRulingsAfterEntryRules({ docs, byId, rulingsOf }: SearchContext, top: Ranked[], otherCase: (d: number) => boolean): void {
  const byDoc = new Map(top.map((r) => [r.doc, r]));
  for (const r of [...top].sort(byRank)) {
    const entry = docs[r.doc]!.kind === 'rule' ? docs[r.doc]!.parent : undefined;
    const e = entry === undefined ? undefined : byId.get(entry);
    if (e === undefined || !r.complete) continue;
    for (const ruling of rulingsOf.get(e) ?? []) {
      const other = byDoc.get(ruling);
      if (other && other.first === r.first && other.matched <= r.matched && other.score > r.score && otherCase(ruling)) other.score = r.score * JUST_BELOW;
    }
  }
}

/**
 * A ruling told in a story (see `ScoredQuery.story`) on a case the player does not name (a card it
 * quotes, a faction it sits under) may hold this many more of the story's concepts than the rule
 * and still come after it: its question and answer run long, and hold a story's common words
 * ("still", "system", "ships") that the rule's one sentence does not.
 */
const STORY_CASE_SLACK = 1;

/**
 * Any ruling on another case (its question mostly words the player did not say), linked to the
 * rule or not, comes after an official rule that answers more of the query's concepts. Only
 * more: a ruling answering as much as the rule may be the answer ("combat where nobody can win").
 * A ruling whose question quotes a card the player does not name, an erratum of such a card, or a
 * ruling that sits under a faction he does not name, is that card's or faction's case: an official rule answering as much comes first,
 * in a story one answering a little less (see `STORY_CASE_SLACK`).
 */
export function caseRulingsAfterAnsweringRules(ctx: SearchContext, top: Ranked[], otherCase: (d: number) => boolean, q: Pick<ScoredQuery, 'typedTerms' | 'story'>): void {
  const { docs, official, namedCases, ownNames, hits } = ctx;
  const { typedTerms } = q;
  // A name is the player's when he says one of its rare words ("sarween" is "Sarween Tools"), not
  // only a word the rules say everywhere ("trade" is not "Trade Agreement").
  const rare = (t: string) => hits(t).items < RULES_WORD_ITEMS;
  const unnamed = (name: readonly string[]) => name.some(rare) && !name.some((t) => rare(t) && typedTerms.has(t));
  for (const r of top) {
    const kind = docs[r.doc]!.kind;
    if ((kind !== 'faq' && kind !== 'errata') || !otherCase(r.doc)) continue;
    const own = ownNames[r.doc];
    const quotesOther = namedCases[r.doc]!.some(unnamed) || (own !== undefined && ![...own].some((t) => typedTerms.has(t))) || asksOtherUnit(ctx.titleTerms[r.doc]!, typedTerms);
    const enough = r.matched + (quotesOther ? -1e-9 - (q.story ? STORY_CASE_SLACK : 0) : 1e-9);
    let cap = 0;
    for (const o of top) {
      const k = docs[o.doc]!.kind;
      if ((k === 'rule' || k === 'entry') && official[o.doc] && o.first === r.first && o.home === r.home && o.matched > enough && o.score < r.score) cap = Math.max(cap, o.score);
    }
    if (cap) r.score = cap * JUST_BELOW;
  }
}
