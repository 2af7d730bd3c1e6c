/**
 * Credits: what a document answers though it does not say the query's word, added to the tally
 * after the concepts are scored (see `addConcept`).
 */
import type { Alternative } from '../query';
import { PRIMARY_TERM, SECONDARY_TERM } from '../strategy-ability';
import { STEP_PLACE } from '../timing-question';
import { END_TERM, endsAsked } from '../procedure-end';
import { terms } from '../text';
import { asksUnitCard, namesUnit } from '../unit-card';
import { creditConcept, dropConcept, type ConceptHits, type Tally } from './add-concept';
import type { SearchContext } from './context';
import type { ScoredQuery } from './rank';
import { limitConcepts } from './unit-limit';
import { FIELD_WEIGHT } from './weights';

/**
 * A rule stating a strategy card's secondary ability (see ../strategy-ability.ts) is what
 * "secondary" asks for, and what "primary" does not: the word "primary" in it only says when.
 * "Primary" asks for the rule stating what the primary does: it weighs there as in a title.
 * A query naming both ("secondary before or after the primary") asks when the one follows the
 * other, which is what the secondary's rule says.
 */
export function strategyAbilityCredit(ctx: SearchContext, expanded: Alternative[][], hitsBy: ConceptHits[], tally: Tally): void {
  const { total } = tally;
  const { hits, primaryRules, secondaryRules, titleNorm, lengthNorm } = ctx;
  const typedTerms = expanded.map((alts) => alts[0]?.terms.join(' '));
  const both = typedTerms.includes(PRIMARY_TERM) && typedTerms.includes(SECONDARY_TERM);
  expanded.forEach((_, k) => {
    const typed = typedTerms[k];
    if (typed !== SECONDARY_TERM && typed !== PRIMARY_TERM) return;
    const { found } = hitsBy[k]!;
    if (typed === PRIMARY_TERM) for (const d of primaryRules) if (found[d]) total[d] = total[d]! + hits(PRIMARY_TERM).idf * FIELD_WEIGHT.title * titleNorm[d]!;
    for (const d of secondaryRules) {
      if (typed === PRIMARY_TERM && both) continue;
      if (typed === PRIMARY_TERM) dropConcept(tally, hitsBy[k]!, d);
      else if (found[d]! < 1) {
        creditConcept(tally, hitsBy[k]!, d, hits(SECONDARY_TERM).idf * FIELD_WEIGHT.body * lengthNorm[d]!);
      }
    }
  });
}

/**
 * A named step of a procedure ("STEP 1-BOMBARDMENT: ..." of the invasion) states the moment of
 * what it names by its place: for a question for that moment ("when do i bombard"), the moment the
 * question asks counts as found in it, as a timing word in its title would. A step of the
 * procedure asked about ("STEP 3-READY PLANETS" for "when does the agenda phase start") names
 * something else, and gets nothing.
 */
export function stepMomentCredit(ctx: SearchContext, q: Pick<ScoredQuery, 'concepts' | 'expanded' | 'typedTerms' | 'hitsBy' | 'tally'>): void {
  const { namedSteps, stepPlaceIdf, titleNorm } = ctx;
  const { concepts, expanded, typedTerms: typed, hitsBy } = q;
  const k = concepts.findIndex((c) => c.moment);
  if (k < 0) return;
  const place = expanded[k]!.find((a) => a.terms[0] === STEP_PLACE);
  if (!place) return;
  const { found } = hitsBy[k]!;
  for (const d of namedSteps) {
    if (found[d]! >= 1 || !namesStep(stepObject(ctx, d), typed, expanded)) continue;
    creditConcept(q.tally, hitsBy[k]!, d, place.weight * stepPlaceIdf * FIELD_WEIGHT.title * titleNorm[d]!);
  }
}

/**
 * The step that ends a procedure is what "the end of" it asks ("what happens at the end of the
 * status phase": STEP 8-RETURN STRATEGY CARDS; see ../procedure-end.ts): "end" counts as found in
 * it, as a word of its title.
 */
export function procedureEndCredit(ctx: SearchContext, q: Pick<ScoredQuery, 'concepts' | 'expanded' | 'hitsBy' | 'tally'>): void {
  const { hits, procedureEnds, titleNorm } = ctx;
  const { concepts, expanded, hitsBy } = q;
  for (const { k, steps, others } of endsAsked(expanded, procedureEnds)) {
    if (concepts[k]!.asked) continue;
    const { found } = hitsBy[k]!;
    // The procedure's other steps are not its end, whatever players asked of them.
    for (const d of others) dropConcept(q.tally, hitsBy[k]!, d);
    const weight = expanded[k]!.find((a) => a.terms[0] === END_TERM)!.weight;
    for (const d of steps) {
      if (found[d]! >= 1) continue;
      creditConcept(q.tally, hitsBy[k]!, d, weight * hits(END_TERM).idf * FIELD_WEIGHT.title * titleNorm[d]!);
    }
  }
}

/**
 * The words a player names a step by: what it acts on, without its verb ("control" of ESTABLISH
 * CONTROL, "ground forces" of COMMIT GROUND FORCES: "when do i gain control", "when do my troops
 * land"); its whole name when the rest only names its procedure (SECOND AGENDA of the agenda phase).
 */
export function stepObject({ docs, byId, titleTerms, stepTerms }: Pick<SearchContext, 'docs' | 'byId' | 'titleTerms' | 'stepTerms'>, d: number): readonly string[] {
  const step = stepTerms[d]!;
  const object = step.slice(1);
  const parent = byId.get(docs[d]!.parent ?? '');
  const procedure = parent === undefined ? [] : titleTerms[parent]!;
  return object.length && !object.every((t) => procedure.includes(t)) ? object : step;
}

/** "Units" as a step names them ("STEP 7-REPAIR UNITS"): every unit, whichever the player names. */
const UNITS_TERM = terms('units')[0]!;

/** The rules' word for which of two things comes first (the synonym group of "comes first", ../synonyms.ts). */
const ORDER_TERM = terms('order').join(' ');

/**
 * Whether the query names a step: it says each word of the step's name (`said`), "units" by naming
 * any unit ("when do my damaged dreads get fixed" names "STEP 7-REPAIR UNITS": the step repairs
 * every unit, the dreadnought among them).
 */
export function namesStep(step: readonly string[], said: ReadonlySet<string>, expanded: readonly Alternative[][]): boolean {
  return step.every((t) => said.has(t) || (t === UNITS_TERM && expanded.some(namesUnit)));
}

/**
 * A named step of a procedure states its order against the other steps of that procedure by its
 * place: "does afb happen before or after we announce retreats", "can i build after invading" ask
 * the moment of one step (STEP 1-ANTI-FIGHTER BARRAGE, STEP 5-PRODUCTION) against a sibling (STEP
 * 2-ANNOUNCE RETREATS, STEP 4-INVASION), which that step's rule answers though it does not name it.
 * The words of the reference moment count as found in the subject's step, at the weight of a word
 * of its text. The sibling is named by more than half of its name: "before my troops go down" names
 * COMMIT GROUND FORCES (players never say "commit"); "combat" alone names no GROUND COMBAT. An
 * either-or with no reference ("which comes first, invasion or production") names both steps alike.
 */
export function stepOrderCredit(ctx: SearchContext, q: Pick<ScoredQuery, 'concepts' | 'expanded' | 'hitsBy' | 'tally'>): void {
  const { docs, hits, namedSteps, stepTerms, lengthNorm } = ctx;
  const { concepts, expanded, hitsBy } = q;
  if (!concepts.some((c) => c.moment)) return;
  const termsOf = (reference: boolean) => new Set(expanded.flatMap((alts, k) => (concepts[k]!.asked || !concepts[k]!.reference !== !reference ? [] : alts.flatMap((a) => a.terms))));
  const subject = termsOf(false);
  // "which comes first, invasion or production": an order of two things asked with no moment placed
  // against the other, both named alike. Each step then holds its sibling's name as the reference.
  const eitherOr = concepts.some((c) => c.order) && !concepts.some((c) => c.reference);
  const reference = eitherOr ? subject : termsOf(true);
  const names = (d: number, said: ReadonlySet<string>) => stepTerms[d]!.every((t) => said.has(t));
  const mostlyNames = (d: number, said: ReadonlySet<string>) => 2 * stepTerms[d]!.filter((t) => said.has(t)).length > stepTerms[d]!.length;
  for (const d of namedSteps) {
    const parent = docs[d]!.parent;
    const siblings = namedSteps.filter((s) => s !== d && docs[s]!.parent === parent && mostlyNames(s, reference));
    if (!parent || !names(d, subject) || !siblings.length) continue;
    // Of an either-or, what a sibling's name says (the words of the concepts that name it), and the
    // order asked ("comes first"), which the step's place states.
    const siblingTerms = new Set(siblings.flatMap((s) => stepTerms[s]!));
    // The order asked in words ("tactical action order, does production come after invasion") is
    // what the step's place states, as the reference is.
    const asksOrderWord = (k: number) => expanded[k]!.some((a) => a.terms.join(' ') === ORDER_TERM);
    const credited = (k: number) =>
      asksOrderWord(k) || (eitherOr ? expanded[k]!.some((a) => !concepts[k]!.asked && a.terms.every((t) => siblingTerms.has(t))) : concepts[k]!.reference);
    expanded.forEach((alts, k) => {
      const found = hitsBy[k]!.found[d]!;
      if (!credited(k) || found >= 1) return;
      const alt = alts[0]!;
      const idf = Math.max(...alt.terms.map((t) => hits(t).idf));
      creditConcept(q.tally, hitsBy[k]!, d, alt.weight * idf * FIELD_WEIGHT.body * lengthNorm[d]!);
    });
  }
}

/**
 * The numbered steps of one procedure state the order of what each does by their places ("STEP 1-
 * ... removes any one of his command tokens from the game board", "STEP 2-... can redistribute the
 * command tokens"): a question of the order of two of them ("do i redistribute before i pull the
 * token off the board or after", "tgs first then refill commodities") is answered by either step,
 * though each says only its own half. What a sibling step holds and the step lacks counts as found
 * in it, at the weight of a word of its text, when the step holds a half of its own (a word of the
 * query its procedure's title does not say). Named steps say their half by name (`stepOrderCredit`).
 */
export function siblingStepCredit(ctx: SearchContext, q: Pick<ScoredQuery, 'concepts' | 'expanded' | 'hitsBy' | 'tally'>): void {
  const { docs, byId, hits, stepSiblings, titleTerms, lengthNorm } = ctx;
  const { concepts, expanded, hitsBy } = q;
  if (!concepts.some((c) => c.order)) return;
  const typed = concepts.flatMap((c, k) => (c.asked ? [] : [k]));
  const holds = (d: number, k: number) => hitsBy[k]!.found[d]! >= 1;
  const credits: [number, number][] = [];
  for (const [d, siblings] of stepSiblings) {
    const procedure = titleTerms[byId.get(docs[d]!.parent!) ?? d]!;
    const own = typed.filter((k) => holds(d, k) && !expanded[k]!.some((a) => a.terms.every((t) => procedure.includes(t))));
    if (!own.length) continue;
    for (const k of typed) if (!holds(d, k) && siblings.some((s) => holds(s, k))) credits.push([d, k]);
  }
  // Credited after the scan: a step's credit is no half of its own for its siblings.
  for (const [d, k] of credits) {
    const alt = expanded[k]![0]!;
    const idf = Math.max(...alt.terms.map((t) => hits(t).idf));
    creditConcept(q.tally, hitsBy[k]!, d, alt.weight * idf * FIELD_WEIGHT.body * lengthNorm[d]!);
  }
}

/**
 * A unit's stats item answers what the query asks of the unit it names ("dread stats", "carrier
 * move", "how many dreads in the box"): the card words of the query (see ../unit-card.ts) count as
 * found in it, at the weight of a word in its text.
 */
export function unitCardCredit(ctx: SearchContext, expanded: Alternative[][], hitsBy: ConceptHits[], { total, matched, touched }: Tally, valueAsked = false): void {
  const { hits, unitDocs, titleTerms, lengthNorm } = ctx;
  const named = unitDocs.flatMap((d) => {
    const title = new Set(titleTerms[d]);
    const names = expanded.map((alts) => alts.some((a) => a.terms.every((t) => title.has(t))));
    return names.some(Boolean) ? [{ d, names }] : [];
  });
  const printing = printedValues(expanded, hitsBy, named.map((n) => n.d));
  const limits = limitConcepts(expanded);
  for (const { d, names } of named) {
    expanded.forEach((alts, k) => {
      const found = hitsBy[k]!.found[d]!;
      const card = alts.find((a) => asksUnitCard(a.terms));
      if (card && printing[k]!.length && !printing[k]!.includes(d)) return;
      // A value of the card asked ("how many dice does it throw"), the words told around it ("looks
      // scary", "when it fights") are the question's story, which the card answers in part. A limit
      // asked of that value ("max fighters per carrier": its capacity) is the number the card prints.
      const share = card || (valueAsked && limits.includes(k)) ? 1 : valueAsked ? STORY_SHARE : 0;
      if (names[k] || found >= share) return;
      const alt = card ?? alts[0]!;
      const idf = Math.max(...alt.terms.map((t) => hits(t).idf));
      total[d] = total[d]! + (share - found) * alt.weight * idf * FIELD_WEIGHT.body * lengthNorm[d]!;
      matched[d] = matched[d]! + (share - found);
      hitsBy[k]!.found[d] = share;
      touched.add(d);
    });
  }
}

/**
 * Per concept asking a card's value, the named units whose cards print it: a value asked of several
 * units named is asked of those that have it ("how much can my carrier carry, 5 inf and fighters":
 * the carrier's capacity, not the cargo's cards). None printing it, the question is of each
 * ("how far can infantry move": none).
 */
function printedValues(expanded: Alternative[][], hitsBy: ConceptHits[], named: readonly number[]): number[][] {
  return expanded.map((alts, k) => (alts.some((a) => asksUnitCard(a.terms)) ? named.filter((d) => hitsBy[k]!.found[d]! >= 1) : []));
}

/** The share of a story word found in a unit's card when the question asks one of its printed values (see `unitCardCredit`). */
const STORY_SHARE = 0.5;
