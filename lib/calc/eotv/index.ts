/** Empires of the Void II odds: battle, hazard crossing and diplomacy rolls (all exact). */
export { eotvBattle, highestDie, type EotvBattleInput, type EotvBattleResult, type EotvSide, type EotvUnit } from './battle';
export { hazardChance, hazardOdds, type HazardOdds } from './hazard';
export { diplomacyChance, powerNeeded } from './diplomacy';
export { EOTV_RULES, type Citation } from './rules';
export { decodeEotv, encodeEotv, EOTV_DEFAULT, EOTV_LIMITS, type EotvParsed, type EotvState } from './url';
