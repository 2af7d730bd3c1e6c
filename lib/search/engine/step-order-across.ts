/**
 * The order of two steps of different procedures: "do i roll afb before or after pds shots" asks a
 * step of space combat (STEP 1-ANTI-FIGHTER BARRAGE) against a step of movement (STEP 2-SPACE
 * CANNON OFFENSE). No step's place orders them (each place is in its own procedure): the rule that
 * does is one of the one procedure that names the other step ("After resolving the 'Space Cannon
 * Offense' step of a tactical action, ... resolve a space combat"), though it names neither the
 * barrage nor the pds. Steps of one procedure are ordered by their places (see `stepOrderCredit`).
 */
import type { Alternative, Concept } from '../query';
import type { ConceptHits, Tally } from './add-concept';
import type { SearchContext } from './context';
import type { Field } from '../flex';
import { FIELD_WEIGHT } from './weights';

/** A thing a question orders: a named step (its procedure its home), or a procedure with named steps (itself its home). */
interface Ordered {
  home: number;
  /** The concepts that name it. */
  concepts: number[];
  /** The words of its name the query says, as they stand in the rules. */
  said: string[];
}

type Query = { concepts: Concept[]; expanded: Alternative[][]; hitsBy: ConceptHits[]; tally: Tally };

/**
 * A rule of one procedure (its entry or one of its rules) whose text names a step or procedure of
 * another, both named by the question, states their order: the concepts naming a step of its own
 * procedure that it does not say count as found in it, at the weight of a word of its title (the
 * procedure it belongs to holds the step); a unit named beside the other step whose card holds the
 * words said of it ("pds" of "pds shots": the space cannon) counts at the weight of a word of its text.
 */
export function acrossStepOrderCredit(ctx: SearchContext, q: Query): void {
  const { concepts, expanded, hitsBy, tally } = q;
  if (!concepts.some((c) => c.order || c.reference)) return;
  const things = orderedThings(ctx, concepts, expanded);
  if (new Set(things.map((t) => t.home)).size < 2) return;
  const credits: [d: number, k: number, field: Field][] = [];
  membersOf(ctx, new Set(things.map((t) => t.home))).forEach((home, d) => {
    const own = things.filter((t) => t.home === home);
    const ownConcepts = new Set(own.flatMap((t) => t.concepts));
    const other = things.find((t) => t.home !== home && t.concepts.every((k) => !ownConcepts.has(k)) && ctx.standsTogether(d, t.said));
    if (!other) return;
    const units = unitsOf(ctx, expanded, other, ownConcepts);
    const placed = [...ownConcepts].filter((k) => hitsBy[k]!.found[d]! < 1);
    // Naming its own procedure, the item is found as any rule of it is; only a step of it the
    // question names and it does not is what its place in the procedure answers.
    if (!placed.length) return;
    for (const k of placed) credits.push([d, k, 'title']);
    for (const k of units) if (hitsBy[k]!.found[d]! < 1) credits.push([d, k, 'body']);
  });
  for (const [d, k, field] of credits) {
    const alt = expanded[k]![0]!;
    const found = hitsBy[k]!.found[d]!;
    const idf = Math.max(...alt.terms.map((t) => ctx.hits(t).idf));
    tally.total[d] = tally.total[d]! + alt.weight * idf * FIELD_WEIGHT[field] * (field === 'title' ? ctx.titleNorm : ctx.lengthNorm)[d]!;
    tally.matched[d] = tally.matched[d]! + 1 - found;
    hitsBy[k]!.found[d] = 1;
    tally.touched.add(d);
  }
}

/**
 * The named steps and procedures the question names by more than half of the name (as
 * `stepOrderCredit` does: "pds shots" says "space cannon" of SPACE CANNON OFFENSE), each by the
 * typed concepts an alternative of which is words of that name.
 */
function orderedThings(ctx: SearchContext, concepts: Concept[], expanded: Alternative[][]): Ordered[] {
  const { docs, byId, namedSteps, stepTerms, titleTerms } = ctx;
  const typed = expanded.flatMap((alts, k) => (concepts[k]!.asked || concepts[k]!.moment ? [] : [{ k, alts }]));
  const named = (name: readonly string[], home: number): Ordered[] => {
    // Longest first, a concept names the thing only with words no other concept said of it: the
    // "space" of "space combat" is no part of "pds shots" (the rules' "space cannon").
    const naming = typed
      .flatMap(({ k, alts }) => alts.filter((a) => a.terms.every((t) => name.includes(t))).map((a) => ({ k, a })))
      .sort((x, y) => y.a.terms.length - x.a.terms.length);
    const said = new Set<string>();
    const concepts = new Set<number>();
    for (const { k, a } of naming) {
      if (a.terms.every((t) => said.has(t))) continue;
      a.terms.forEach((t) => said.add(t));
      concepts.add(k);
    }
    return 2 * said.size > name.length ? [{ home, concepts: [...concepts], said: name.filter((t) => said.has(t)) }] : [];
  };
  const steps = namedSteps.flatMap((s) => {
    const home = byId.get(docs[s]!.parent ?? '');
    return home === undefined ? [] : [{ s, home }];
  });
  const procedures = new Set(steps.map((s) => s.home));
  return [...steps.flatMap(({ s, home }) => named(stepTerms[s]!, home)), ...[...procedures].flatMap((p) => named(titleTerms[p]!, p))];
}

/** Each item of the procedures asked (the procedure's entry and the rules under it) -> its procedure. */
function membersOf({ docs, byId }: SearchContext, homes: ReadonlySet<number>): Map<number, number> {
  const members = new Map<number, number>();
  docs.forEach((doc, d) => {
    const home = homes.has(d) ? d : byId.get(doc.parent ?? '');
    if (home !== undefined && homes.has(home)) members.set(d, home);
  });
  return members;
}

/**
 * The concepts naming a unit whose card holds the words said of the other step ("pds" beside
 * "shots": the PDS's card says "Space Cannon"), unless they name the item's own step.
 */
function unitsOf(ctx: SearchContext, expanded: Alternative[][], other: Ordered, own: ReadonlySet<number>): number[] {
  const { unitDocs, titleTerms, standsTogether } = ctx;
  return expanded.flatMap((alts, k) => {
    if (own.has(k) || other.concepts.includes(k)) return [];
    const units = unitDocs.filter((u) => alts.some((a) => a.terms.join(' ') === titleTerms[u]!.join(' ')));
    return units.some((u) => standsTogether(u, other.said)) ? [k] : [];
  });
}
