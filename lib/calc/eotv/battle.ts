/**
 * Empires of the Void II battle odds (glossary, "Battle: Steps of a Battle"): each side rolls the
 * dice of its chosen units and bases, keeps its highest single d6, adds the power of its units and
 * bases and its power card; the higher total wins and ties go to the defender. Disable Dice
 * (Mazron Agent, Ithric Drone) removes opponent dice before rolling, never below 1.
 */

export interface EotvUnit {
  dice: number;
  power: number;
}

export interface EotvSide {
  /** The units chosen to fight (up to 3; Spore Pods and "Ignore Limit" allow more). */
  units: EotvUnit[];
  /** Bases in the region (or on a fighting Worldship): 1 die and 1 power each. */
  bases: number;
  /** +1 die abilities (Enhanced Reflexes). */
  extraDice: number;
  /** Flat power bonuses (Tan Fu ally, Energy Matrix or Sentinian Researchers when defending). */
  bonusPower: number;
  /** Units with Disable Dice fighting on this side: each disables one opponent die. */
  disablers: number;
  /** The power card played (0 when the side has none: it still fights). */
  card: number;
}

export interface EotvBattleInput {
  attacker: EotvSide;
  defender: EotvSide;
}

export interface EotvBattleResult {
  attacker: number;
  defender: number;
  /** Dice each side actually rolls, after Disable Dice. */
  dice: { attacker: number; defender: number };
  /** Power before the die: units, bases, bonuses and card. */
  power: { attacker: number; defender: number };
  /** The attacker's chance to win for each power card it could play (0..6), all else equal. */
  attackerByCard: number[];
}

const MAX_CARD = 6;

/** P(highest of n d6 = k), k = 0..6; with no dice the "highest" is 0. */
export function highestDie(n: number): number[] {
  const out = new Array<number>(7).fill(0);
  if (n <= 0) {
    out[0] = 1;
    return out;
  }
  for (let k = 1; k <= 6; k++) out[k] = ((k / 6) ** n - ((k - 1) / 6) ** n);
  return out;
}

function diceRolled(side: EotvSide, opponent: EotvSide): number {
  const dice = side.units.reduce((t, u) => t + u.dice, 0) + side.bases + side.extraDice;
  return dice === 0 ? 0 : Math.max(1, dice - opponent.disablers);
}

function power(side: EotvSide): number {
  return side.units.reduce((t, u) => t + u.power, 0) + side.bases + side.bonusPower + side.card;
}

/** P(attacker total > defender total), given both dice counts and the power difference. */
function attackerWins(diceA: number, diceD: number, lead: number): number {
  const a = highestDie(diceA);
  const d = highestDie(diceD);
  let p = 0;
  for (let x = 0; x <= 6; x++) for (let y = 0; y <= 6; y++) if (x + lead > y) p += a[x]! * d[y]!;
  return p;
}

export function eotvBattle({ attacker, defender }: EotvBattleInput): EotvBattleResult {
  const diceA = diceRolled(attacker, defender);
  const diceD = diceRolled(defender, attacker);
  const powA = power(attacker);
  const powD = power(defender);
  const win = attackerWins(diceA, diceD, powA - powD);
  return {
    attacker: win,
    defender: 1 - win,
    dice: { attacker: diceA, defender: diceD },
    power: { attacker: powA, defender: powD },
    attackerByCard: Array.from({ length: MAX_CARD + 1 }, (_, card) =>
      attackerWins(diceA, diceD, powA - attacker.card + card - powD),
    ),
  };
}
