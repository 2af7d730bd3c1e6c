/**
 * The unit stats page in the corpus: one item per unit (`units:war-sun`, url `/units#war-sun`), its
 * text the unit's printed values in words (lib/units/words.ts), so "carrier capacity" finds the
 * carrier and its snippet says "capacity 4". Built from the unit table, never from content/.
 */
import { statLines, UNIT_ORDER } from '../units/words';
import type { UnitSheet } from '../units/table';
import type { Item } from './types';

export const UNITS_ROUTE = '/units';
/** The heading unit items sit under: also what a player types ("dreadnought stats"). */
export const UNITS_SECTION = 'Unit stats';

export const unitItemId = (sheet: Pick<UnitSheet, 'id'>) => `units:${sheet.id}`;

export function unitItems(): Item[] {
  return UNIT_ORDER.map((sheet) => {
    const aliases = [...new Set([sheet.upgrade?.name].filter((n): n is string => !!n && n !== sheet.name))];
    return {
      id: unitItemId(sheet),
      source: 'ti4-units',
      game: 'TI4',
      kind: 'unit',
      title: sheet.name,
      text: statLines(sheet).join('\n'),
      url: `${UNITS_ROUTE}#${sheet.id}`,
      section: UNITS_SECTION,
      ...(aliases.length ? { aliases } : {}),
      // Its rules are cited on the page, not linked here: a link would list it among their rulings.
      links: [],
    };
  });
}
