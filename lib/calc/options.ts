/**
 * What the /calc page offers, as data: each option with its label, who may use it, in which kind
 * of battle, and the rule it cites (a /r/<number> short link). Only options the engine models
 * exactly appear here.
 */
import type { BattleInput, BattleKind, SideInput } from './types';
import { PROMISSORY_OPTIONS } from './promissory';
import type { BOOLEAN_OPTIONS } from './validate';

export type SideFlag = (typeof BOOLEAN_OPTIONS)[number];

export interface FlagOption {
  key: SideFlag;
  label: string;
  /** The LRR entry of the mechanism (a /r/<rule> link). */
  rule: string;
  /** The printed component: "Action card", "Technology", "Agenda", "Promissory note"; "(Codex I)" and the like for a Codex card. */
  card: string;
  /** What the calculator does with it, in one line. */
  effect: string;
  kinds: readonly BattleKind[];
  defenderOnly?: boolean;
  attackerOnly?: boolean;
  /** The faction that gives this promissory note, and so cannot play it. */
  owner?: string;
  /** The other printing of the same card (X-89 Bacterial Weapon Ω and ΩΩ): the two are never on together. */
  replaces?: SideFlag;
}

export const FLAG_OPTIONS: readonly FlagOption[] = [
  { key: 'duraniumArmor', label: 'Duranium Armor', rule: '76', card: 'Technology', effect: 'After each round, repair 1 unit that did not sustain this round.', kinds: ['space', 'ground', 'invasion'] },
  { key: 'plasmaScoring', label: 'Plasma Scoring', rule: '66', card: 'Technology', effect: 'One extra die on each bombardment and space cannon roll.', kinds: ['space'] },
  { key: 'antimassDeflectors', label: 'Antimass Deflectors', rule: '66', card: 'Technology', effect: "-1 to the opponent's space cannon rolls against you.", kinds: ['space'] },
  { key: 'gravitonLaser', label: 'Graviton Laser System', rule: '66.5', card: 'Technology', effect: 'Your space cannon hits go to non-fighter ships.', kinds: ['space'] },
  { key: 'assaultCannon', label: 'Assault Cannon', rule: '67.2', card: 'Technology', effect: 'With 3+ non-fighter ships, the opponent destroys one before the first round.', kinds: ['space'] },
  { key: 'experimentalBattlestation', label: 'Experimental Battlestation', rule: '66.2', card: 'Action card', effect: 'A space dock fires space cannon 5 (x3).', kinds: ['space'], defenderOnly: true },
  // Ω (Codex I) and ΩΩ (Codex IV) print the same hit; ΩΩ's infantry arrive at activation, before any combat.
  { key: 'magenDefenseGrid', label: 'Magen Defense Grid Ω / ΩΩ', rule: '38', card: 'Technology (Codex I, Codex IV)', effect: "At the start of ground combat, 1 hit you assign to an invading ground force. ΩΩ's infantry (1 with each of your structures when the system is activated): list them with your infantry.", kinds: ['ground', 'invasion'], defenderOnly: true },
  { key: 'emergencyRepairs', label: 'Emergency Repairs', rule: '76', card: 'Action card', effect: 'Repair every damaged unit at the end of the first round that leaves one damaged.', kinds: ['space', 'ground', 'invasion'] },
  { key: 'fighterPrototype', label: 'Fighter Prototype', rule: '47', card: 'Action card', effect: '+2 to fighters in the first round.', kinds: ['space'] },
  { key: 'fireTeam', label: 'Fire Team', rule: '63', card: 'Action card', effect: 'Reroll missed dice in the first round of ground combat.', kinds: ['ground', 'invasion'] },
  { key: 'courageousToTheEnd', label: 'Courageous to the End', rule: '29', card: 'Action card', effect: "After the first round you lose a ship: 2 dice at its combat value, each hit destroys one of the opponent's ships.", kinds: ['space'] },
  { key: 'reflectiveShielding', label: 'Reflective Shielding', rule: '76', card: 'Action card (Codex I)', effect: 'The first time a ship sustains damage, 2 hits on the opponent.', kinds: ['space'] },
  { key: 'waylay', label: 'Waylay', rule: '10', card: 'Action card', effect: 'Your anti-fighter barrage hits any ship.', kinds: ['space'] },
  { key: 'solarFlare', label: 'Solar Flare', rule: '66', card: 'Action card (Codex I)', effect: 'No space cannon against your ships.', kinds: ['space'], attackerOnly: true },
  { key: 'scrambleFrequency', label: 'Scramble Frequency', rule: '63', card: 'Action card (Codex I)', effect: "The opponent's first space cannon, barrage or bombardment roll is rerolled if it beat its average.", kinds: ['space'] },
  { key: 'blitz', label: 'Blitz', rule: '15', card: 'Action card (Codex I)', effect: 'Ships without bombardment bombard 6.', kinds: ['invasion'], attackerOnly: true },
  { key: 'disable', label: 'Disable', rule: '56', card: 'Action card', effect: "The planet's PDS lose planetary shield and space cannon.", kinds: ['invasion'], attackerOnly: true },
  { key: 'x89BacterialWeapon', label: 'X-89 Bacterial Weapon Ω', rule: '15', card: 'Technology (Codex I)', effect: "If the bombardment destroys an infantry, all the planet's infantry are destroyed.", kinds: ['invasion'], attackerOnly: true, replaces: 'x89BacterialWeaponOmegaOmega' },
  { key: 'x89BacterialWeaponOmegaOmega', label: 'X-89 Bacterial Weapon ΩΩ', rule: '38', card: 'Technology (Codex IV)', effect: 'Every hit of your bombardment and ground combat rolls counts twice.', kinds: ['ground', 'invasion'], replaces: 'x89BacterialWeapon' },
  { key: 'bunker', label: 'Bunker', rule: '15', card: 'Action card', effect: '-4 to bombardment rolls against your planet.', kinds: ['invasion'], defenderOnly: true },
  { key: 'conventionsOfWar', label: 'Conventions of War (cultural planet)', rule: '15', card: 'Agenda', effect: 'No bombardment against units on a cultural planet: list it when the law is in play and the planet is cultural.', kinds: ['invasion'], defenderOnly: true },
  // In an invasion only fighters the Naalu Matriarch commits to the planet roll (and take the +1).
  { key: 'prophecyOfIxth', label: 'Prophecy of Ixth', rule: '47', card: 'Agenda', effect: "+1 to your fighters' combat rolls (in an invasion: fighters the Matriarch commits).", kinds: ['space', 'invasion'] },
  ...PROMISSORY_OPTIONS,
];

/** The option of the card's other printing (X-89 Bacterial Weapon Ω for ΩΩ, War Funding for War Funding Ω), if it has one. */
export function otherPrinting(key: SideFlag): FlagOption | undefined {
  const other = FLAG_OPTIONS.find((o) => o.key === key)?.replaces;
  return FLAG_OPTIONS.find((o) => o.key === other);
}

/** Rule links for the page's other controls. */
export const RULES = {
  sustain: '76',
  modifier: '47',
  moraleBoost: '47',
  nebula: '50.3',
  /** Articles of War is a law (an agenda card, 7). */
  articlesOfWar: '7',
  retreat: '67.4',
  maxRounds: '67.8',
  directHit: '76',
  shieldsHolding: '67',
  maneuveringJets: '66',
  faction: '17',
  barrage: '10',
  spaceCannon: '66',
  bombardment: '15',
  shield: '56',
  space: '67',
  ground: '38',
  invasion: '44',
} as const;

export function ruleHref(rule: string): string {
  return `/r/${rule}`;
}

const side = (units: SideInput['units'], extra: Partial<SideInput> = {}): SideInput => ({ units, upgrades: [], modifier: 0, ...extra });

/** Common fleets, one tap away. */
export const PRESETS: readonly { name: string; input: BattleInput }[] = [
  {
    name: 'Opening skirmish',
    input: { battle: 'space', sustain: 'first', attacker: side({ carrier: 1, destroyer: 1, fighter: 2 }), defender: side({ carrier: 1, fighter: 3 }) },
  },
  {
    name: 'Dreadnoughts vs carriers',
    input: { battle: 'space', sustain: 'last', attacker: side({ dreadnought: 2, cruiser: 2 }), defender: side({ carrier: 3, fighter: 6 }) },
  },
  {
    name: 'Fighter swarm vs Destroyer II',
    input: {
      battle: 'space',
      sustain: 'first',
      attacker: side({ destroyer: 2, carrier: 1 }, { upgrades: ['destroyer'] }),
      defender: side({ carrier: 1, fighter: 6 }),
    },
  },
  {
    name: 'War sun assault',
    input: { battle: 'space', sustain: 'last', attacker: side({ warsun: 1, dreadnought: 2, fighter: 4 }), defender: side({ cruiser: 4, destroyer: 2, fighter: 4 }) },
  },
  {
    name: 'The big one',
    input: {
      battle: 'space',
      sustain: 'last',
      attacker: side({ warsun: 2, dreadnought: 4, cruiser: 4, destroyer: 2, fighter: 8 }),
      defender: side({ warsun: 1, dreadnought: 5, cruiser: 4, destroyer: 2, fighter: 10 }),
    },
  },
  {
    name: 'Invasion under a PDS',
    input: { battle: 'invasion', sustain: 'last', attacker: side({ dreadnought: 3, infantry: 3 }), defender: side({ infantry: 3, pds: 1 }) },
  },
  {
    name: 'Ground: infantry vs mech',
    input: { battle: 'ground', sustain: 'first', attacker: side({ infantry: 4 }), defender: side({ infantry: 2, mech: 1 }) },
  },
];
