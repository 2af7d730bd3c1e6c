/**
 * Galvanize (Thunder's Edge): a galvanized unit rolls "1 additional die for combat rolls and unit
 * abilities". One formula for every such roll (combat, anti-fighter barrage, space cannon,
 * bombardment): the tokens go with their units and a side loses its plain units first, so of `n`
 * units rolling, min(n, galvanized) still hold one. Capping here, not only in validation, keeps a
 * roll right however the count of tokens was reached.
 */
export function galvanizedDice(n: number, perUnit: number, galvanized: number): number {
  return n * perUnit + Math.min(n, galvanized);
}
