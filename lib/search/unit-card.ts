/**
 * Questions about a unit's card: "dread stats", "cruiser ii capacity", "inf combat value", "how many
 * dreads in the box". The unit stats item of that unit (kind `unit`, lib/corpus/units.ts) is the
 * answer: it prints every value, though not the words "stats", "value" or "box". When the query
 * names a unit, these words count as found in that unit's item (see `unitCardCredit` in engine.ts);
 * a rule that merely mentions the unit answers less of the query.
 */
import { UNIT_IDS } from '../units/table';
import { terms } from './text';

/** What a player asks of a unit's card: its printed values, its upgrade, its pieces in the box. */
export const UNIT_CARD_TERMS: ReadonlySet<string> = new Set(
  terms(
    'stats stat statistics attributes attribute profile card sheet value values number ' +
      'cost costs price combat hit move moves speed range capacity dice die roll rolls ' +
      'upgrade upgraded upgrades ' +
      'pieces piece box color colour plastic figures miniatures models',
  ),
);

/** Whether an alternative of a concept asks about a unit's card (all its terms are card words). */
export function asksUnitCard(alternativeTerms: readonly string[]): boolean {
  return alternativeTerms.length > 0 && alternativeTerms.every((t) => UNIT_CARD_TERMS.has(t));
}

/** The units' names as terms ("war sun", "pds"): a number after one is its upgrade ("carrier 2" is "Carrier II"). */
export const UNIT_NAMES: ReadonlySet<string> = new Set(UNIT_IDS.map((id) => terms(id.replace(/-/g, ' ')).join(' ')));
