/**
 * Faction abilities (base game and Prophecy of Kings) that carry a timing word: the text is the
 * printed clause that holds it, the opening one for most, the second sentence for a few whose
 * first sentence is a standing rule (Mitosis: "Your space docks cannot produce infantry.").
 */
import { printed, type Card } from './types';

const fa = (name: string, faction: string, text: string, cites: string[] = []) => printed('faction ability', name, text, cites, faction);

export const FACTION_ABILITIES: readonly Card[] = [
  fa('Aetherpassage', 'Empyrean', 'After a player activates a system,'),
  fa('Amalgamation', "Vuil'raith Cabal", 'When you produce a unit,'),
  fa('Ambush', 'Mentak', 'At the start of a space combat,', ['ti4-faq:action-cards-5']),
  fa('Analytical', 'Jol-Nar', 'When you research a technology that is not a unit upgrade technology,'),
  fa('Arbiters', 'Hacan', 'When you are negotiating a transaction,'),
  fa('Assimilate', 'L1Z1X', 'When you gain control of a planet,'),
  fa('Awaken', 'Titans of Ul', 'After you activate a system that contains 1 or more of your sleeper tokens,'),
  fa('Brilliant', 'Jol-Nar', 'When you spend a command token to resolve the secondary ability of the "Technology" strategy card,'),
  {
    name: 'Devotion',
    kind: 'faction ability',
    text: "After each space battle round, you may destroy 1 of your cruisers or destroyers in the active system to produce 1 hit and assign it to 1 of your opponent's ships in that system.",
    source: 'ti4-errata:devotion',
    cites: ['ti4-errata:devotion', 'ti4-faq:action-cards-5'],
    faction: 'Yin Brotherhood',
  },
  fa('Council Patronage', 'Council Keleres', 'Replenish your commodities at the start of the strategy phase,'),
  fa('Distant Suns', 'Naaz-Rokha', 'When you explore a planet that contains 1 of your mechs,'),
  fa('Edict', 'Mahact', 'When you win a combat,'),
  fa('Fabrication', 'Naaz-Rokha', 'Action:'),
  fa('Foresight', 'Naalu', 'After another player moves ships into a system that contains 1 or more of your ships,'),
  fa('Future Sight', 'Nomad', 'During the agenda phase, after an outcome that you voted for or predicted is resolved,'),
  fa('Galactic Threat', 'Nekro Virus', 'Once per agenda phase, after an agenda is revealed,'),
  {
    name: 'Harrow',
    kind: 'faction ability',
    text: "At the end of each round of ground combat, your ships in the active system may use their bombardment abilities against your opponent's ground forces on the planet.",
    source: 'ti4-errata:harrow',
    cites: ['ti4-errata:harrow'],
    faction: 'L1Z1X',
  },
  fa('Indoctrination', 'Yin Brotherhood', 'At the start of a ground combat,'),
  fa("Law's Order", 'Council Keleres', 'You may spend 1 influence at the start of your turn'),
  fa('Mitosis', 'Arborec', 'At the start of the status phase,'),
  fa('Munitions Reserves', 'Barony of Letnev', 'At the start of each round of space combat,'),
  fa('Orbital Drop', 'Federation of Sol', 'Action:'),
  fa('Peace Accords', 'Xxcha', 'After you resolve the primary or secondary ability of the "Diplomacy" strategy card,', ['ti4-faq:the-xxcha-kingdom-1']),
  fa('Pillage', 'Mentak', 'After 1 of your neighbors gains trade goods or resolves a transaction,', ['ti4-faq:the-mentak-coalition-4', 'ti4-faq:the-mentak-coalition-5']),
  fa('Propagation', 'Nekro Virus', 'When you would research a technology,'),
  fa('Quash', 'Xxcha', 'When an agenda is revealed,'),
  fa('Raid Formation', 'Argent Flight', 'When 1 or more of your units uses Anti-Fighter Barrage,'),
  fa('Reclamation', 'Winnu', 'After you resolve a tactical action during which you gained control of Mecatol Rex,'),
  fa('Riftmeld', "Vuil'raith Cabal", 'When you research a unit upgrade technology,'),
  fa('Scavenge', 'Clan of Saar', 'After you gain control of a planet,', ['ti4-faq:the-mentak-coalition-5']),
  fa('Scheming', 'Yssaril', 'When you draw 1 or more action cards,', ['ti4-faq:general-12']),
  fa('Stall Tactics', 'Yssaril', 'Action:'),
  fa('Star Forge', 'Embers of Muaat', 'Action:'),
  fa('Technological Singularity', 'Nekro Virus', "Once per combat, after 1 of your opponent's units is destroyed,"),
  fa('Telepathic', 'Naalu', 'At the end of the strategy phase,', ['ti4-faq:the-naalu-collective-3']),
  fa('Terragenesis', 'Titans of Ul', 'After you explore a planet that does not have a sleeper token,'),
  fa('Versatile', 'Federation of Sol', 'When you gain command tokens during the status phase,'),
  fa('Zeal', 'Argent Flight', 'When you cast at least 1 vote,'),
];
