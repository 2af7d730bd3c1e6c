/**
 * What the /calc page offers, as data: each option with its label, who may use it, in which kind
 * of battle, and the rule it cites (a /r/<number> short link). Only options the engine models
 * exactly appear here.
 */
import type { BattleInput, BattleKind, SideInput } from './types';

export type SideFlag =
  | 'plasmaScoring'
  | 'antimassDeflectors'
  | 'gravitonLaser'
  | 'duraniumArmor'
  | 'assaultCannon'
  | 'magenDefenseGrid'
  | 'experimentalBattlestation';

export interface FlagOption {
  key: SideFlag;
  label: string;
  rule: string;
  kinds: readonly BattleKind[];
  defenderOnly?: boolean;
}

export const FLAG_OPTIONS: readonly FlagOption[] = [
  { key: 'duraniumArmor', label: 'Duranium Armor', rule: '76', kinds: ['space', 'ground', 'invasion'] },
  { key: 'plasmaScoring', label: 'Plasma Scoring', rule: '66', kinds: ['space', 'invasion'] },
  { key: 'antimassDeflectors', label: 'Antimass Deflectors', rule: '66', kinds: ['space', 'invasion'] },
  { key: 'gravitonLaser', label: 'Graviton Laser System', rule: '66.5', kinds: ['space'] },
  { key: 'assaultCannon', label: 'Assault Cannon', rule: '67.2', kinds: ['space'] },
  { key: 'experimentalBattlestation', label: 'Experimental Battlestation', rule: '66.2', kinds: ['space'], defenderOnly: true },
  { key: 'magenDefenseGrid', label: 'Magen Defense Grid', rule: '56', kinds: ['ground', 'invasion'], defenderOnly: true },
];

/** Rule links for the page's other controls. */
export const RULES = {
  sustain: '76',
  modifier: '47',
  moraleBoost: '47',
  nebula: '50.3',
  retreat: '67.4',
  maxRounds: '67.8',
  directHit: '76',
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
