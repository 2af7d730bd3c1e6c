/**
 * Which side of a battle may use an ability or option: one printed for the defender ("on a planet
 * you control", Magen Defense Grid) or for the attacker (Blitz, "when a player moves ships"). The
 * page offers, and the input check accepts, exactly what this allows.
 */
export type Who = 'attacker' | 'defender';

/** The flags an ability or option carries when only one side may use it. */
export interface SideBound {
  defenderOnly?: boolean;
  attackerOnly?: boolean;
}

/** The one side that may use it, or undefined when either may. */
export function onlySide(bound: SideBound): Who | undefined {
  return bound.defenderOnly ? 'defender' : bound.attackerOnly ? 'attacker' : undefined;
}

export function sideMayUse(bound: SideBound, side: Who): boolean {
  const only = onlySide(bound);
  return only === undefined || only === side;
}
