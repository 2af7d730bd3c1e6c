/**
 * Turns untrusted JSON (CLI input, URL query) into a BattleInput, or names the first field that is
 * wrong. Counts are capped (the plastic limits, 20 for fighters and infantry) so that every answer
 * is computed in milliseconds; an input over a cap is refused, never silently trimmed.
 */
import { describeValue, echo } from '../input/echo';
import { ownEntry } from '../input/own';
import { FACTIONS, type Faction } from './factions';
import { FLAGSHIP_PRESETS } from './flagships';
import { FLAG_OPTIONS, otherPrinting } from './options';
import { PROMISSORY_OPTIONS } from './promissory';
import { defenderStandIn, fights, hasUpgrade, resolveBattle, resolveSide, roundAgent, type ResolvedSide } from './resolve';
import { allianceRefusal } from './alliance';
import { CAVALRY_SHIPS } from './cavalry';
import { FACTION_COUNTS, factionCountRefusal } from './faction-counts';
import { onlySide, sideMayUse, type Who } from './side-use';
import type { BattleInput, BattleKind, CavalryPlay, RetreatPlan, SideInput } from './types';
import { isUnitName, MAX_PDS_ON_PLANET, UNITS, type Roll, type UnitName } from './units';

export type Parsed = { ok: true; input: BattleInput } | { ok: false; field: string; message: string };

class InputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_ROUNDS = 20;
/** Units a side brings into one fight; keeps the worst case (Duranium Armor, big fleets) near a second. */
const MAX_FIGHTING_UNITS = 30;
const MAX_MODIFIER = 3;
/** The action deck holds four Direct Hit cards. */
const MAX_DIRECT_HITS = 4;
/**
 * The Egeiro's count: 9 less 11 hits on every die even at the lowest side modifier (-3), so a
 * larger count cannot change an answer (the page's stepper ends at "11+").
 */
const MAX_EGEIRO_SYSTEMS = 11;
/** Thunder's Edge holds 7 galvanize tokens (AsyncTI4's and ti4calc's count; docs/calc-factions-audit.md, "Thunder's Edge"). */
const GALVANIZE_TOKENS = 7;

export function parseBattleInput(raw: unknown): Parsed {
  try {
    return { ok: true, input: battle(raw) };
  } catch (e) {
    if (e instanceof InputError) return { ok: false, field: e.field, message: e.message };
    throw e;
  }
}

/** "field: message", the one line the CLI prints and the page shows. */
export function describeError(parsed: Extract<Parsed, { ok: false }>): string {
  return `${parsed.field}: ${parsed.message}`;
}

function battle(raw: unknown): BattleInput {
  const o = object(raw, 'input');
  known(o, 'input', ['battle', 'sustain', 'attacker', 'defender', 'nebula', 'maxRounds', 'publicizeWeaponSchematics', 'articlesOfWar']);
  const kind = oneOf(o.battle, 'battle', ['space', 'ground', 'invasion'] as const);
  const input: BattleInput = {
    battle: kind,
    sustain: o.sustain === undefined ? 'first' : oneOf(o.sustain, 'sustain', ['first', 'last'] as const),
    attacker: side(o.attacker, 'attacker', kind),
    defender: side(o.defender, 'defender', kind),
  };
  if (o.nebula !== undefined) input.nebula = bool(o.nebula, 'nebula');
  if (o.maxRounds !== undefined) input.maxRounds = int(o.maxRounds, 'maxRounds', 1, MAX_ROUNDS);
  if (o.publicizeWeaponSchematics !== undefined) input.publicizeWeaponSchematics = bool(o.publicizeWeaponSchematics, 'publicizeWeaponSchematics');
  if (o.articlesOfWar !== undefined) input.articlesOfWar = bool(o.articlesOfWar, 'articlesOfWar');
  if (input.attacker.faction !== undefined && input.attacker.faction === input.defender.faction) {
    fail('defender.faction', 'each faction is played by one player only');
  }
  for (const [path, s, other] of [['attacker', input.attacker, input.defender], ['defender', input.defender, input.attacker]] as const) {
    s.allianceCommanders?.forEach((id, i) => {
      const why = allianceRefusal(id, path, s.faction, other.faction);
      if (why) fail(`${path}.allianceCommanders[${i}]`, why);
    });
    if (s.greyfireMutagen && other.faction === 'yin') fail(`${path}.greyfireMutagen`, 'works only against ground forces the Yin do not control');
    if (s.theCavalry && other.faction === 'nomad') fail(`${path}.theCavalry`, 'works only in a space combat against a player other than the Nomad');
  }
  checkGalvanized(input);
  checkForces(input);
  return input;
}

/** The on/off options of a side, shared with the URL encoding of the /calc page. */
export const BOOLEAN_OPTIONS = [
  'plasmaScoring',
  'antimassDeflectors',
  'gravitonLaser',
  'duraniumArmor',
  'assaultCannon',
  'magenDefenseGrid',
  'experimentalBattlestation',
  'emergencyRepairs',
  'fighterPrototype',
  'fireTeam',
  'courageousToTheEnd',
  'reflectiveShielding',
  'bunker',
  'disable',
  'blitz',
  'solarFlare',
  'scrambleFrequency',
  'waylay',
  'prophecyOfIxth',
  'x89BacterialWeapon',
  'x89BacterialWeaponOmegaOmega',
  'conventionsOfWar',
  'strikeWingAmbuscade',
  'warFunding',
  'warFundingOmega',
  'tekklarLegion',
  'greyfireMutagen',
] as const;

/** Counted options of a side (cards held, rounds): name, then the most allowed. */
export const COUNT_OPTIONS = [
  ['shieldsHolding', 4],
  ['maneuveringJets', 4],
  ['munitionsReserves', MAX_ROUNDS],
  ['egeiroSystems', MAX_EGEIRO_SYSTEMS],
] as const;

const SIDE_FIELDS = [
  'units',
  'upgrades',
  'modifier',
  'flagship',
  'lossOrder',
  'moraleBoost',
  'agentRound',
  ...BOOLEAN_OPTIONS,
  ...COUNT_OPTIONS.map(([key]) => key),
  'directHit',
  'retreat',
  'faction',
  'factionOptions',
  'theCavalry',
  'allianceCommanders',
  'galvanized',
] as const;

/** Options that belong to one kind of battle (the side an option belongs to is in FLAG_OPTIONS); anything else is refused as a mistake. */
const SPACE_ONLY = [
  'gravitonLaser',
  'assaultCannon',
  'experimentalBattlestation',
  'directHit',
  'retreat',
  'shieldsHolding',
  'fighterPrototype',
  'courageousToTheEnd',
  'reflectiveShielding',
  'solarFlare',
  'waylay',
  'munitionsReserves',
  'egeiroSystems',
  'warFunding',
  'warFundingOmega',
  'theCavalry',
] as const;
const GROUND_ONLY = ['magenDefenseGrid', 'fireTeam', 'tekklarLegion', 'greyfireMutagen', 'x89BacterialWeaponOmegaOmega'] as const;
const INVASION_ONLY = ['bunker', 'disable', 'blitz', 'x89BacterialWeapon', 'conventionsOfWar'] as const;
const NOT_GROUND = ['maneuveringJets', 'scrambleFrequency', 'strikeWingAmbuscade'] as const;

/** One side of the input, read and checked: refused with the field's path when it is not allowed. */
function side(raw: unknown, path: Who, kind: BattleKind): SideInput {
  const o = object(raw, path);
  known(o, path, SIDE_FIELDS);
  const faction = o.faction === undefined ? undefined : factionId(o.faction, `${path}.faction`);
  const s: SideInput = {
    units: units(o.units, `${path}.units`),
    upgrades: o.upgrades === undefined ? [] : upgrades(o.upgrades, `${path}.upgrades`, faction),
    modifier: o.modifier === undefined ? 0 : int(o.modifier, `${path}.modifier`, -MAX_MODIFIER, MAX_MODIFIER),
  };
  if (faction) {
    factionFields(o, path, s, faction);
  } else {
    if (o.factionOptions !== undefined) fail(`${path}.factionOptions`, 'needs a faction');
    if ((s.units.flagship ?? 0) > 0) s.flagship = flagship(o.flagship, `${path}.flagship`);
    else if (o.flagship !== undefined) flagship(o.flagship, `${path}.flagship`);
  }
  for (const [key, max] of COUNT_OPTIONS) if (o[key] !== undefined) s[key] = int(o[key], `${path}.${key}`, 0, max);
  for (const count of FACTION_COUNTS) {
    const why = s[count.key] ? factionCountRefusal(count, faction?.id) : undefined;
    if (why) fail(`${path}.${count.key}`, why);
  }
  if (o.lossOrder !== undefined) s.lossOrder = unitList(o.lossOrder, `${path}.lossOrder`);
  if (o.moraleBoost !== undefined) s.moraleBoost = int(o.moraleBoost, `${path}.moraleBoost`, 1, MAX_ROUNDS);
  if (o.agentRound !== undefined) s.agentRound = agentRound(o.agentRound, `${path}.agentRound`, kind, s);
  for (const key of BOOLEAN_OPTIONS) if (o[key] !== undefined) s[key] = bool(o[key], `${path}.${key}`);
  if (o.directHit !== undefined) s.directHit = int(o.directHit, `${path}.directHit`, 0, MAX_DIRECT_HITS);
  if (o.retreat !== undefined) s.retreat = retreat(o.retreat, `${path}.retreat`);
  if (o.theCavalry !== undefined) s.theCavalry = cavalry(o.theCavalry, `${path}.theCavalry`, s);
  if (o.allianceCommanders !== undefined) s.allianceCommanders = idList(o.allianceCommanders, `${path}.allianceCommanders`);
  // None galvanized reads as the field left out, so a link (which leaves out zeros) round-trips.
  const tokens = o.galvanized === undefined ? {} : galvanized(o.galvanized, `${path}.galvanized`, s);
  if (Object.keys(tokens).length) s.galvanized = tokens;
  checkWhereUsed(o, path, kind, faction);
  return s;
}

/** A faction side's own fields: no flagship of the player's choosing, and faction options that fit together. */
function factionFields(o: Record<string, unknown>, path: Who, s: SideInput, faction: Faction): void {
  s.faction = faction.id;
  if (o.flagship !== undefined) fail(`${path}.flagship`, `${faction.name} fly their own flagship (${faction.units.flagship.name}); leave this out`);
  if (o.factionOptions !== undefined) s.factionOptions = factionOptions(o.factionOptions, `${path}.factionOptions`, faction);
  s.factionOptions?.forEach((id, i) => {
    const ability = faction.abilities.find((a) => a.id === id)!;
    if (ability.replaces && s.factionOptions!.includes(ability.replaces)) {
      fail(`${path}.factionOptions[${i}]`, `${ability.name} replaces ${ability.replaces}: list one of the two`);
    }
    if (ability.requires && !s.factionOptions!.includes(ability.requires)) {
      fail(`${path}.factionOptions[${i}]`, `${ability.name} works through ${ability.requires}: list ${ability.requires} too`);
    }
    if (!sideMayUse(ability, path)) fail(`${path}.factionOptions[${i}]`, `only the ${onlySide(ability)} can use ${ability.name}`);
    if (ability.upgrade && !s.upgrades.includes(ability.upgrade)) fail(`${path}.factionOptions[${i}]`, `${ability.name} is printed on the ${ability.upgrade} upgrade: list "${ability.upgrade}" in upgrades`);
    // Moyin's Ashes places a mech from reinforcements.
    if (id === 'moyinsAshes' && (s.units.mech ?? 0) >= UNITS.mech.max) fail(`${path}.factionOptions[${i}]`, `no mech left in reinforcements (${UNITS.mech.max} on the board)`);
  });
}

/** Refuses options used on the wrong side or in the wrong kind of battle. */
function checkWhereUsed(o: Record<string, unknown>, path: Who, kind: BattleKind, faction: Faction | undefined): void {
  const used = (key: string) => o[key] !== undefined && o[key] !== false && o[key] !== 0;
  for (const option of FLAG_OPTIONS) if (used(option.key) && !sideMayUse(option, path)) fail(`${path}.${option.key}`, `only the ${onlySide(option)} can use this`);
  if (kind !== 'space') {
    for (const key of SPACE_ONLY) if (used(key)) fail(`${path}.${key}`, `applies to space combat only, not "${kind}"`);
  } else {
    for (const key of GROUND_ONLY) if (used(key)) fail(`${path}.${key}`, 'applies to ground combat only, not "space"');
  }
  if (kind !== 'invasion') {
    for (const key of INVASION_ONLY) if (used(key)) fail(`${path}.${key}`, `applies to an invasion only, not "${kind}"`);
  }
  for (const { key, owner } of PROMISSORY_OPTIONS) {
    if (used(key) && owner === faction?.id) fail(`${path}.${key}`, `${faction!.name} give this promissory note away: only another player can play it (60)`);
  }
  for (const o of FLAG_OPTIONS) {
    const rival = otherPrinting(o.key);
    if (rival && used(o.key) && used(rival.key)) fail(`${path}.${o.key}`, `${o.label} and ${rival.label} are two printings of one card: list one of the two`);
  }
  if (used('x89BacterialWeapon') && faction?.abilities.some((a) => a.id === 'harrow')) {
    // Harrow's bombardments are dealt with each ground combat round's hits: X-89 after them is not computed.
    fail(`${path}.x89BacterialWeapon`, 'not computed together with Harrow (L1Z1X): its bombardments come with each round\'s hits');
  }
  if (kind === 'ground') {
    for (const key of NOT_GROUND) if (used(key)) fail(`${path}.${key}`, 'no unit-ability rolls happen in a ground combat alone');
  }
}

function units(raw: unknown, path: string): Partial<Record<UnitName, number>> {
  const o = object(raw, path);
  const out: Partial<Record<UnitName, number>> = {};
  for (const [name, n] of Object.entries(o)) {
    if (!isUnitName(name)) fail(`${path}.${echo(name)}`, `unknown unit (known: ${Object.keys(UNITS).join(', ')})`);
    const max = UNITS[name].max;
    out[name] = int(n, `${path}.${name}`, 0, max, `at most ${max} (counts are capped so every answer stays instant)`);
  }
  return out;
}

function upgrades(raw: unknown, path: string, faction: Faction | undefined): UnitName[] {
  const list = unitList(raw, path);
  list.forEach((name, i) => {
    if (!hasUpgrade(faction, name)) fail(`${path}[${i}]`, `${name} has no unit upgrade`);
  });
  return list;
}

function factionId(raw: unknown, path: string): Faction {
  const faction = typeof raw === 'string' ? FACTIONS.get(raw) : undefined;
  if (!faction) fail(path, `unknown faction (known: ${[...FACTIONS.keys()].join(', ')})`);
  return faction;
}

function factionOptions(raw: unknown, path: string, faction: Faction): string[] {
  if (!Array.isArray(raw)) fail(path, 'must be an array of ability ids');
  const known = new Map(faction.abilities.filter((a) => a.option).map((a) => [a.id, a]));
  const seen = new Set<string>();
  return raw.map((id: unknown, i: number) => {
    if (typeof id !== 'string' || !known.has(id)) {
      fail(`${path}[${i}]`, `not an optional ability of the ${faction.name} (known: ${[...known.keys()].join(', ') || 'none'})`);
    }
    if (seen.has(id)) fail(`${path}[${i}]`, `${id} is listed twice`);
    seen.add(id);
    return id;
  });
}

/** A list of ids, each once; which ids are known is checked by the caller. */
function idList(raw: unknown, path: string): string[] {
  if (!Array.isArray(raw)) fail(path, 'must be an array of ability ids');
  const seen = new Set<unknown>();
  return raw.map((id: unknown, i: number) => {
    if (typeof id !== 'string') fail(`${path}[${i}]`, `must be an ability id, not ${describeValue(id)}`);
    if (seen.has(id)) fail(`${path}[${i}]`, `${id} is listed twice`);
    seen.add(id);
    return id;
  });
}

function unitList(raw: unknown, path: string): UnitName[] {
  if (!Array.isArray(raw)) fail(path, 'must be an array of unit names');
  const seen = new Set<string>();
  return raw.map((name: unknown, i: number) => {
    if (typeof name !== 'string' || !isUnitName(name)) fail(`${path}[${i}]`, `unknown unit ${describeValue(name)}`);
    if (seen.has(name)) fail(`${path}[${i}]`, `${name} is listed twice`);
    seen.add(name);
    return name;
  });
}

function flagship(raw: unknown, path: string): Roll {
  if (raw === undefined) fail(path, 'give the flagship\'s combat value and dice, e.g. {"value":5,"dice":2}, or a preset name');
  if (typeof raw === 'string') {
    const preset = ownEntry(FLAGSHIP_PRESETS, raw);
    if (!preset) fail(path, `unknown preset (known: ${Object.keys(FLAGSHIP_PRESETS).join(', ')})`);
    return preset.roll;
  }
  const o = object(raw, path);
  known(o, path, ['value', 'dice']);
  return { value: int(o.value, `${path}.value`, 1, 10), dice: int(o.dice, `${path}.dice`, 1, 4) };
}

/** The round of the side's agent: only with the agent of this kind of combat switched on. */
function agentRound(raw: unknown, path: string, kind: BattleKind, s: SideInput): number {
  const round = int(raw, path, 1, MAX_ROUNDS);
  const agent = roundAgent(kind);
  if (!s.factionOptions?.includes(agent)) {
    fail(path, `needs the agent of this combat switched on: "${agent}" in factionOptions (${kind === 'space' ? 'Letnev' : 'Sol'})`);
  }
  return round;
}

/** The Cavalry: a ship type the side fields, and which Memoria the Nomad has. */
function cavalry(raw: unknown, path: string, s: SideInput): CavalryPlay {
  const o = object(raw, path);
  known(o, path, ['ship', 'memoriaII']);
  const ship = oneOf(o.ship, `${path}.ship`, CAVALRY_SHIPS);
  if (!(s.units[ship] ?? 0)) fail(`${path}.ship`, `no ${UNITS[ship].label.toLowerCase()} in this side's units to play it on`);
  if (s.faction === 'nomad') fail(path, 'The Nomad give this promissory note away: only another player can play it (60)');
  // Memoria I unless said: false and absent read the same, so a link (which leaves false out) round-trips.
  return o.memoriaII !== undefined && bool(o.memoriaII, `${path}.memoriaII`) ? { ship, memoriaII: true } : { ship };
}

/** Galvanized units by type: each a unit the side lists. */
function galvanized(raw: unknown, path: string, s: SideInput): Partial<Record<UnitName, number>> {
  const o = object(raw, path);
  const out: Partial<Record<UnitName, number>> = {};
  for (const [name, n] of Object.entries(o)) {
    if (!isUnitName(name)) fail(`${path}.${echo(name)}`, `unknown unit (known: ${Object.keys(UNITS).join(', ')})`);
    const listed = s.units[name] ?? 0;
    const count = int(n, `${path}.${name}`, 0, listed, `at most the ${listed} listed in this side's units`);
    if (count > 0) out[name] = count;
  }
  return out;
}

/**
 * The galvanize tokens of a battle: 7 at most, and only where the engine can tell which units hold
 * them (it takes a side's plain units of a type first). Refused: The Cavalry on a type only partly
 * galvanized (which ship it is played on is not told), and galvanized infantry or mechs where a
 * unit is replaced or joins at the start of ground combat, or destroyed by Strike Wing Alpha II's
 * barrage (the player choosing that unit would take a galvanized one).
 */
function checkGalvanized(input: BattleInput): void {
  const total = (s: SideInput) => Object.values(s.galvanized ?? {}).reduce((t, n) => t + n, 0);
  if (total(input.attacker) + total(input.defender) > GALVANIZE_TOKENS) fail('defender.galvanized', `at most ${GALVANIZE_TOKENS} galvanized units in a battle (the galvanize tokens)`);
  const sides = resolveBattle(input);
  const space = input.battle === 'space';
  // In space only the opponent's Strike Wing Alpha II takes infantry; on a planet either side's cards change them.
  const strikeWing = (r: ResolvedSide) => r.has('strikeWingAlpha') && r.upgraded('destroyer');
  const replaces = (r: ResolvedSide) => r.has('indoctrination') || !!r.input.greyfireMutagen || r.has('claireGibson');
  sides.forEach((r, i) => {
    const path = i === 0 ? 'attacker' : 'defender';
    const s = r.input;
    const ship = s.theCavalry?.ship;
    const g = ship ? (s.galvanized?.[ship] ?? 0) : 0;
    if (ship && g > 0 && g < (s.units[ship] ?? 0)) fail(`${path}.galvanized.${ship}`, 'with The Cavalry on this type, galvanize all of it or none (which ship it is played on is not told)');
    // Harrow's bombardments come with each round's hits, when the tokens left depend on the losses.
    if (i === 1 && r.has('proximaTargeting') && sides[0]!.has('harrow') && s.galvanized) fail(`${path}.factionOptions`, 'Proxima Targeting VI\'s cancels are not computed against Harrow (L1Z1X): its bombardments come with each round\'s hits');
    const taken: readonly UnitName[] = space ? (strikeWing(sides[1 - i]!) ? ['infantry'] : []) : sides.some(replaces) ? ['infantry', 'mech'] : [];
    for (const name of taken) {
      if (s.galvanized?.[name]) {
        fail(`${path}.galvanized.${name}`, `not computed with ${space ? 'Strike Wing Alpha II' : 'Indoctrination, Greyfire Mutagen or Claire Gibson'}: which ${name} it takes or adds is a player's choice`);
      }
    }
  });
}

function retreat(raw: unknown, path: string): RetreatPlan {
  const o = object(raw, path);
  known(o, path, ['afterRound', 'atShips']);
  const plan: RetreatPlan = {};
  if (o.afterRound !== undefined) plan.afterRound = int(o.afterRound, `${path}.afterRound`, 1, MAX_ROUNDS);
  if (o.atShips !== undefined) plan.atShips = int(o.atShips, `${path}.atShips`, 1, 100);
  return plan;
}

/** Who can fight in this kind of battle; units that take no part (carried infantry) are ignored. */
function checkForces(input: BattleInput): void {
  const { attacker, defender } = input;
  const role = input.battle === 'space' ? 'ship' : 'ground';
  // Units that take part in the rounds: ships or ground forces, and the faction exceptions.
  const count = (s: SideInput, r: 'ship' | 'ground') => {
    const resolved = resolveSide(s, input);
    const who = s === attacker ? 'attacker' : 'defender';
    const kind = r === 'ship' ? 'space' : input.battle === 'space' ? 'ground' : input.battle;
    return Object.entries(s.units).reduce((t, [name, n]) => t + (fights(resolved, who, kind, name as UnitName) ? n : 0), 0);
  };
  for (const [path, s] of [['attacker', attacker], ['defender', defender]] as const) {
    if (count(s, role) > MAX_FIGHTING_UNITS) {
      fail(`${path}.units`, `at most ${MAX_FIGHTING_UNITS} ${role === 'ship' ? 'ships' : 'ground forces'} per side (capped so every answer stays fast)`);
    }
  }
  if (input.battle === 'space') {
    if (count(attacker, 'ship') === 0) fail('attacker.units', 'a space combat needs at least one attacking ship');
    if (count(defender, 'ship') === 0 && !(defender.units.pds ?? 0) && !defenderStandIn(defender, 'space', input)) {
      fail('defender.units', 'the defender needs a ship, a PDS, Experimental Battlestation, (Titans) Elysium with Ul the Progenitor or (Keleres) Mecatol Rex with Custodia Vigilia');
    }
    return;
  }
  if (count(attacker, 'ground') === 0) fail('attacker.units', `a ${input.battle} needs attacking infantry or mechs`);
  if ((attacker.units.pds ?? 0) > 0) fail('attacker.units.pds', 'the attacker has no structures on the planet');
  if (input.battle === 'ground') {
    if (count(defender, 'ground') === 0) {
      // A planet's space cannon fires at a landing (66.6), a step of the invasion, not of the ground combat.
      const planet = defenderStandIn(defender, 'invasion', input);
      fail('defender.units', `ground combat needs defending infantry or mechs${planet ? ` (${planet} fires only at a landing: make it an "invasion")` : ''}`);
    }
    return;
  }
  for (const [name, n] of Object.entries(defender.units)) {
    if (n > 0 && UNITS[name as UnitName].base.role === 'ship') {
      fail(`defender.units.${name}`, 'the defender still has ships: resolve the space combat first');
    }
  }
  if ((defender.units.pds ?? 0) > MAX_PDS_ON_PLANET) fail('defender.units.pds', `a planet holds at most ${MAX_PDS_ON_PLANET} PDS (54.3)`);
}

function fail(field: string, message: string): never {
  throw new InputError(field, message);
}

function object(raw: unknown, path: string): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(path, 'must be an object');
  return raw as Record<string, unknown>;
}

function known(o: Record<string, unknown>, path: string, fields: readonly string[]): void {
  for (const key of Object.keys(o)) if (!fields.includes(key)) fail(path === 'input' ? echo(key) : `${path}.${echo(key)}`, 'unknown field');
}

function oneOf<T extends string>(raw: unknown, path: string, values: readonly T[]): T {
  if (typeof raw !== 'string' || !values.includes(raw as T)) fail(path, `must be one of ${values.map((v) => `"${v}"`).join(', ')}`);
  return raw as T;
}

function bool(raw: unknown, path: string): boolean {
  if (typeof raw !== 'boolean') fail(path, 'must be true or false');
  return raw;
}

function int(raw: unknown, path: string, min: number, max: number, overMax?: string): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw)) fail(path, 'must be a whole number');
  if (raw < min) fail(path, `must be at least ${min}`);
  if (raw > max) fail(path, overMax ?? `must be at most ${max}`);
  return raw;
}
