/**
 * Which unit a limit is of: "A player can have a maximum of one space dock on each planet" limits
 * space docks, though a PDS is a structure too and the rule sits under "Structures". A player asking
 * "max pds per planet" is answered by the PDS limit; a limit naming only another unit of the same
 * kind (what stands on a planet, ships) is not his, whatever else it shares with his question.
 */
import { LIMIT_NAMED } from './limit-phrasings';
import { terms } from './text';

// The units the rules limit one against the other, each by its names: per planet the structures
// and the ground forces ("There is no limit to the number of ground forces ... on a planet"),
// per system the ships.
const KINDS: readonly (readonly (readonly string[])[])[] = [
  [['pds'], ['space dock'], ['infantry', 'ground forces'], ['mech', 'ground forces']],
  [['carrier'], ['cruiser'], ['destroyer'], ['dreadnought'], ['fighter'], ['war sun'], ['flagship']],
];

/** A unit of a kind: its names' terms (each joined by a space), and the names of the other units of its kind that are not its own. */
export interface LimitedUnit {
  names: readonly string[];
  others: readonly string[];
}

/** Each unit's first name (terms joined by a space) to the unit. */
export const LIMITED_UNITS: ReadonlyMap<string, LimitedUnit> = new Map(
  KINDS.flatMap((units) => {
    const named = units.map((names) => names.map((n) => terms(n).join(' ')));
    return named.map((names) => {
      const others = [...new Set(named.flat())].filter((n) => !names.includes(n));
      return [names[0]!, { names, others }] as [string, LimitedUnit];
    });
  }),
);

const ALL_NAMES = [...new Set([...LIMITED_UNITS.values()].flatMap((u) => u.names))];


/** The units' names (terms joined by a space) a text states a limit of and names; undefined when it states no limit. */
export function unitsLimited(text: string): Set<string> | undefined {
  if (!LIMIT_NAMED.test(text)) return undefined;
  const said = ` ${terms(text).join(' ')} `;
  return new Set(ALL_NAMES.filter((u) => said.includes(` ${u} `)));
}
