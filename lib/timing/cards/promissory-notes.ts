/**
 * Promissory notes of the base game, Prophecy of Kings and the Codex I reprints (Ω) whose text opens with a timing word
 * or "Action:", with the timing clause as the holder reads it (LRR 60.1: a note's timing text
 * says when it can be resolved). "The <faction> player" is written "another player".
 */
import { printed, type Card } from './types';

const pn = (name: string, text: string, faction?: string, cites: string[] = []) => printed('promissory note', name, text, cites, faction);

export const PROMISSORY_NOTES: readonly Card[] = [
  // Every player's notes
  pn('Ceasefire', 'After another player activates a system that contains 1 or more of your units:'),
  pn('Political Secret', 'When an agenda is revealed:', undefined, ['ti4-faq:agendas-8', 'ti4-faq:general-13', 'ti4-faq:general-14']),
  pn('Trade Agreement', 'When another player replenishes commodities:', undefined, ['ti4-faq:general-11']),
  pn('Support for the Throne', 'When you receive this card,'),
  pn('Alliance', 'When you receive this card,'),
  // Faction notes
  pn('Acquiescence', 'At the end of the strategy phase:', 'Winnu'),
  pn('Acquiescence Ω', 'When another player resolves a strategic action:', 'Winnu'),
  pn('Antivirus', 'At the start of a combat:', 'Nekro Virus'),
  pn('Black Market Forgery', 'Action:', 'Naaz-Rokha'),
  pn('Blood Pact', 'Action:', 'Empyrean'),
  pn('Creuss IFF', 'At the start of your turn during the action phase:', 'Ghosts of Creuss', ['ti4-faq:the-ghosts-of-creuss-1']),
  pn('Crucible', 'After you activate a system:', "Vuil'raith Cabal"),
  pn('Cybernetic Enhancements', 'At the start of your turn:', 'L1Z1X'),
  pn('Cybernetic Enhancements Ω', 'When you gain command tokens during the status phase:', 'L1Z1X'),
  pn('Dark Pact', 'Action:', 'Empyrean'),
  pn('Fires of the Gashlai', 'Action:', 'Embers of Muaat'),
  pn('Gift of Prescience', 'At the end of the strategy phase:', 'Naalu', ['ti4-faq:the-naalu-collective-3']),
  pn('Greyfire Mutagen', 'After a system is activated:', 'Yin Brotherhood'),
  pn('Greyfire Mutagen Ω', 'At the start of a ground combat against 2 or more ground forces that are not controlled by the Yin player:', 'Yin Brotherhood'),
  pn('Keleres Rider', 'After an agenda is revealed:', 'Council Keleres'),
  pn('Military Support', "At the start of another player's turn:", 'Federation of Sol'),
  {
    name: 'Political Favor',
    kind: 'promissory note',
    text: "When an agenda is revealed: Remove 1 token from the Xxcha player's strategy pool and return it to his reinforcements. Then, discard the revealed agenda and reveal 1 agenda from the top of the deck. Players vote on this agenda instead. Then, return this card to the Xxcha player.",
    source: 'ti4-errata:political-favor',
    cites: ['ti4-errata:political-favor'],
    faction: 'Xxcha',
  },
  pn('Promise of Protection', 'Action:', 'Mentak'),
  pn("Ragh's Call", 'After you commit 1 or more units to land on a planet:', 'Clan of Saar'),
  pn('Research Agreement', 'After another player researches a technology that is not a faction technology:', 'Jol-Nar'),
  pn('Scepter of Dominion', 'At the start of the strategy phase:', 'Mahact'),
  pn('Spy Net', 'At the start of your turn:', 'Yssaril'),
  pn('Stymie', 'Action:', 'Arborec'),
  pn('Stymie Ω', 'After another player moves ships into a system that contains 1 or more of your units:', 'Arborec'),
  pn('Strike Wing Ambuscade', 'When 1 or more of your units make a roll for a unit ability:', 'Argent Flight'),
  pn('Tekklar Legion', 'At the start of an invasion combat:', "Sardakk N'orr"),
  pn('Terraform', 'Action:', 'Titans of Ul'),
  pn('The Cavalry', 'At the start of a space combat against a player other than the Nomad:', 'Nomad'),
  pn('Trade Convoys', 'Action:', 'Hacan'),
  pn('War Funding', 'At the start of a round of space combat:', 'Barony of Letnev'),
  pn('War Funding Ω', 'After you and your opponent roll dice during space combat:', 'Barony of Letnev'),
];
