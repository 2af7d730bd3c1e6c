/**
 * State changes of the /calc page that are more than setting a field: taking a preset without
 * losing the player's own settings, clearing the fleets, switching the kind of battle, and
 * choosing a faction (whose sheet replaces the hand-entered flagship and the faction options).
 */
import { FACTIONS } from './factions';
import { FLAG_OPTIONS, otherPrinting, type SideFlag } from './options';
import { allianceRefusal } from './alliance';
import { CAVALRY_OPTION, PROMISSORY_OPTIONS } from './promissory';
import { FACTION_COUNTS } from './faction-counts';
import { defenderStandIn, hasUpgrade, resolveSide, roundAgent } from './resolve';
import type { BattleInput, BattleKind, SideInput } from './types';
import type { UnitName } from './units';
import type { Who } from './display';

const SHIPS: UnitName[] = ['warsun', 'dreadnought', 'cruiser', 'carrier', 'destroyer', 'fighter', 'flagship'];
const GROUND: UnitName[] = ['infantry', 'mech'];

/**
 * The units each side can field in each kind of battle, with the exceptions a faction's sheet
 * prints: The Alastor's ground forces and Eidolon mechs in space, the Matriarch's fighters on an
 * invaded planet, Quietus in orbit over a ground combat (see `fights` in resolve.ts, which decides
 * who actually rolls).
 */
export function unitsFor(kind: BattleKind, who: Who, side?: SideInput): UnitName[] {
  const has = side?.faction ? resolveSide(side).has : () => false;
  const add = (list: UnitName[], extra: UnitName[]) => [...list, ...extra.filter((u) => !list.includes(u))];
  if (kind === 'space') {
    const ships = has('theAlastor') ? add(SHIPS, GROUND) : has('eidolon') ? add(SHIPS, ['mech']) : SHIPS;
    return [...ships, 'pds'];
  }
  if (kind === 'ground') return who === 'defender' ? [...GROUND, 'pds'] : has('quietus') ? [...GROUND, 'flagship'] : GROUND;
  if (who === 'defender') return [...GROUND, 'pds'];
  return has('matriarch') ? ['warsun', 'dreadnought', 'flagship', 'fighter', ...GROUND] : ['warsun', 'dreadnought', 'flagship', ...GROUND];
}

/** The faction part of a side: what stays with the player whatever the fleet. */
function factionPart(s: SideInput, kind: BattleKind): Partial<SideInput> {
  if (!s.faction) return {};
  return {
    faction: s.faction,
    ...(s.factionOptions?.length ? { factionOptions: s.factionOptions } : {}),
    // Munitions Reserves' rounds and The Egeiro's systems count in space combat only.
    ...(kind === 'space' ? countsOf(s) : {}),
    // The agent's round goes with the agent: Letnev's works in space only, Sol's on the ground only.
    ...(s.agentRound && s.factionOptions?.includes(roundAgent(kind)) ? { agentRound: s.agentRound } : {}),
  };
}

/** The side's counted faction options that are set (lib/calc/faction-counts.ts). */
function countsOf(s: SideInput): Partial<SideInput> {
  return Object.fromEntries(FACTION_COUNTS.flatMap(({ key }) => (s[key] ? [[key, s[key]]] : [])));
}

/** The side without its faction: its options, counts and agent's round go with it. */
function withoutFaction(s: SideInput): SideInput {
  const { faction: _f, factionOptions: _o, agentRound: _r, ...rest } = s;
  for (const { key } of FACTION_COUNTS) delete rest[key];
  return rest;
}

/** Keeps only what the new kind of battle uses, so switching never leaves a hidden error behind. */
export function withKind(input: BattleInput, kind: BattleKind): BattleInput {
  const side = (s: SideInput, who: Who): SideInput => {
    const allowed = unitsFor(kind, who, s);
    const out: SideInput = {
      units: Object.fromEntries(Object.entries(s.units).filter(([n]) => allowed.includes(n as UnitName))),
      upgrades: s.upgrades.filter((u) => allowed.includes(u)),
      modifier: s.modifier,
      ...factionPart(s, kind),
    };
    if (s.flagship) out.flagship = s.flagship;
    if (s.moraleBoost) out.moraleBoost = s.moraleBoost;
    for (const o of FLAG_OPTIONS) if (s[o.key] && o.kinds.includes(kind)) out[o.key] = true;
    if (kind === 'space' && s.directHit) out.directHit = s.directHit;
    if (kind === 'space' && s.retreat) out.retreat = s.retreat;
    if (kind === 'space' && s.theCavalry) out.theCavalry = s.theCavalry;
    if (s.allianceCommanders?.length) out.allianceCommanders = s.allianceCommanders;
    return withTokensFitting({ ...out, ...(s.galvanized ? { galvanized: s.galvanized } : {}) });
  };
  return {
    battle: kind,
    sustain: input.sustain,
    ...(kind === 'space' && input.nebula ? { nebula: true } : {}),
    ...(input.maxRounds ? { maxRounds: input.maxRounds } : {}),
    attacker: side(input.attacker, 'attacker'),
    defender: side(input.defender, 'defender'),
  };
}

/**
 * A preset's battle, with the player's own choices kept: how a player takes hits (Sustain Damage)
 * and which faction each side plays are theirs, not the preset's; switching them silently would
 * change the odds unseen. A kept faction flies its own flagship, so a preset's flagship roll goes.
 */
export function withPreset(current: BattleInput, preset: BattleInput): BattleInput {
  const side = (p: SideInput, mine: SideInput): SideInput => {
    const kept = factionPart(mine, preset.battle);
    if (!kept.faction) return p;
    const { flagship: _roll, ...rest } = withoutFaction(p);
    const faction = FACTIONS.get(kept.faction);
    return { ...rest, upgrades: rest.upgrades.filter((u) => hasUpgrade(faction, u)), ...kept };
  };
  return { ...preset, sustain: current.sustain, attacker: side(preset.attacker, current.attacker), defender: side(preset.defender, current.defender) };
}

/**
 * Both fleets emptied and both factions dropped (a fresh battle); the kind of battle, upgrades,
 * modifiers, hand-entered flagship roll and card options stay as the player set them.
 */
export function withFleetsCleared(current: BattleInput): BattleInput {
  const clear = (s: SideInput): SideInput => {
    // The Cavalry goes with the ships it was played on.
    const { theCavalry: _c, allianceCommanders: _a, galvanized: _g, ...rest } = withoutFaction(s);
    const upgrades = s.faction ? s.upgrades.filter((u) => hasUpgrade(undefined, u)) : s.upgrades;
    return { ...rest, units: {}, upgrades };
  };
  return { ...current, attacker: clear(current.attacker), defender: clear(current.defender) };
}

/**
 * A side switched to another faction (or to none): the new sheet's flagship replaces a
 * hand-entered roll, options of the old faction go, and so do upgrades only the old faction had
 * (Memoria II) and units the new one cannot field in this battle. Without a faction, a fielded
 * flagship gets a plain roll to edit, as when it is first added.
 */
export function withFaction(input: BattleInput, who: Who, id: string | undefined): BattleInput {
  const s = input[who];
  const faction = id === undefined ? undefined : FACTIONS.get(id);
  const { flagship: roll, ...rest } = withoutFaction(s);
  const next: SideInput = { ...rest, upgrades: s.upgrades.filter((u) => hasUpgrade(faction, u)) };
  if (faction) next.faction = faction.id;
  else if (roll) next.flagship = roll;
  else if (s.units.flagship) next.flagship = { ...DEFAULT_FLAGSHIP };
  const allowed = unitsFor(input.battle, who, next);
  next.units = Object.fromEntries(Object.entries(s.units).filter(([n]) => allowed.includes(n as UnitName)));
  // A faction cannot play its own promissory notes; Greyfire Mutagen is not played against the Yin,
  // nor The Cavalry against the Nomad.
  for (const o of PROMISSORY_OPTIONS) if (o.owner === id) delete next[o.key];
  if (id === CAVALRY_OPTION.owner) delete next.theCavalry;
  const otherWho = who === 'attacker' ? 'defender' : 'attacker';
  const against = id === 'yin' ? 'greyfireMutagen' : id === CAVALRY_OPTION.owner ? 'theCavalry' : undefined;
  const other = against && input[otherWho][against] ? { [otherWho]: withoutKey(input[otherWho], against) } : {};
  const out = { ...input, ...other, [who]: withTokensFitting(next) };
  return { ...out, attacker: withAlliancesThatFit(out, 'attacker'), defender: withAlliancesThatFit(out, 'defender') };
}

/** A side's Alliance commanders less those its faction or its opponent's now rules out. */
function withAlliancesThatFit(input: BattleInput, who: Who): SideInput {
  const s = input[who];
  const opponent = input[who === 'attacker' ? 'defender' : 'attacker'].faction;
  const kept = s.allianceCommanders?.filter((id) => !allianceRefusal(id, who, s.faction, opponent));
  if (kept?.length === s.allianceCommanders?.length) return s;
  const rest = withoutKey(s, 'allianceCommanders');
  return kept?.length ? { ...rest, allianceCommanders: kept } : rest;
}

/** The side with `n` of its units of this type galvanized (0: none, and the entry goes). */
export function withGalvanized(side: SideInput, name: UnitName, n: number): SideInput {
  const rest = { ...side.galvanized };
  delete rest[name];
  return withTokensFitting({ ...withoutKey(side, 'galvanized'), galvanized: n > 0 ? { ...rest, [name]: n } : rest });
}

/** Galvanize tokens only on units the side lists: a count lowered below its tokens takes them with it. */
export function withTokensFitting(side: SideInput): SideInput {
  const kept = Object.entries(side.galvanized ?? {}).flatMap(([name, n]) => {
    const fit = Math.min(n, side.units[name as UnitName] ?? 0);
    return fit > 0 ? [[name, fit] as const] : [];
  });
  const rest = withoutKey(side, 'galvanized');
  return kept.length ? { ...rest, galvanized: Object.fromEntries(kept) } : rest;
}

function withoutKey(side: SideInput, key: keyof SideInput): SideInput {
  const { [key]: _gone, ...rest } = side;
  return rest as SideInput;
}

/** The roll a flagship starts with when a player without a faction adds one: 7 (x2), the commonest printed. */
export const DEFAULT_FLAGSHIP = { value: 7, dice: 2 } as const;

/** One on/off option switched; switching on one printing of a card (X-89 Bacterial Weapon Ω, ΩΩ) switches the other off. */
export function withFlag(side: SideInput, key: SideFlag, on: boolean): SideInput {
  const rival = otherPrinting(key)?.key;
  const { [key]: _old, ...rest } = rival && on ? withoutKey(side, rival) : side;
  return on ? { ...rest, [key]: true } : rest;
}

/** One optional faction ability (faction technology, condition) switched on or off. */
export function withFactionOption(side: SideInput, id: string, on: boolean): SideInput {
  const abilities = (side.faction === undefined ? undefined : FACTIONS.get(side.faction))?.abilities ?? [];
  // An option that builds on another (Moyin's Ashes on Indoctrination) brings it along, and goes with it.
  const dependents = new Set(abilities.filter((a) => a.requires === id).map((a) => a.id));
  // Two versions of one card (Iconoclast and Iconoclast Ω): switching one on switches the other off.
  const ability = abilities.find((a) => a.id === id);
  const rivals = new Set(abilities.filter((a) => a.replaces === id || a.id === ability?.replaces).map((a) => a.id));
  const list = (side.factionOptions ?? []).filter((o) => o !== id && (on || !dependents.has(o)) && !(on && rivals.has(o)));
  if (on) {
    const needs = ability?.requires;
    if (needs && !list.includes(needs)) list.push(needs);
    list.push(id);
  }
  // The agent's round goes when the agent does.
  const agentOff = !on && (id === roundAgent('space') || id === roundAgent('ground'));
  const { factionOptions: _o, ...rest } = agentOff ? withoutKey(side, 'agentRound') : side;
  // An option printed on a unit upgrade (Exotrireme II) researches it.
  if (on && ability?.upgrade && !rest.upgrades.includes(ability.upgrade)) rest.upgrades = [...rest.upgrades, ability.upgrade];
  return list.length ? { ...rest, factionOptions: list } : rest;
}

/**
 * True while a side has no units at all: the page asks for units instead of showing an error. A
 * defender with nothing but a planet that fires (Elysium with Ul the Progenitor, Mecatol Rex with Custodia Vigilia, a battlestation)
 * is a battle, not an empty side.
 */
export function hasEmptySide(input: BattleInput): boolean {
  const none = (s: SideInput) => !Object.values(s.units).some((n) => n > 0);
  return none(input.attacker) || (none(input.defender) && !defenderStandIn(input.defender, input.battle, input));
}
