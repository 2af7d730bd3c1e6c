/**
 * The reorderings a word query's ranking gets for the kind of question asked, in the order they
 * apply: the learned reranker, then one pass per kind of question, each lifting the item that kind
 * asks for above what the words alone ranked first (the module each names says why). A pass the
 * query asks nothing of is left out; a later pass sees what the earlier ones made.
 */
import { mainStatementFirst } from '../aside-stated';
import { titledEntryFirst } from '../bare-title';
import { namesOwnStrategyCard } from '../card-quote';
import { causeAsked, conditionOfStateFirst } from '../cause-asked';
import { classAsked, classRestrictionFirst } from '../class-said';
import { sideDefinedFirst } from '../compared-sides';
import { eventEntryFirst } from '../event-entry';
import { gainedNowAsked, gainRuleFirst, UPGRADE_TERMS } from '../gained-now';
import { askedOfKindsFirst, kindsNotAsked } from '../kinds-listed';
import { laterTermsAsked, laterTermsFirst } from '../later-terms';
import { limitCountAsked, limitVerbAsked } from '../limit-verb';
import { meansAsked, meansStatedFirst } from '../means-asked';
import { namedEntryFirst, namedThing, thingQualified } from '../named-entry';
import { asksValue, entryFirst } from '../overview';
import { proceduresByUnit, unitProcedureFirst } from '../procedure-unit';
import type { Alternative, WordsQuery } from '../query';
import { rerankTop, type Reranker } from '../rerank';
import { laterRoundAsked, roundStatedFirst } from '../round-asked';
import { setupStepFirst, setupTold } from '../setup-told';
import { siblingSinglesOut } from '../sibling-distinct';
import { stepByPlaceAsked, stepByPlaceFirst } from '../step-by-place';
import { stepsOverEntry } from '../steps-over-entry';
import { unboundTwinFirst } from '../unasked-moment';
import { whatFollowsAsked, whatFollowsFirst } from '../what-follows';
import { unitsFirst, type WhichUnits } from '../which-units';
import { wholeStepsAsked, wholeStepsFirst } from '../whole-steps';
import { actStatedFirst, verbTheRulesSay, whoActAsked } from '../who-asked';
import { statesAbilityAsked } from './ability-asked';
import type { SearchContext } from './context';
import { isLevel } from './expand';
import type { Ranked } from './rank';
import { wordResults } from './word-results';

/** A query of words as the engine reads it: the parse, the units it asks of, and the text parsed. */
export interface WordsAsked {
  parsed: WordsQuery;
  which: WhichUnits;
  text: string;
}

/** One pass over the ranking; false or undefined when the query asks nothing of its kind. */
type Pass<T> = ((ranked: readonly T[]) => T[]) | false | undefined;

const applied = <T>(ranked: readonly T[], passes: readonly Pass<T>[]): T[] => passes.reduce<T[]>((r, pass) => (pass ? pass(r) : r), [...ranked]);

/** The query's terms, with the upgrade's when it names a unit by its level ("carrier ii": its unit upgrade card). */
const upgradeSaid = (concepts: WordsQuery['concepts'], said: ReadonlySet<string>): Set<string> =>
  concepts.some((_, k) => isLevel(concepts, k)) ? new Set([...said, ...UPGRADE_TERMS]) : new Set(said);

/** An item with its parent's title, as the setup reading reads it (see ../setup-told.ts). */
const withParentTitle = ({ docs, byId }: Pick<SearchContext, 'docs' | 'byId'>, d: number) => {
  const parent = docs[d]!.parent;
  return { title: docs[d]!.title, text: docs[d]!.text, parentTitle: parent === undefined ? undefined : docs[byId.get(parent) ?? -1]?.title };
};

/** Whether a document holds one of a concept's ways to say it, each of its terms in its title or text. */
const holdsConcept = ({ hits }: Pick<SearchContext, 'hits'>, d: number, alts: readonly Alternative[]) =>
  alts.some((a) => a.terms.length > 0 && a.terms.every((t) => hits(t).title.has(d) || hits(t).body.has(d)));

/** What the passes read of a query of words: the engine's context, the query as parsed and widened, and what it asks. */
interface Asking extends WordsAsked {
  ctx: SearchContext;
  reranker: Reranker | null;
  expanded: Alternative[][];
  /** The query's one-word terms, as widened. */
  questionTerms: ReadonlySet<string>;
}

/** The passes over the candidates, in the order they apply (a later one sees what the earlier made). */
const CANDIDATE_PASSES: readonly ((q: Asking) => Pass<Ranked>)[] = [
  ({ ctx, expanded, reranker }) => reranker !== null && ((r) => rerankTop(ctx, expanded, r, reranker)),
  // "component action", "elimination": a topic's name alone asks for its entry (see ../bare-title.ts).
  ({ ctx, expanded }) => (r) => titledEntryFirst(r, expanded, ctx.docs, ctx.titleTerms),
  // A rule whose case the query names before its sibling the model put first (see ../sibling-distinct.ts).
  ({ ctx, expanded }) => (r) => siblingSinglesOut(ctx, expanded, r),
  // "who gets the speaker token": the rule stating who acts before its twin on the topic (see ../who-asked.ts).
  ({ ctx, expanded, which }) => {
    const act = whoActAsked(which.rest);
    return act && ((r) => actStatedFirst(r, verbTheRulesSay(act, (t) => ctx.hits(t).items > 0), expanded, (d) => ctx.docs[d]!.text));
  },
  // "what happens when a law gets discarded", "what happens if nobody votes": the rule whose
  // condition states the case asked (see ../what-follows.ts).
  ({ ctx, expanded, parsed, which }) => {
    const follows = whatFollowsAsked(which.rest);
    return follows && ((r) => whatFollowsFirst(r, follows, parsed.concepts, expanded, ctx.docs));
  },
  // "what happens to promissory notes when a player gets eliminated": of two rules opening on the
  // event told, the one of the event's own entry (see ../event-entry.ts).
  ({ ctx, questionTerms }) => (r) => eventEntryFirst(r, ctx.docs, [...questionTerms]),
  // "spend tg to vote": the rule stating it as its main statement before one saying it as an aside (see ../aside-stated.ts).
  ({ ctx, expanded }) => (r) => mainStatementFirst(r, ctx.docs, expanded),
  // "can my pds shoot ships next door": a rule bound to no step after its twin bound to one the player did not name (see ../unasked-moment.ts).
  ({ ctx, expanded }) => (r) => unboundTwinFirst(r, ctx.docs, expanded),
  // A question of the whole topic ("what is", "how do i explain"): its entry before one of its
  // rules (see ../overview.ts), unless it names the one ability of a strategy card its first states (see ./ability-asked.ts).
  ({ ctx, parsed }) => parsed.definition && !asksValue(parsed.concepts) && ((r) => (statesAbilityAsked(ctx, parsed.concepts, r[0]?.doc) ? [...r] : entryFirst(r, ctx.docs, ctx.byId))),
  // "what's a modifier, like apply +1": the entry the thing names, whatever the words after it found (see ../named-entry.ts).
  ({ ctx, parsed, text, questionTerms }) => {
    const named = parsed.definition ? namedThing(text) : undefined;
    const { docs } = ctx;
    return named && ((r) => namedEntryFirst(r, named, (d) => docs[d]!.kind === 'entry', ctx.titleTerms, (d) => thingQualified(named.terms, questionTerms, ctx.tokensOf(d).text, docs[d]!.text)));
  },
  // "what knocks a player out of the game": the rule stating the state's condition, not its entry's opening, which a question of what it is would get (see ../cause-asked.ts).
  ({ ctx, text, questionTerms }) => causeAsked(text) && ((r) => conditionOfStateFirst(r, ctx.docs, questionTerms)),
  // "how to remove custodians token": the rule stating the act's means, "by spending ..." (see ../means-asked.ts).
  ({ ctx, text }) => {
    const means = meansAsked(text);
    return means !== undefined && ((r) => meansStatedFirst(r, ctx.docs, means));
  },
  ({ ctx, which }) => which.asks && ((r) => unitsFirst(r, (c) => c.complete && ctx.docs[c.doc]!.kind === 'unit')),
  // "the production value of a space dock": the unit's card prints it, a rule of the value only says what it is (see ../value-named.ts).
  ({ ctx, parsed }) => parsed.concepts.some((c) => c.cardNamed) && ((r) => unitsFirst(r, (c) => c.complete && ctx.docs[c.doc]!.kind === 'unit')),
  // "binding vs non binding, how do you tell": the rule defining a side before the summary listing both (see ../compared-sides.ts).
  ({ ctx, parsed }) => parsed.compared && ((r) => sideDefinedFirst(r, ctx.docs, parsed.compared!)),
  // "enemy pds hit my fleet, who picks the losses": the steps of the procedure its unit names before a twin step of another (see ../procedure-unit.ts).
  ({ ctx, expanded, questionTerms }) => (r) => unitProcedureFirst(r, ctx.docs, proceduresByUnit(expanded), questionTerms),
  // "building the map, can two anomalies touch": the setup's own step before a general rule (see ../setup-told.ts).
  ({ ctx, which }) => setupTold(which.rest) && ((r) => setupStepFirst(r, (d) => withParentTitle(ctx, d))),
  // "afb again in round 2": the rule stating the round it happens in (see ../round-asked.ts).
  ({ ctx, which }) => laterRoundAsked(which.rest) && ((r) => roundStatedFirst(r, (d) => ctx.docs[d]!.text)),
  // "does an alpha wormhole connect to a beta one": not the list of the kinds it names (see ../kinds-listed.ts).
  ({ ctx, expanded, which }) => kindsNotAsked(which.rest) && ((r) => askedOfKindsFirst(r, expanded, (d) => ctx.docs[d]!.text, (d, alts) => holdsConcept(ctx, d, alts))),
  // "can a carrier carry a pds": the rule restricting the unit's class in the act named (see ../class-said.ts).
  ({ ctx, expanded }) => {
    const asked = classAsked(expanded);
    return asked && ((r) => classRestrictionFirst(r, asked, (d) => ctx.docs[d]!.text));
  },
  // "he promised to leave me alone next round, does he have to": the rule on terms not resolved at once (see ../later-terms.ts).
  ({ ctx, which }) => laterTermsAsked(which.rest) && ((r) => laterTermsFirst(r, (d) => ctx.docs[d]!.text)),
  // "just took his planet, can i spend it this turn": the rule of the gain, stating what the thing is once gained (see ../gained-now.ts).
  ({ ctx, parsed, which, questionTerms }) => gainedNowAsked(which.rest) && ((r) => gainRuleFirst(r, (d) => ctx.docs[d]!.text, upgradeSaid(parsed.concepts, questionTerms))),
];

/** The passes over the documents the candidates give, after those over the candidates. */
const DOCUMENT_PASSES: readonly ((q: Asking) => Pass<number>)[] = [
  // "warfare remove a token first then redistribute": the steps' places state the order, not their entry (see ../steps-over-entry.ts).
  ({ ctx, parsed }) => (r) => stepsOverEntry(r, ctx, parsed.concepts),
  // "what comes after retreats are announced": the step after the one named; "space combat step 3": the step so numbered (see ../step-by-place.ts).
  ({ ctx, parsed, which }) => {
    const next = stepByPlaceAsked(which.rest);
    return next && ((r) => stepByPlaceFirst(r, ctx, parsed.concepts, next));
  },
  // "every step of the status phase in order": the item numbering the procedure's steps in one text, then its entry (see ../whole-steps.ts).
  ({ ctx, text, questionTerms }) => wholeStepsAsked(text) && ((r) => wholeStepsFirst(r, ctx, questionTerms)),
];

/** The documents a query of words ranks, best first, and its words as widened (see ./expand.ts). */
export function questionRanking(ctx: SearchContext, reranker: Reranker | null, asked: WordsAsked): { expanded: Alternative[][]; ranked: number[] } {
  const { parsed, which } = asked;
  const words = wordResults(ctx, { ...parsed, limitVerb: limitVerbAsked(which.rest), limitCount: limitCountAsked(which.rest), holder: namesOwnStrategyCard(which.rest) });
  const { expanded } = words;
  const questionTerms = new Set(expanded.flat().flatMap((a) => (a.terms.length === 1 ? a.terms : [])));
  const asking: Asking = { ...asked, ctx, reranker, expanded, questionTerms };
  const candidates = applied(words.ranked, CANDIDATE_PASSES.map((pass) => pass(asking)));
  const ranked = applied(
    candidates.map((r) => r.doc),
    DOCUMENT_PASSES.map((pass) => pass(asking)),
  );
  return { expanded, ranked };
}
