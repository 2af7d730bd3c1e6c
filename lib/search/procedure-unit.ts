/**
 * A procedure named by the unit that performs it. "enemy pds hit my fleet, who picks which ship gets
 * destroyed" asks of the space cannon's steps (66.5 Space Cannon: Assign Hits), and "his pds hits,
 * can he put them on my infantry on the other planet" of 66.8; the words ("hit", "ship", "destroy",
 * "infantry") find as well the twin step of the combat those units fight in (67.6 Space Combat:
 * Assign Hits, 38.2 Ground Combat: Assign Hits), which the player never named. A unit whose card
 * prints an ability that is a procedure of the rules (Space Cannon, Anti-Fighter Barrage,
 * Bombardment: the units table) names that procedure as plainly as its name does.
 */
import { abilities } from '../units/words';
import { UNIT_IDS, UNIT_SHEETS } from '../units/table';
import { liftedWithin, TWIN_REACH } from './moved';
import type { TitleAndText } from './shipped';
import { terms } from './text';

/** The abilities the rules resolve in steps of their own ("STEP 1 - ROLL DICE"), by their terms. */
const PROCEDURES: readonly string[] = ['Space Cannon', 'Anti-Fighter Barrage', 'Bombardment'].map((n) => terms(n).join(' '));

/** Each unit's name, as terms, and the procedures its card prints (plain or upgraded). */
const UNIT_PROCEDURES: ReadonlyMap<string, readonly string[]> = new Map(
  UNIT_IDS.map((id) => {
    const sheet = UNIT_SHEETS[id];
    const printed = [sheet.base, sheet.upgrade].flatMap((level) => (level ? abilities(level).map((a) => terms(a.name).join(' ')) : []));
    return [terms(id.replace(/-/g, ' ')).join(' '), [...new Set(printed.filter((p) => PROCEDURES.includes(p)))]];
  }),
);

/** The procedures the query names by a unit: each alternative of its concepts that is a unit's name (as its rules' name, "dread" read as "dreadnought"). */
export function proceduresByUnit(alternatives: readonly { terms: readonly string[] }[][]): Set<string> {
  return new Set(alternatives.flat().flatMap((a) => UNIT_PROCEDURES.get(a.terms.join(' ')) ?? []));
}


/** A step of a procedure: titled by its procedure and step ("Space Combat: Assign Hits") or stating its step ("STEP 2-Each player ..."). */
const isStep = (doc: TitleAndText) => doc.title.includes(':') || /^STEP\b/i.test(doc.text);

/** The entry an item belongs to, by its title's terms: "Space Combat: Assign Hits" -> "space combat". */
const entryOf = (title: string) => terms(title.split(':')[0]!).join(' ');

/**
 * The ranking with the first rule (within TWIN_REACH) of a procedure the query names by its unit first,
 * when the first result is a step of another procedure, one the query names neither by its name
 * (`said`: the query's terms) nor by a unit, nor a step of it.
 */
export function unitProcedureFirst<T extends { doc: number }>(ranked: readonly T[], docs: readonly TitleAndText[], named: ReadonlySet<string>, said: ReadonlySet<string>): T[] {
  const head = ranked[0];
  if (!head || !named.size || !isStep(docs[head.doc]!)) return [...ranked];
  const headEntry = entryOf(docs[head.doc]!.title);
  if (headEntry.split(' ').every((t) => said.has(t))) return [...ranked];
  // A step its procedure names after the unit's ("Space Combat: Anti-Fighter Barrage", "Invasion:
  // Space Cannon Defense") is where that procedure runs: already the unit's.
  const headTitle = terms(docs[head.doc]!.title).join(' ');
  if ([...named].some((p) => headTitle.includes(p))) return [...ranked];
  return liftedWithin(ranked, TWIN_REACH, (r) => named.has(entryOf(docs[r.doc]!.title)));
}
