/**
 * State changes of the /calc page that are more than setting a field: taking a preset without
 * losing the player's own settings, and clearing the fleets.
 */
import type { BattleInput, SideInput } from './types';

/**
 * A preset's battle, with the player's Sustain Damage choice kept: how a player takes hits is
 * theirs to choose, not the preset's, and switching it silently would change the odds unseen.
 */
export function withPreset(current: BattleInput, preset: BattleInput): BattleInput {
  return { ...preset, sustain: current.sustain };
}

/** Both fleets emptied; the kind of battle, upgrades, modifiers, flagship roll and options stay as the player set them. */
export function withFleetsCleared(current: BattleInput): BattleInput {
  const clear = (s: SideInput): SideInput => ({ ...s, units: {} });
  return { ...current, attacker: clear(current.attacker), defender: clear(current.defender) };
}

/** True while a side has no units at all: the page asks for units instead of showing an error. */
export function hasEmptySide(input: BattleInput): boolean {
  return Object.keys(input.attacker.units).length === 0 || Object.keys(input.defender.units).length === 0;
}
