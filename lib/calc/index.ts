/** The combat-odds engine's public surface: validate untrusted input, then compute exact odds. */
export { computeOdds } from './battle';
export { parseBattleInput, describeError, type Parsed } from './validate';
export type { BattleInput, BattleKind, OddsResult, SideInput, SustainPolicy, RetreatPlan, Survivors } from './types';
export { UNITS, UNIT_NAMES, DEFAULT_LOSS_ORDER, type UnitName, type Roll } from './units';
export { FLAGSHIP_PRESETS } from './flagships';
export { FACTIONS, FACTION_LIST, factionListing, type Faction, type FactionAbility } from './factions';
