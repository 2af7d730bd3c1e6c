/**
 * Thunder's Edge (2025): its five factions (the Firmament turns into the Obsidian during the game,
 * so the Obsidian is listed as a sixth) and the breakthrough cards of the older factions that touch
 * a battle. Numbers and texts were checked against two independent card collections each
 * (docs/calc-factions-audit.md, "Thunder's Edge"). Only battle-relevant content is listed, as in
 * base.ts; what the engine cannot compute says why.
 */
import { plainMech } from './plain-mech';
import type { Faction, FactionAbility } from './types';

const sheet = (faction: string, rule: string) => ({ source: `${faction} faction sheet (Thunder's Edge)`, rule });
const card = (name: string, kind: string, rule: string) => ({ source: `${name} ${kind} (Thunder's Edge)`, rule });

/** Units galvanized before the combat are a side's `galvanized` counts; a token placed during it is not. */
const GALVANIZE = 'a unit galvanized during the combat is not (the tokens a side holds at its start are its `galvanized` counts)';

export const TE_FACTIONS: readonly Faction[] = [
  {
    id: 'bastion',
    name: 'The Last Bastion',
    expansion: 'te',
    modifier: 0,
    units: { flagship: { name: 'The Egeiro', base: { combat: { value: 9, dice: 1 } } }, mech: { name: 'A3 Valiance' } },
    abilities: [
      {
        id: 'theEgeiro',
        name: 'The Egeiro',
        kind: 'flagship',
        text: "Apply +1 to the result of each of this unit's combat rolls for each non-home system that contains a planet you control.",
        effect: 'With `egeiroSystems: N` (the count of those systems, entered on the side), the flagship rolls 9 (x1) at +N in space combat.',
        modelled: true,
        cite: sheet('Last Bastion', '47'),
      },
      {
        id: 'galvanize',
        name: 'Galvanize',
        kind: 'faction ability',
        text: 'When a game effect instructs a player to galvanize a unit, they place a galvanize token beneath it if it does not have one. Galvanized units roll 1 additional die for combat rolls and unit abilities.',
        effect:
          'Units galvanized before the combat, any side\'s (Raise the Standard gives tokens to others), are its `galvanized` counts: each rolls 1 more die for combat rolls, anti-fighter barrage, space cannon and bombardment; a side loses its plain units of a type first.',
        modelled: true,
        cite: sheet('Last Bastion', '17'),
      },
      {
        id: 'aThreeValiance',
        name: 'A3 Valiance',
        kind: 'mech',
        text: 'When this unit is destroyed, if it was galvanized, galvanize up to 3 of your infantry in its system.',
        effect: `not modelled: the up to 3 infantry it galvanizes as it is destroyed; ${GALVANIZE}. The mech fights at 6, Sustain Damage.`,
        modelled: false,
        cite: card('A3 Valiance', 'mech card', '76'),
      },
      {
        id: 'proximaTargeting',
        name: 'Proxima Targeting VI',
        kind: 'faction technology',
        text: "Cancel 1 hit produced by BOMBARDMENT rolls made against your ground forces for each of your galvanized units present. At the start of a round of ground combat, you may resolve BOMBARDMENT 8 (x3) against your opponent's ground forces; if you do, make an identical roll against your own ground forces.",
        effect:
          "Defending an invasion: the opening bombardment's hits less 1 per galvanized unit listed (`galvanized`). Not modelled: the BOMBARDMENT 8 (x3) against both sides at the start of the ground combat rounds the player chooses (a step the engine's rounds do not have: each is both sides' combat rolls and their hits), so these odds are those of not using it.",
        option: true,
        defenderOnly: true,
        modelled: true,
        cite: card('Proxima Targeting VI', 'faction technology card', '15'),
      },
    ],
  },
  {
    id: 'crimson',
    name: 'The Crimson Rebellion',
    expansion: 'te',
    modifier: 0,
    units: {
      flagship: { name: 'Quietus', base: { combat: { value: 5, dice: 2 } } },
      mech: { name: 'Revenant' },
      // Exile I keeps the destroyer's barrage 9 (x2); Exile II hits on 7 with barrage 6 (x3).
      destroyer: { name: 'Exile I', upgradeName: 'Exile II', base: { combat: { value: 8, dice: 1 } }, upgraded: { combat: { value: 7, dice: 1 } } },
    },
    abilities: [
      {
        id: 'quietus',
        name: 'Quietus',
        kind: 'flagship',
        text: "While this unit is in a system that contains an active breach, other players' units in systems with active breaches lose all of their unit abilities.",
        effect:
          "List it when the system holds an active breach, with the flagship. Space combat: the opponent fires no space cannon and no anti-fighter barrage, and its ships cannot use Sustain Damage while the flagship is alive. Invasion or ground combat, the flagship in orbit: the opponent's ground forces cannot use Sustain Damage, and the planet's PDS neither shield it from bombardment nor fire space cannon at the landing.",
        option: true,
        modelled: true,
        cite: sheet('Crimson Rebellion', '76'),
      },
      {
        id: 'exile',
        name: 'Exile',
        kind: 'unit',
        text: "Exile I: 8, ANTI-FIGHTER BARRAGE 9 (x2). Exile II: 7, ANTI-FIGHTER BARRAGE 6 (x3). At the end of any player's combat in this unit's system or an adjacent system (Exile II: up to 2 systems away), you may place 1 inactive breach (Exile II: active or inactive) in that system.",
        effect: 'Destroyers hit on 8, or on 7 with the upgrade (barrage as the generic destroyer). The breach comes after the combat.',
        modelled: true,
        cite: card('Exile I/II', 'unit cards', '10'),
      },
      plainMech('revenant', 'Revenant', 'DEPLOY: During the "Commit Ground Forces" step of your tactical action in a system that contains an active breach, you may commit 1 mech, even if you have no units in the system.', 'a DEPLOY before the landing: list the mech it commits'),
      {
        id: 'homesickPhantom',
        name: 'Homesick Phantom',
        kind: 'leader (hero)',
        text: 'When you produce ships, you may place any of those ships onto this card. At the start of a space combat, you may purge this card to place all ships from this card into the active system.',
        effect: 'not modelled: the ships arrive at the start of the space combat, after the space cannon offense they would otherwise face; listing them with the fleet exposes them to it.',
        modelled: false,
        cite: card('Homesick Phantom', 'leader card', '67'),
      },
    ],
  },
  {
    id: 'deepwrought',
    name: 'The Deepwrought Scholarate',
    expansion: 'te',
    modifier: 0,
    units: { flagship: { name: 'D.W.S. Luminous', base: { combat: { value: 7, dice: 2 } } }, mech: { name: 'Eanautic' } },
    abilities: [
      {
        id: 'dwsLuminous',
        name: 'D.W.S. Luminous',
        kind: 'flagship',
        text: "This ship can move through systems that contain your units, even if other players' units are present; if it would, apply +1 to its move value for each of those systems.",
        effect: 'No battle effect (movement); the flagship fights at 7 (x2).',
        modelled: true,
        cite: sheet('Deepwrought Scholarate', '48'),
      },
      plainMech('eanautic', 'Eanautic', 'When another player activates this system, if this unit is coexisting, you may move it and any of your infantry on its planet to a planet you control in your home system.', 'it leaves before any combat'),
    ],
  },
  {
    id: 'firmament',
    name: 'The Firmament',
    expansion: 'te',
    modifier: 0,
    units: { flagship: { name: "Heaven's Eye", base: { combat: { value: 5, dice: 2 } } }, mech: { name: 'Viper EX-23' } },
    abilities: [
      {
        id: 'heavensEye',
        name: "Heaven's Eye",
        kind: 'flagship',
        text: "If the active system contains units that belong to a player who has a control marker on 1 of your plots, apply +1 to this ship's move value and repair it at the end of every combat round.",
        effect:
          "The flagship is repaired after every space combat round's hits (after Devotion and Courageous to the End, as the Arc Secundus is). One simplification: damaged before the first round (space cannon, Ambush, Dimensional Splicer), it is repaired before round 1, where the card waits for the end of round 1. List it when the opponent's control marker is on one of your plots.",
        option: true,
        modelled: true,
        cite: sheet('Firmament', '76'),
      },
      plainMech('viperEx23', 'Viper EX-23', 'When ground forces are committed to this planet, you may choose for your units to coexist, if they were not already. Flip this card if your faction becomes the Obsidian.', 'coexisting units fight no ground combat'),
      {
        id: 'myruVos',
        name: 'Myru Vos',
        kind: 'leader (agent)',
        text: "When a player moves ships: You may exhaust this card; if you do, SPACE CANNON cannot be used against those ships. If they are not transporting units, they can also move through other players' ships.",
        effect: "Attacking: no space cannon offense against the Firmament's ships, as Solar Flare.",
        option: true,
        attackerOnly: true,
        modelled: true,
        cite: card('Myru Vos', 'leader card', '66'),
      },
    ],
  },
  {
    id: 'obsidian',
    name: 'The Obsidian',
    expansion: 'te',
    modifier: 0,
    units: { flagship: { name: "Heaven's Hollow", base: { combat: { value: 5, dice: 3 } } }, mech: { name: 'Viper Hollow' } },
    abilities: [
      {
        id: 'heavensHollow',
        name: "Heaven's Hollow",
        kind: 'flagship',
        text: "Heaven's Hollow: 5 (x3), SUSTAIN DAMAGE (no ability text).",
        effect: 'No ability; the flagship fights at 5 (x3).',
        modelled: true,
        cite: sheet('Obsidian', '17'),
      },
      plainMech('viperHollow', 'Viper Hollow', "If this unit was coexisting when this card flipped to this side, gain control of its planet; the other player's units are now coexisting.", 'control changes without a combat'),
      {
        id: 'arozHollow',
        name: 'Aroz Hollow',
        kind: 'leader (commander)',
        text: "Apply +1 to the result of each of your units' combat rolls in the Fracture.",
        effect: '+1 to every combat roll; list it when the combat is in the Fracture.',
        option: true,
        modelled: true,
        cite: card('Aroz Hollow', 'leader card', '47'),
      },
      {
        id: 'vosHollow',
        name: 'Vos Hollow',
        kind: 'leader (agent)',
        text: "When a player's ship is destroyed during any combat: You may exhaust this card; if you do, that player's opponent must destroy 1 of their ships of the same type in the active system.",
        effect: 'not modelled: a ship lost on the other side the moment the player picks, once per combat, out of a state the engine keeps per round.',
        modelled: false,
        cite: card('Vos Hollow', 'leader card', '29'),
      },
    ],
  },
  {
    id: 'ralnel',
    name: 'The Ral Nel Consortium',
    expansion: 'te',
    modifier: 0,
    units: {
      flagship: { name: 'Last Dispatch', base: { combat: { value: 8, dice: 2 } } },
      mech: { name: 'Alarum' },
      // Linkship I/II print the generic destroyer's numbers (9, barrage 9 (x2); 8, barrage 6 (x3)).
      destroyer: { name: 'Linkship I', upgradeName: 'Linkship II' },
    },
    abilities: [
      {
        id: 'lastDispatch',
        name: 'Last Dispatch',
        kind: 'flagship',
        text: 'When this unit retreats, you may destroy 1 ship in the active system that does not have SUSTAIN DAMAGE.',
        effect: "not modelled: a retreat is an outcome here; the ship the Ral Nel destroy as the flagship leaves is not taken from the opponent's survivors.",
        modelled: false,
        cite: sheet('Ral Nel Consortium', '67'),
      },
      {
        id: 'linkship',
        name: 'Linkship',
        kind: 'unit',
        text: 'Linkship I/II: This unit can use the SPACE CANNON ability of one of your structures in its space area; each structure can only be triggered once (Linkship II: each linkship can trigger the same structure).',
        effect: 'not modelled: structures in a space area (Miniaturization carries them there) are not taken; the destroyers fight with the generic numbers, 9 or 8 upgraded.',
        modelled: false,
        cite: card('Linkship I/II', 'unit cards', '66'),
      },
      {
        id: 'alarum',
        name: 'Alarum',
        kind: 'mech',
        text: 'At the end of a round of combat on this planet, you may move up to 2 of your ground forces to this planet from planets in adjacent systems.',
        effect: 'not modelled: ground forces join between rounds, from a board the calculator does not see. The mech fights at 6, Sustain Damage.',
        modelled: false,
        cite: card('Alarum', 'mech card', '38'),
      },
    ],
  },
];

/** Breakthrough cards of the older factions whose text touches a battle, listed under the faction. */
export const TE_BREAKTHROUGHS: Readonly<Record<string, readonly FactionAbility[]>> = {
  letnev: [
    {
      id: 'gravleashManeuvers',
      name: 'Gravleash Maneuvers',
      kind: 'breakthrough',
      text: "Before you roll dice during space combat, apply +X to the results of 1 of your ship's rolls, where X is the number of ship types you have in the combat.",
      effect: 'not modelled: one ship of one type gets the bonus each round, and X changes as types are lost; the engine rolls each type as one pool.',
      modelled: false,
      cite: card('Gravleash Maneuvers', 'breakthrough card', '47'),
    },
  ],
  mentak: [
    {
      id: 'corsair',
      name: "The Table's Grace (Corsair)",
      kind: 'breakthrough',
      text: 'If you have the Cruiser II unit upgrade technology, flip this card and place it on top of Cruiser II. Corsair: cost 2, combat 6, move 3, capacity 2.',
      effect: 'Corsairs fight as Cruiser II (6, cost 2): list "cruiser" in upgrades. Move and capacity are not modelled.',
      modelled: true,
      cite: card("The Table's Grace", 'breakthrough card', '86'),
    },
  ],
  naazrokha: [
    {
      id: 'absoluteSynergy',
      name: 'Absolute Synergy (Eidolon Maximum)',
      kind: 'breakthrough',
      text: 'When you have 4 mechs in the same system, you may return 3 of those mechs to your reinforcements to flip this card and place it on top of your mech card. Eidolon Maximum: 4 (x4), SUSTAIN DAMAGE; both a ship and a ground force; it cannot be assigned hits from unit abilities; repair it at the start of every combat round.',
      effect: 'not modelled: a mech that is a ship in both kinds of combat, immune to unit-ability hits, is a unit the engine does not have.',
      modelled: false,
      cite: card('Absolute Synergy', 'breakthrough card', '17'),
    },
  ],
  nekro: [
    {
      id: 'valefarAssimilatorZ',
      name: 'Valefar Assimilator Z',
      kind: 'breakthrough',
      text: "When you would gain another player's technology using one of your faction abilities, you may instead place one of your \"Z\" assimilator tokens on that player's faction sheet. Your flagship gains the text abilities of that faction's flagship in addition to its own.",
      effect: "not modelled: another faction's flagship text cannot be switched on for The Alastor here (as Valefar Assimilator X / Y).",
      modelled: false,
      cite: card('Valefar Assimilator Z', 'breakthrough card', '79'),
    },
  ],
  winnu: [
    {
      id: 'imperator',
      name: 'Imperator',
      kind: 'breakthrough',
      text: 'Apply +1 to the results of each of your unit\'s combat rolls for each "Support for the Throne" in your opponent\'s play area.',
      effect: "Enter the count in the side's modifier (+1 for each Support for the Throne the opponent holds): that is the whole of the combat part.",
      modelled: true,
      cite: card('Imperator', 'breakthrough card', '47'),
    },
  ],
};
