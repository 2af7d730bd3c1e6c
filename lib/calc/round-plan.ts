/**
 * Each side's dice round by round (lib/calc/space.ts RoundContext): the modifiers that hold for the
 * whole combat (nebula, Rickar Rickani, Tekklar Legion), those of one round (Morale Boost,
 * Supercharge, Fighter Prototype), rerolls (Munitions Reserves, War Funding, Fire Team; the
 * opponent's War Funding Ω), doubled hits (X-89 Bacterial Weapon ΩΩ) and an agent's extra die in its
 * chosen round (Viscount Unlenn, Evelyn DeLouis); from `stationaryFrom` on, every round alike.
 */
import { roundAgent, type ResolvedSide } from './resolve';
import type { RoundContext } from './space';
import type { BattleInput } from './types';

export interface RoundPlan {
  contexts: RoundContext[][];
  /** contextIndex[side][round - 1], the last entry holding from then on. */
  contextIndex: number[][];
  stationaryFrom: number;
}

/** What changes a side's dice in the first round only: Supercharge, Fighter Prototype, Fire Team, War Funding (either printing). */
function firstRoundOnly(r: ResolvedSide, space: boolean): boolean {
  const s = r.input;
  return r.has('supercharge') || (space ? !!s.fighterPrototype || warFunds(s) : !!s.fireTeam);
}

/** War Funding, base or Ω: the holder rerolls its missed dice in the round it is played (the first). */
function warFunds(s: ResolvedSide['input']): boolean {
  return !!s.warFunding || !!s.warFundingOmega;
}

/**
 * The round of the side's agent die (Viscount Unlenn, Evelyn DeLouis), or 0 without one. The card
 * is played "at the start of a combat round", any round the player likes: no round is best in
 * general (a die held back can wait for Morale Boost, or for the round after the opponent's Shields
 * Holding), so the player says which; the first by default.
 */
function agentDieRound(r: ResolvedSide, kind: BattleInput['battle']): number {
  return r.has(roundAgent(kind)) ? (r.input.agentRound ?? 1) : 0;
}

/**
 * A side's modifier for the whole combat: its own and its faction's, the nebula (defender, space),
 * Rickar Rickani's +2, Aroz Hollow's +1, Tekklar Legion's +1 for its holder and -1 for a Sardakk N'orr opponent.
 */
function combatModifier(input: BattleInput, resolved: readonly ResolvedSide[], i: number): number {
  const r = resolved[i]!;
  const other = resolved[1 - i]!;
  const space = input.battle === 'space';
  const tekklar = !space && (r.input.tekklarLegion ?? false) ? 1 : 0;
  const tekklarAgainst = !space && other.input.tekklarLegion && r.faction?.id === 'sardakk' ? -1 : 0;
  const commanders = (r.has('rickarRickani') ? 2 : 0) + (r.has('arozHollow') ? 1 : 0);
  return r.modifier + (input.nebula && space && i === 1 ? 1 : 0) + commanders + tekklar + tekklarAgainst;
}

/** Each side's dice per round: modifiers, Morale Boost, Supercharge, Fighter Prototype, rerolls, agents. */
export function roundPlan(input: BattleInput, resolved: readonly ResolvedSide[]): RoundPlan {
  const stationaryFrom = lastChangingRound(input, resolved) + 1;
  const sides = resolved.map((_, i) => sideRounds(input, resolved, i, stationaryFrom));
  return { contexts: sides.map((s) => s.contexts), contextIndex: sides.map((s) => s.index), stationaryFrom };
}

/** The last round some side's dice are its own in (a card of that round, a retreat announced, an agent's die); 0 when every round is alike. */
function lastChangingRound(input: BattleInput, resolved: readonly ResolvedSide[]): number {
  const space = input.battle === 'space';
  let last = 0;
  for (const r of resolved) {
    const s = r.input;
    last = Math.max(last, s.moraleBoost ?? 0, space ? (s.retreat?.afterRound ?? 0) : 0, space ? (s.munitionsReserves ?? 0) : 0);
    // Heaven's Eye repairs at the end of the round: a flagship damaged before round 1 is repaired
    // at its end even when nobody hits, a round the chain must step rather than fold away.
    if (firstRoundOnly(r, space) || (space && r.has('heavensEye'))) last = Math.max(last, 1);
    last = Math.max(last, agentDieRound(r, input.battle));
  }
  return last;
}

/** Side i's dice of each round up to `stationaryFrom`, each kind once (`contexts`), and which of them each round rolls (`index`). */
function sideRounds(input: BattleInput, resolved: readonly ResolvedSide[], i: number, stationaryFrom: number): { contexts: RoundContext[]; index: number[] } {
  const r = resolved[i]!;
  const contexts: RoundContext[] = [];
  const keys = new Map<string, number>();
  const index: number[] = [];
  const modifier = combatModifier(input, resolved, i);
  const agentDie = agentDieRound(r, input.battle);
  for (let round = 1; round <= stationaryFrom; round++) {
    const ctx = roundContext(input, r, resolved[1 - i]!, modifier, agentDie, round);
    // Rounds alike in every field roll the same dice: one context for them all.
    const key = Object.values(ctx).join(',');
    let k = keys.get(key);
    if (k === undefined) {
      k = contexts.length;
      contexts.push(ctx);
      keys.set(key, k);
    }
    index.push(k);
  }
  return { contexts, index };
}

/**
 * The side's dice in one round: its combat `modifier` and that round's own, its rerolls, its agent's
 * die (`agentDie`: the round of it), and what the `opponent`'s card does to them.
 */
function roundContext(input: BattleInput, r: ResolvedSide, opponent: ResolvedSide, modifier: number, agentDie: number, round: number): RoundContext {
  const s = r.input;
  const space = input.battle === 'space';
  const first = round === 1;
  return {
    modifier: modifier + (s.moraleBoost === round ? 1 : 0) + (r.has('supercharge') && first ? 1 : 0),
    reroll: space ? (s.munitionsReserves ?? 0) >= round || (first && warFunds(s)) : (s.fireTeam ?? false) && first,
    fighterBonus: space && s.fighterPrototype && first ? 2 : 0,
    // Viscount Unlenn (a ship) and Evelyn DeLouis (a ground force), in the round the player chose.
    extraDie: round === agentDie,
    // X-89 Bacterial Weapon ΩΩ: "Double the hits produced by your units' ... ground combat rolls."
    doubleHits: !space && !!s.x89BacterialWeaponOmegaOmega,
    // War Funding Ω: "You may reroll all of your opponent's dice", played in the first round and
    // used when the opponent's roll beat its average (the policy Scramble Frequency follows).
    rerolledAboveMean: space && first && !!opponent.input.warFundingOmega,
  };
}
