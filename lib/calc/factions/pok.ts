/**
 * The 7 factions of Prophecy of Kings and the Council Keleres (Codex III), as data. See base.ts.
 */
import type { Faction } from './types';

const sheet = (faction: string, rule: string) => ({ source: `${faction} faction sheet`, rule });
const mechCard = (name: string, rule = '38') => ({ source: `${name} mech card`, rule });
const tech = (name: string, rule: string) => ({ source: `${name} faction technology card`, rule });

export const POK_FACTIONS: readonly Faction[] = [
  {
    id: 'argent',
    name: 'The Argent Flight',
    expansion: 'pok',
    modifier: 0,
    units: {
      flagship: { name: 'Quetzecoatl', base: { combat: { value: 7, dice: 2 } } },
      destroyer: {
        name: 'Strike Wing Alpha I',
        upgradeName: 'Strike Wing Alpha II',
        base: { combat: { value: 8, dice: 1 } },
        upgraded: { combat: { value: 7, dice: 1 } },
      },
    },
    abilities: [
      {
        id: 'raidFormation',
        name: 'Raid Formation',
        kind: 'faction ability',
        text: "When 1 or more of your units uses ANTI-FIGHTER BARRAGE, for each hit produced in excess of your opponent's fighters, choose 1 of your opponent's ships that has SUSTAIN DAMAGE to become damaged.",
        effect: "Barrage hits beyond the opponent's fighters damage its undamaged sustaining ships, the most valuable first.",
        modelled: true,
        cite: sheet('Argent Flight', '10'),
      },
      {
        id: 'quetzecoatl',
        name: 'Quetzecoatl',
        kind: 'flagship',
        text: 'Other players cannot use SPACE CANNON against your ships in this system.',
        effect: 'With the flagship in the fleet, the opponent fires no space cannon offense.',
        modelled: true,
        cite: sheet('Argent Flight', '66'),
      },
      {
        id: 'strikeWingAlpha',
        name: 'Strike Wing Alpha',
        kind: 'unit',
        text: "Strike Wing Alpha I: 8, ANTI-FIGHTER BARRAGE 9 (x2). Strike Wing Alpha II: 7, ANTI-FIGHTER BARRAGE 6 (x3); when this unit uses ANTI-FIGHTER BARRAGE, each result of 9 or 10 also destroys 1 of your opponent's infantry in the space area of the active system.",
        effect: "Destroyers hit on 8, or on 7 with the upgrade (barrage as the generic destroyer). With the upgrade, each barrage die of 9 or 10 destroys 1 opposing infantry before the barrage hits are assigned: it changes the combat when the infantry fight in it (The Alastor, Nekro flagship); carried infantry are not tracked.",
        modelled: true,
        cite: { source: 'Strike Wing Alpha I/II unit cards (Strike Wing Alpha II faction technology)', rule: '10' },
      },
    ],
  },
  {
    id: 'empyrean',
    name: 'The Empyrean',
    expansion: 'pok',
    modifier: 0,
    units: { flagship: { name: 'Dynamo', base: { combat: { value: 5, dice: 2 } } } },
    abilities: [
      {
        id: 'dynamo',
        name: 'Dynamo',
        kind: 'flagship',
        text: "After any player's unit in this system or an adjacent system uses SUSTAIN DAMAGE, you may spend 2 influence to repair that unit.",
        effect: "not modelled: each repair is bought with influence after a unit (either player's) sustains, out of a budget the calculator does not track; here nothing is repaired by it and the flagship fights at 5 (x2).",
        modelled: false,
        cite: sheet('Empyrean', '76'),
      },
    ],
  },
  {
    id: 'mahact',
    name: 'The Mahact Gene-Sorcerers',
    expansion: 'pok',
    modifier: 0,
    units: {
      flagship: { name: 'Arvicon Rex', base: { combat: { value: 5, dice: 2 } } },
      infantry: { name: 'Crimson Legionnaire I', upgradeName: 'Crimson Legionnaire II' },
    },
    abilities: [
      {
        id: 'arviconRex',
        name: 'Arvicon Rex',
        kind: 'flagship',
        text: "During combat against an opponent whose command token is not in your fleet pool, apply +2 to the results of this unit's combat rolls.",
        effect: 'The flagship gets +2 on combat rolls; list it when the opponent\'s token is not in your fleet pool.',
        option: true,
        modelled: true,
        cite: sheet('Mahact Gene-Sorcerers', '47'),
      },
    ],
  },
  {
    id: 'naazrokha',
    name: 'The Naaz-Rokha Alliance',
    expansion: 'pok',
    modifier: 0,
    units: {
      flagship: { name: 'Visz El Vir', base: { combat: { value: 9, dice: 2 } } },
      mech: { name: 'Eidolon', base: { combat: { value: 6, dice: 2 } } },
    },
    abilities: [
      {
        id: 'viszElVir',
        name: 'Visz El Vir',
        kind: 'flagship',
        text: 'Your mechs in this system roll 1 additional die during combat.',
        effect: 'While the flagship is in the system (alive in space combat; listed in orbit for ground combat), each mech rolls 1 more die.',
        modelled: true,
        cite: sheet('Naaz-Rokha Alliance', '17'),
      },
      {
        id: 'eidolon',
        name: 'Eidolon / Z-Grav Eidolon',
        kind: 'mech',
        text: 'Eidolon: 6 (x2), SUSTAIN DAMAGE. If this unit is in the space area of the active system at the start of a space combat, flip this card: Z-Grav Eidolon, 8 (x2), is also a ship.',
        effect: 'Mechs roll 6 (x2) in ground combat; mechs listed with the fleet fight in space combat as ships rolling 8 (x2), without Sustain Damage.',
        modelled: true,
        cite: mechCard('Eidolon', '17'),
      },
      {
        id: 'supercharge',
        name: 'Supercharge',
        kind: 'faction technology',
        text: "At the start of a combat round, you may exhaust this card to apply +1 to the result of each of your unit's combat rolls during this combat round.",
        effect: '+1 to every combat roll in the first round.',
        option: true,
        modelled: true,
        cite: tech('Supercharge', '47'),
      },
    ],
  },
  {
    id: 'nomad',
    name: 'The Nomad',
    expansion: 'pok',
    modifier: 0,
    units: {
      flagship: {
        name: 'Memoria I',
        upgradeName: 'Memoria II',
        base: { combat: { value: 7, dice: 2 }, antiFighterBarrage: { value: 8, dice: 3 } },
        upgraded: { combat: { value: 5, dice: 2 }, antiFighterBarrage: { value: 5, dice: 3 } },
      },
    },
    abilities: [
      {
        id: 'memoria',
        name: 'Memoria',
        kind: 'flagship',
        text: 'Memoria I: 7 (x2), ANTI-FIGHTER BARRAGE 8 (x3). Memoria II (faction technology): 5 (x2), ANTI-FIGHTER BARRAGE 5 (x3).',
        effect: 'The flagship rolls 7 (x2) and barrages 8 (x3); with "flagship" in upgrades, 5 (x2) and 5 (x3).',
        modelled: true,
        cite: sheet('Nomad', '10'),
      },
      {
        id: 'quantumManipulator',
        name: 'Quantum Manipulator',
        kind: 'mech',
        text: 'While this unit is in a space area during combat, you may use its SUSTAIN DAMAGE ability to cancel a hit that is produced against your ships in this system.',
        effect: 'Each mech listed with the fleet cancels 1 hit on the ships during space combat, before any ship sustains: combat rolls, anti-fighter barrage (only hits that would find a fighter, or a ship Raid Formation damages), Ambush, Dimensional Splicer, Impulse Core and Devotion; not space cannon, which comes before the combat (FAQ).',
        modelled: true,
        cite: mechCard('Quantum Manipulator', '76'),
      },
    ],
  },
  {
    id: 'titans',
    name: 'The Titans of Ul',
    expansion: 'pok',
    modifier: 0,
    units: {
      flagship: { name: 'Ouranos', base: { combat: { value: 7, dice: 2 } } },
      cruiser: { name: 'Saturn Engine I', upgradeName: 'Saturn Engine II', upgraded: { sustain: true } },
      pds: {
        name: 'Hel Titan I',
        upgradeName: 'Hel Titan II',
        base: { combat: { value: 7, dice: 1 }, sustain: true, groundForce: true },
        upgraded: { combat: { value: 6, dice: 1 }, sustain: true, groundForce: true },
      },
    },
    abilities: [
      {
        id: 'ouranos',
        name: 'Ouranos',
        kind: 'flagship',
        text: 'DEPLOY: After you activate a system that contains 1 or more of your PDS, you may replace 1 of those PDS with this unit.',
        effect: 'No battle effect of its own: a flagship deployed before the combat is listed with the fleet (and the PDS it replaced left out); it fights at 7 (x2).',
        modelled: true,
        cite: sheet('Titans of Ul', '17'),
      },
      {
        id: 'saturnEngine',
        name: 'Saturn Engine',
        kind: 'unit',
        text: 'Saturn Engine I: 7. Saturn Engine II: 6, SUSTAIN DAMAGE.',
        effect: 'With the cruiser upgrade, cruisers hit on 6 and have Sustain Damage.',
        modelled: true,
        cite: { source: 'Saturn Engine I/II unit cards', rule: '76' },
      },
      {
        id: 'helTitan',
        name: 'Hel Titan',
        kind: 'unit',
        text: 'Hel Titan I: 7, PLANETARY SHIELD, SUSTAIN DAMAGE, SPACE CANNON 6; both a structure and a ground force. Hel Titan II: 6, SPACE CANNON 5.',
        effect: 'PDS also fight in ground combat (7, or 6 upgraded) with Sustain Damage, besides their shield and space cannon.',
        modelled: true,
        cite: { source: 'Hel Titan I/II unit cards', rule: '38' },
      },
    ],
  },
  {
    id: 'vuilraith',
    name: "The Vuil'raith Cabal",
    expansion: 'pok',
    modifier: 0,
    units: { flagship: { name: 'The Terror Between', base: { combat: { value: 5, dice: 2 }, bombardment: { value: 5, dice: 1 } } } },
    abilities: [
      {
        id: 'terrorBetween',
        name: 'The Terror Between',
        kind: 'flagship',
        text: 'BOMBARDMENT 5. Capture all other non-structure units that are destroyed in this system, including your own.',
        effect: 'Bombards 5 (x1). Capturing changes nothing in the combat itself.',
        modelled: true,
        cite: sheet("Vuil'raith Cabal", '15'),
      },
    ],
  },
  {
    id: 'keleres',
    name: 'The Council Keleres',
    expansion: 'codex',
    modifier: 0,
    units: { flagship: { name: 'Artemiris', base: { combat: { value: 7, dice: 2 } } } },
    abilities: [
      {
        id: 'artemiris',
        name: 'Artemiris',
        kind: 'flagship',
        text: 'Other players must spend 2 influence to activate the system that contains this ship.',
        effect: 'No battle effect; the flagship fights at 7 (x2).',
        modelled: true,
        cite: { source: 'Council Keleres faction sheet (Codex III)', rule: '17' },
      },
    ],
  },
];
