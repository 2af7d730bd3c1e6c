/**
 * The unit table in words: what the /units page prints and what search finds. A line per printed
 * side of a unit ("Carrier II: cost 3; combat 9; move 2; capacity 6."), so a search snippet is a
 * whole answer.
 */
import { UNIT_IDS, UNIT_SHEETS, type Roll, type UnitCost, type UnitLevel, type UnitSheet } from './table';

/** "9", or "3 (x3)" for more than one die: the faction sheet's own notation. */
export function rollText(roll: Roll): string {
  return roll.dice > 1 ? `${roll.value} (x${roll.dice})` : String(roll.value);
}

/** "12", or "1 for 2" when one cost buys two units (25.2). */
export function costText(cost: UnitCost): string {
  return cost.units > 1 ? `${cost.resources} for ${cost.units}` : String(cost.resources);
}

export function productionText(plus: number): string {
  return `resource value of its planet + ${plus}`;
}

/** A keyword ability of a printed side, as the sheet names it, with its value. */
export interface Ability {
  name: string;
  /** "3 (x3)", "resource value of its planet + 2"; absent for Sustain Damage and Planetary Shield. */
  value?: string;
  roll?: Roll;
}

export function abilities(level: UnitLevel): Ability[] {
  const rolled = (name: string, roll: Roll | undefined): Ability[] => (roll ? [{ name, value: rollText(roll), roll }] : []);
  return [
    ...(level.sustainDamage ? [{ name: 'Sustain Damage' }] : []),
    ...(level.planetaryShield ? [{ name: 'Planetary Shield' }] : []),
    ...rolled('Bombardment', level.bombardment),
    ...rolled('Anti-Fighter Barrage', level.antiFighterBarrage),
    ...rolled('Space Cannon', level.spaceCannon),
    ...(level.productionPlusResources !== undefined ? [{ name: 'Production', value: productionText(level.productionPlusResources) }] : []),
  ];
}

/** "Bombardment 3 (x3), 3 dice": the dice said in words too, as players ask for them. */
function abilityWords(a: Ability): string {
  if (!a.value) return a.name;
  return a.roll && a.roll.dice > 1 ? `${a.name} ${a.value}, ${a.roll.dice} dice` : a.roll ? `${a.name} ${a.value}` : `${a.name}: ${a.value}`;
}

/** One printed side in words: "Destroyer II: cost 1; combat 8; move 2; Anti-Fighter Barrage 6 (x3), 3 dice." */
export function levelLine(sheet: UnitSheet, level: UnitLevel): string {
  const parts = [
    level.cost ? `cost ${costText(level.cost)}${level.cost.units > 1 ? ` ${sheet.plural}` : ''}` : 'no cost',
    level.combat ? `combat ${rollText(level.combat)}${level.combat.dice > 1 ? `, ${level.combat.dice} dice` : ''}` : '',
    level.move !== undefined ? `move ${level.move}` : '',
    level.capacity !== undefined ? `capacity ${level.capacity}` : '',
    ...abilities(level).map(abilityWords),
  ].filter(Boolean);
  // A flagship's numbers are its faction's: say so rather than print none.
  if (sheet.id === 'flagship') parts.push('combat, move and capacity by faction');
  return `${level.name}: ${parts.join('; ')}.`;
}

/** How many pieces a player has, in words. */
export function piecesLine(sheet: UnitSheet): string | undefined {
  if (sheet.pieces === undefined) return undefined;
  return sheet.tokens
    ? `Pieces: ${sheet.pieces} plastic ${sheet.plural} per player, and tokens.`
    : `Pieces: ${sheet.pieces} ${sheet.pieces === 1 ? sheet.name.toLowerCase() : sheet.plural} per player.`;
}

/** The printed text beyond the values: said once when both sides print it, else named for its side. */
export function textLines(sheet: UnitSheet): string[] {
  const levels = [sheet.base, ...(sheet.upgrade ? [sheet.upgrade] : [])];
  return [...new Set(levels.flatMap((l) => l.text))].map((t) => {
    const on = levels.filter((l) => l.text.includes(t));
    return on.length === levels.length ? t : `${on[0]!.name}: ${t}`;
  });
}

/**
 * What search knows of a unit: each side's values and its pieces. The printed text and notes are
 * on the page only: they restate rules, and the rule itself should answer a rules question.
 */
export function statLines(sheet: UnitSheet): string[] {
  const levels = [sheet.base, ...(sheet.upgrade ? [sheet.upgrade] : [])];
  return [...levels.map((l) => levelLine(sheet, l)), ...[piecesLine(sheet)].filter((l): l is string => l !== undefined)];
}

/** The units in page order. */
export const UNIT_ORDER: readonly UnitSheet[] = UNIT_IDS.map((id) => UNIT_SHEETS[id]);

/** One row of a unit's table: an attribute or ability, the rule that defines it, its value on each printed side. */
export interface StatRow {
  label: string;
  /** The LRR entry of the attribute or ability. */
  rule: string;
  /** One per printed side (plain, then upgraded); '—' where that side has none. */
  values: string[];
}

const NONE = '—';

/** The rows of a unit's table: every attribute or ability that either printed side has. */
export function statRows(sheet: UnitSheet): StatRow[] {
  const levels = [sheet.base, ...(sheet.upgrade ? [sheet.upgrade] : [])];
  const row = (label: string, rule: string, value: (l: UnitLevel) => string | undefined): StatRow[] => {
    const values = levels.map((l) => value(l) ?? NONE);
    return values.some((v) => v !== NONE) ? [{ label, rule, values }] : [];
  };
  const ability = (name: string) => (l: UnitLevel) => {
    const a = abilities(l).find((x) => x.name === name);
    return a ? (a.value ?? 'Yes') : undefined;
  };
  return [
    ...row('Cost', 'lrr:25', (l) => (l.cost ? costText(l.cost) : undefined)),
    ...row('Combat', 'lrr:17', (l) => (l.combat ? rollText(l.combat) : sheet.id === 'flagship' ? 'by faction' : undefined)),
    ...row('Move', 'lrr:48', (l) => (l.move !== undefined ? String(l.move) : sheet.id === 'flagship' ? 'by faction' : undefined)),
    ...row('Capacity', 'lrr:16', (l) => (l.capacity !== undefined ? String(l.capacity) : sheet.id === 'flagship' ? 'by faction' : undefined)),
    ...row('Sustain Damage', 'lrr:76', ability('Sustain Damage')),
    ...row('Bombardment', 'lrr:15', ability('Bombardment')),
    ...row('Anti-Fighter Barrage', 'lrr:10', ability('Anti-Fighter Barrage')),
    ...row('Space Cannon', 'lrr:66', ability('Space Cannon')),
    ...row('Planetary Shield', 'lrr:56', ability('Planetary Shield')),
    ...row('Production', 'lrr:59', (l) => (l.productionPlusResources !== undefined ? `+${l.productionPlusResources}` : undefined)),
  ];
}
