/**
 * Diplomacy (glossary, "Diplomacy"): play any power cards face up, roll a d6, and place one
 * influence if the result is equal to or less than the sum of the cards' power. The cards are
 * discarded either way.
 */

/** P(success) when the played cards' power adds up to `totalPower`. */
export function diplomacyChance(totalPower: number): number {
  return Math.min(6, Math.max(0, Math.floor(totalPower))) / 6;
}

/** The smallest total power that succeeds with at least this probability (1..6), or undefined. */
export function powerNeeded(probability: number): number | undefined {
  for (let power = 0; power <= 6; power++) if (diplomacyChance(power) >= probability) return power;
  return undefined;
}
