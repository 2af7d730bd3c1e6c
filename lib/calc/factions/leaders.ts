/**
 * Prophecy of Kings leaders (agents, commanders, heroes) that change a battle, by faction id, as
 * data. Those the engine computes are options of the faction's side (an agent must be ready, a
 * commander unlocked, a hero unpurged); those that hang on a decision the engine cannot make, or
 * that replace the battle altogether, are listed as not modelled. Leaders with no battle effect
 * (votes, trade goods, production) are left out.
 *
 * Texts: the leader cards as transcribed in AsyncTI4/TI4_map_generator_bot
 * (src/main/resources/data/leaders/pok.json) and julian94.github.io (TI4/factions/*.md).
 */
import type { FactionAbility } from './types';

const agent = (faction: string, rule: string) => ({ source: `${faction} agent (leader card)`, rule });
const commander = (faction: string, rule: string) => ({ source: `${faction} commander (leader card)`, rule });
const hero = (faction: string, rule: string) => ({ source: `${faction} hero (leader card)`, rule });

export const LEADERS: Readonly<Record<string, readonly FactionAbility[]>> = {
  argent: [
    {
      id: 'trrakanAunZulok',
      name: 'Trrakan Aun Zulok',
      kind: 'leader (commander)',
      text: 'When 1 or more of your units make a roll for a unit ability: You may choose 1 of those units to roll 1 additional die.',
      effect: 'One more die, at the best value rolled, on each space cannon, anti-fighter barrage and bombardment roll (Harrow included).',
      option: true,
      modelled: true,
      cite: commander('Argent Flight', '66'),
    },
  ],
  jolnar: [
    {
      id: 'taZern',
      name: 'Ta Zern',
      kind: 'leader (commander)',
      text: 'After you roll dice for a unit ability: You may reroll any of those dice.',
      effect: 'Every missed die of a space cannon, anti-fighter barrage or bombardment roll is rolled once more.',
      option: true,
      modelled: true,
      cite: commander('Universities of Jol-Nar', '63'),
    },
  ],
  l1z1x: [
    {
      id: 'twoRam',
      name: '2RAM',
      kind: 'leader (commander)',
      text: 'Units that have PLANETARY SHIELD do not prevent you from using BOMBARDMENT.',
      effect: "The planet's shield (PDS, Hel Titan, Letani Behemoth) no longer stops your bombardment or Harrow.",
      option: true,
      modelled: true,
      cite: commander('L1Z1X Mindnet', '56'),
    },
  ],
  letnev: [
    {
      id: 'viscountUnlenn',
      name: 'Viscount Unlenn',
      kind: 'leader (agent)',
      text: 'At the start of a space combat round: You may exhaust this card to choose 1 ship in the active system; that ship rolls 1 additional die during this combat round.',
      effect: 'In the round you choose (the first unless you say), your ship with the best chance to hit rolls 1 more die.',
      option: true,
      modelled: true,
      cite: agent('Barony of Letnev', '67'),
    },
  ],
  winnu: [
    {
      id: 'rickarRickani',
      name: 'Rickar Rickani',
      kind: 'leader (commander)',
      text: "During combat: Apply +2 to the result of each of your unit's combat rolls in the Mecatol Rex system, your home system, and each system that contains a legendary planet.",
      effect: '+2 to every combat roll; list it when the battle is at Mecatol Rex, your home system or a legendary planet.',
      option: true,
      modelled: true,
      cite: commander('Winnu', '47'),
    },
  ],
  sol: [
    {
      id: 'evelynDelouis',
      name: 'Evelyn DeLouis',
      kind: 'leader (agent)',
      text: 'At the start of a ground combat round: You may exhaust this card to choose 1 ground force in the active system; that ground force rolls 1 additional die during this combat round.',
      effect: 'In the ground combat round you choose (the first unless you say), your ground force with the best chance to hit rolls 1 more die.',
      option: true,
      modelled: true,
      cite: agent('Federation of Sol', '38'),
    },
    {
      id: 'claireGibson',
      name: 'Claire Gibson',
      kind: 'leader (commander)',
      text: 'At the start of a ground combat on a planet you control: You may place 1 infantry from your reinforcements on that planet.',
      effect: 'As the defender, 1 more infantry on the planet at the start of ground combat (after bombardment and space cannon).',
      option: true,
      defenderOnly: true,
      modelled: true,
      cite: commander('Federation of Sol', '38'),
    },
  ],
  titans: [
    {
      id: 'ulTheProgenitor',
      name: 'Ul the Progenitor (Geoform)',
      kind: 'leader (hero)',
      text: 'ACTION: Ready Elysium and attach this card to it. Its resource and influence values are each increased by 3, and it gains the SPACE CANNON 5 (x3) ability as if it were a unit.',
      effect: 'Elysium fires SPACE CANNON 5 (x3) at the opposing ships before space combat, and at invading ground forces; list it when the battle is in the Titans home system.',
      option: true,
      modelled: true,
      cite: hero('Titans of Ul', '66'),
    },
    {
      id: 'tellurian',
      name: 'Tellurian',
      kind: 'leader (agent)',
      text: 'Before a hit would be assigned: You may exhaust this card to cancel that hit.',
      effect: 'not modelled: which one hit of the battle to cancel (and whose: it serves any player) is a choice made as the dice fall.',
      modelled: false,
      cite: agent('Titans of Ul', '67'),
    },
  ],
  nomad: [
    {
      id: 'theThundarian',
      name: 'The Thundarian',
      kind: 'leader (agent)',
      text: 'After the "Roll Dice" step of combat: You may exhaust this card. If you do, hits are not assigned to either player\'s units. Return to the start of this combat round\'s "Roll Dice" step.',
      effect: 'not modelled: whether to undo a round and roll it again is decided after seeing both rolls.',
      modelled: false,
      cite: agent('Nomad', '67'),
    },
  ],
  yin: [
    {
      id: 'brotherMilor',
      // Codex III reprint; Prophecy of Kings printed "After a player's destroyer or cruiser is destroyed" (fighters only).
      name: 'Brother Milor Ω',
      kind: 'leader (agent)',
      text: "After a player's unit is destroyed: You may exhaust this card to allow that player to place 2 fighters in the destroyed unit's system if it was a ship, or 2 infantry on its planet if it was a ground force.",
      effect: 'not modelled: fighters or infantry join mid-combat after a chosen loss; the engine does not add units during the rounds.',
      modelled: false,
      cite: { source: 'Brother Milor Ω leader card (Codex III)', rule: '67' },
    },
    {
      id: 'dannelOfTheTenth',
      // Codex III reprint (Quantum Dissemination); Prophecy of Kings printed Spinner Overdrive, which places infantry outside any combat.
      name: 'Dannel of the Tenth Ω',
      kind: 'leader (hero)',
      text: 'ACTION: Commit up to 3 infantry from your reinforcements to any non-home planets and resolve invasions on those planets; players cannot use SPACE CANNON against those units. Then, purge this card.',
      effect: 'not modelled: work each such landing out as a ground combat (the FAQ and the Thunder\'s Edge reprint: ground combats, no bombardment, no space cannon).',
      modelled: false,
      cite: { source: 'Dannel of the Tenth Ω leader card (Codex III)', rule: '38' },
    },
  ],
  mentak: [
    {
      id: 'ipswitch',
      name: 'Ipswitch, Loose Cannon',
      kind: 'leader (hero)',
      text: "At the start of a space combat that you are participating in: You may purge this card; if you do, for each other player's ship that is destroyed during this combat, place 1 ship of that type from your reinforcements in the active system.",
      effect: 'not modelled: the ships it places depend on reinforcements the calculator does not track.',
      modelled: false,
      cite: hero('Mentak Coalition', '67'),
    },
  ],
  sardakk: [
    {
      id: 'ghomSekkus',
      name: "G'hom Sek'kus",
      kind: 'leader (commander)',
      text: 'During the "Commit Ground Forces" step: You can commit up to 1 ground force from each planet in the active system and each planet in adjacent systems that do not contain 1 of your command tokens.',
      effect: 'not modelled: it changes which ground forces land, not the combat; list them with the attacking ground forces.',
      modelled: false,
      cite: commander("Sardakk N'orr", '44'),
    },
    {
      id: 'shvalHarbinger',
      name: "Sh'val, Harbinger",
      kind: 'leader (hero)',
      text: 'After you move ships into the active system: You may skip directly to the "Commit Ground Forces" step. If you do, after you commit ground forces to land on planets, purge this card and return each of your ships in the active system to your reinforcements.',
      effect: 'not modelled: no space combat and no bombardment; work the landing out as a ground combat.',
      modelled: false,
      cite: hero("Sardakk N'orr", '44'),
    },
  ],
  keleres: [
    {
      id: 'kuuasiAunJalatai',
      name: 'Kuuasi Aun Jalatai',
      kind: 'leader (hero)',
      text: 'At the start of a round of space combat in a system that contains a planet you control: Place your flagship and up to a total of 2 cruisers and/or destroyers from your reinforcements in the active system. Then, purge this card.',
      effect: 'not modelled: ships that arrive at the start of a chosen round; from the first round, list them in the fleet.',
      modelled: false,
      cite: hero('Council Keleres', '67'),
    },
  ],
  mahact: [
    {
      id: 'airoShirAur',
      name: 'Airo Shir Aur',
      kind: 'leader (hero)',
      text: "ACTION: Move all units in the space area of any system to an adjacent system that contains a different player's ships. Space combat is resolved in that system; neither player can retreat or resolve abilities that would move their ships. Then, purge this card.",
      effect: 'not modelled: set no retreat for either side; the combat is otherwise a plain space combat.',
      modelled: false,
      cite: hero('Mahact Gene-Sorcerers', '67'),
    },
  ],
  muaat: [
    {
      id: 'adjudicatorBaal',
      name: "Adjudicator Ba'al",
      kind: 'leader (hero)',
      text: "After you move a war sun into a non-home system other than Mecatol Rex: You may destroy all other players' units in that system and replace that system tile with the Muaat supernova tile.",
      effect: 'not modelled: it destroys every other unit in the system, so no combat is fought.',
      modelled: false,
      cite: hero('Embers of Muaat', '67'),
    },
  ],
  saar: [
    {
      id: 'gurnoAggero',
      name: 'Gurno Aggero',
      kind: 'leader (hero)',
      text: "ACTION: Choose 1 system that is adjacent to 1 of your space docks. Destroy all other players' infantry and fighters in that system. Then, purge this card.",
      effect: 'not modelled: an action before any combat; leave the destroyed infantry and fighters out of the fleet.',
      modelled: false,
      cite: hero('Clan of Saar', '67'),
    },
  ],
  yssaril: [
    {
      id: 'ssruu',
      name: 'Ssruu',
      kind: 'leader (agent)',
      text: "This card has the text ability of each other player's agent, even if that agent is exhausted.",
      effect: "not modelled: which other player's agent it copies (Viscount Unlenn, Evelyn DeLouis, Tellurian) depends on the game.",
      modelled: false,
      cite: agent('Yssaril Tribes', '67'),
    },
  ],
};
