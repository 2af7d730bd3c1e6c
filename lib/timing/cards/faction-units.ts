/**
 * Faction units (base game and Prophecy of Kings) whose ability opens with a timing clause: the
 * units printed on a faction sheet and their upgrade technologies, read in two card collections
 * (docs/timing.md, "Mechs and unit cards"). Units of standing effects only (Super Dreadnought,
 * Prototype War Sun, Hybrid Crystal Fighter, Hel-Titan, Dimensional Tear, Saturn Engine) are left
 * out, and so is Floating Factory, destroyed when blockaded: a blockade is a state, not a step.
 */
import { printed, type Card, type CardKind } from './types';

const unit = (kind: CardKind, name: string, faction: string, text: string): Card => printed(kind, name, text, [], faction);

/** "This unit" on an infantry card: a ground force, so the destroyed-unit window is ground combat's. */
const infantry = (kind: CardKind, name: string, faction: string): Card => ({
  ...unit(kind, name, faction, 'After this unit is destroyed,'),
  reads: { text: 'After this infantry is destroyed,', why: 'this unit is an infantry, and ground forces are destroyed in ground combat' },
});

export const FACTION_UNITS: readonly Card[] = [
  infantry('faction technology', 'Letani Warrior II', 'Arborec'),
  infantry('faction technology', 'Spec Ops II', 'Federation of Sol'),
  infantry('faction unit', 'Crimson Legionnaire I', 'Mahact'),
  infantry('faction technology', 'Crimson Legionnaire II', 'Mahact'),
  unit('faction technology', 'Strike Wing Alpha II', 'Argent Flight', 'When this unit uses Anti-Fighter Barrage,'),
  unit('faction technology', 'Exotrireme II', "Sardakk N'orr", 'After a round of space combat,'),
];
