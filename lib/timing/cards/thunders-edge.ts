/**
 * Thunder's Edge (2025): its action cards, the breakthroughs of every faction, and the faction
 * abilities, leaders, promissory notes, technologies, relics and flagship of its six factions
 * whose text opens with a timing word or "Action:". The text is the printed timing clause, read
 * in two independent card collections at least (docs/timing.md, "Thunder's Edge"); a clause
 * after a standing first sentence is the one quoted (Proxima Targeting VI, The Reaping).
 * A card whose trigger is no event of the round (a card gained, a pass, a token placed) is listed
 * too, so that typing its name says why the engine cannot place it (lib/timing/events.ts,
 * NO_SINGLE_STEP) rather than not knowing it.
 */
import { printed, type Card, type CardKind } from './types';

const te = (kind: CardKind, name: string, text: string, faction?: string): Card => ({ ...printed(kind, name, text, [], faction), expansion: 'thunders-edge' });
const ac = (name: string, text: string) => te('action card', name, text);

export const TE_ACTION_CARDS: readonly Card[] = [
  ac('Black Market Dealings', 'When you are negotiating a transaction:'),
  ac('Brilliance', 'Action:'),
  ac('Crash Landing', 'When your last ship in the active system is destroyed:'),
  ac('Crisis', "At the end of any player's turn, if there are at least 2 players who have not passed:"),
  ac('Exchange Program', 'Action:'),
  ac('Extreme Duress', "At the start of another player's turn, if they have a readied strategy card:"),
  ac('Lie in Wait', 'After 2 of your neighbors resolve a transaction:'),
  ac('Mercenary Contract', 'Action:'),
  ac('Overrule', 'Action:'),
  ac('Pirate Contract', 'Action:'),
  ac('Pirate Fleet', 'Action:'),
  // AsyncTI4 "At the end of a player's turn", ti-assistant "any player's": the same window.
  ac('Puppets on a String', "At the end of a player's turn, if you have passed:"),
  // AsyncTI4 "After a player moves"; ti-assistant and two other collections "another player".
  ac('Rescue', 'After another player moves ships into a system that contains your ships:'),
  ac('Strategize', 'Action:'),
];

const bt = (name: string, faction: string, text: string) => te('breakthrough', name, text, faction);

/** Every faction's breakthrough whose text carries a timing word or a "when" condition (those of pure standing effects are left out). */
export const BREAKTHROUGHS: readonly Card[] = [
  bt('Psychospore', 'Arborec', 'Action:'),
  bt('Wing Transfer', 'Argent Flight', 'When you activate a system that contains only your units,'),
  bt('Void Tether', 'Empyrean', 'When you activate a system that contains or is adjacent to a unit or planet you control,'),
  bt('Gravleash Maneuvers', 'Barony of Letnev', 'Before you roll dice during space combat,'),
  bt('Stellar Genesis', 'Embers of Muaat', "After you move 1 of your war suns out of or through Avernus's system and into a non-home system,"),
  bt('Fealty Uplink', 'L1Z1X', 'When you gain control of a planet,'),
  bt("N'orr Supremacy", "Sardakk N'orr", 'After you win a combat,'),
  bt('Bellum Gloriosum', 'Federation of Sol', 'When you produce a ship that has capacity,'),
  bt('Imperator', 'Winnu', 'After you activate a system that contains a legendary planet,'),
  bt('Yin Ascendant', 'Yin Brotherhood', 'When you gain this card or score a public objective,'),
  bt('Auto-Factories', 'Hacan', 'When you produce 3 or more non-fighter ships,'),
  bt('Vaults of the Heir', 'Mahact', 'Action:'),
  bt("Thunder's Paradox", 'Nomad', "At the start of any player's turn,"),
  // AsyncTI4's name; ti-assistant prints "Specialized Compounds" (docs/timing.md, "Names").
  { ...bt('Specialist Compounds', 'Jol-Nar', "When you research technology using the 'Technology' strategy card,"), alsoNamed: ['Specialized Compounds'] },
  bt('Mindsieve', 'Naalu', "When you would resolve the secondary ability of another player's strategy card,"),
  bt('Deorbit Barrage', 'Clan of Saar', 'Action:'),
  bt('Valefar Assimilator Z', 'Nekro Virus', "When you would gain another player's technology using one of your faction abilities,"),
  bt("Al'Raith Ix Ianovar", "Vuil'raith Cabal", 'After this card enters play,'),
  bt('Slumberstate Computing', 'Titans of Ul', 'When COALESCENCE results in a ground combat,'),
  bt('Absolute Synergy', 'Naaz-Rokha', 'When you have 4 mechs in the same system,'),
  bt('I.I.H.Q. Modernization', 'Council Keleres', 'When you gain this card,'),
  bt('The Icon', 'Last Bastion', 'When you produce ships,'),
  bt('Resonance Generator', 'Crimson Rebellion', 'Action:'),
  bt('Visionaria Select', 'Deepwrought Scholarate', 'Action:'),
  {
    ...bt('The Sowing', 'Firmament', 'When you gain this card and at the start of the status phase,'),
    reads: { text: 'At the start of the status phase,', why: 'its status-phase half; the card is gained at no fixed step' },
  },
  bt('The Reaping', 'Obsidian', 'At the start of the status phase,'),
  bt('Data Skimmer', 'Ral Nel Consortium', 'When you pass,'),
];

const fa = (name: string, faction: string, text: string) => te('faction ability', name, text, faction);

export const TE_FACTION_ABILITIES: readonly Card[] = [
  fa('Liberate', 'Last Bastion', 'When you gain control of a planet,'),
  fa('Phoenix Standard', 'Last Bastion', 'At the end of combat,'),
  // AsyncTI4 and one other collection "After a player activates"; ti-assistant "another player".
  fa('Survival Instinct', 'Ral Nel Consortium', 'After a player activates a system that contains your ships,'),
  fa('Miniaturization', 'Ral Nel Consortium', 'At the end of your tactical actions,'),
  fa('Research Team', 'Deepwrought Scholarate', 'When ground forces are committed,'),
  fa('Incursion', 'Crimson Rebellion', 'When you activate a system that contains a breach,'),
  fa('Puppets of the Blade', 'Firmament', 'Action:'),
  fa('Galvanize', 'Last Bastion', 'When a game effect instructs a player to galvanize a unit,'),
  fa('Oceanbound', 'Deepwrought Scholarate', 'When your units begin coexisting on a planet,'),
  fa("The Blade's Orchestra", 'Obsidian', 'When this faction comes into play,'),
];

const leader = (kind: 'agent' | 'commander' | 'hero', name: string, faction: string, text: string) => te(kind, name, text, faction);

/** Leaders of the six factions whose ability opens with a timing word ("At any time" commanders are left out). */
export const TE_LEADERS: readonly Card[] = [
  leader('agent', 'Dame Briar', 'Last Bastion', "When a player's unit is destroyed:"),
  leader('agent', 'Doctor Carrina', 'Deepwrought Scholarate', 'When another player researches a technology:'),
  leader('agent', 'Ahk Ravin', 'Crimson Rebellion', 'Action:'),
  leader('agent', 'Kan Kip Rel', 'Ral Nel Consortium', 'Action:'),
  leader('agent', 'Myru Vos', 'Firmament', 'When a player moves ships:'),
  leader('agent', 'Vos Hollow', 'Obsidian', "When a player's ship is destroyed during any combat:"),
  // The Naalu agent as Thunder's Edge reprints it, a card of its own beside Z'eu and Z'eu Ω.
  leader('agent', "Z'eu (Thunder's Edge)", 'Naalu', "After any player's command token is placed in a system:"),
  leader('commander', 'Aello', 'Deepwrought Scholarate', 'When another player spends resources to research a technology:'),
  leader('commander', 'Ahk Siever', 'Crimson Rebellion', 'At the end of a combat between any players:'),
  leader('commander', 'Watchful Ojz', 'Ral Nel Consortium', 'When you declare a retreat:'),
  leader('hero', 'Lyra Keen', 'Last Bastion', 'When one of your galvanized units is destroyed:'),
  // Not the Jol-Nar commander of the same name.
  leader('hero', 'Ta Zern (Deepwrought)', 'Deepwrought Scholarate', 'Action:'),
  leader('hero', 'Homesick Phantom', 'Crimson Rebellion', 'When you produce ships:'),
  leader('hero', 'Director Nel', 'Ral Nel Consortium', 'After the last player passes:'),
  leader('hero', 'Sharsiss', 'Firmament', 'Action:'),
  leader('hero', 'Sharsiss Hollow', 'Obsidian', 'Action:'),
];

const pn = (name: string, faction: string, text: string) => te('promissory note', name, text, faction);

export const TE_PROMISSORY_NOTES: readonly Card[] = [
  pn('Black Ops', 'Firmament', 'When you receive this card,'),
  pn('Malevolency', 'Obsidian', 'At the end of one of your tactical actions:'),
  pn('Nano-Link Permit', 'Ral Nel Consortium', 'After you activate a system:'),
  pn('Raise the Standard', 'Last Bastion', 'At the end of a combat:'),
  pn('Sever', 'Crimson Rebellion', 'Action:'),
  pn('Share Knowledge', 'Deepwrought Scholarate', 'Action:'),
];

const ft = (name: string, faction: string, text: string) => te('faction technology', name, text, faction);

export const TE_TECHNOLOGIES: readonly Card[] = [
  ft('Proxima Targeting VI', 'Last Bastion', 'At the start of a round of ground combat,'),
  ft('Subatomic Splicer', 'Crimson Rebellion', 'When one of your ships is destroyed,'),
  ft('Exile II', 'Crimson Rebellion', "At the end of any player's combat in this unit's system or up to 2 systems away,"),
  ft('Hydrothermal Mining', 'Deepwrought Scholarate', 'At the start of the status phase,'),
  ft('Radical Advancement', 'Deepwrought Scholarate', 'At the start of the status phase,'),
  ft('Neural Parasite', 'Firmament', 'At the start of the status phase,'),
  ft('Planesplitter', 'Firmament', 'When you gain this card,'),
  ft('Neural Parasite (Obsidian)', 'Obsidian', 'At the start of your turn,'),
  // ti-assistant and one other collection "At the start of your strategic actions"; AsyncTI4 "When you perform a strategic action".
  ft('Planesplitter (Obsidian)', 'Obsidian', 'At the start of your strategic actions,'),
  ft('Nanomachines', 'Ral Nel Consortium', 'Action:'),
  ft('Executive Order', 'Council Keleres', 'Action:'),
];

export const TE_RELICS: readonly Card[] = [
  te('relic', 'Heart of Ixth', 'After any die is rolled,'),
  te('relic', 'The Quantumcore', 'When you gain this card,'),
  te('relic', 'The Silver Flame', 'Action:'),
];

export const TE_FLAGSHIPS: readonly Card[] = [
  te('flagship', 'Last Dispatch', 'When this unit retreats,', 'Ral Nel Consortium'),
  te(
    'flagship',
    "Heaven's Eye",
    "If the active system contains units that belong to a player who has a control token on 1 of your plots, apply +1 to this ship's move value and repair it at the end of every combat round.",
    'Firmament',
  ),
];

const mech = (name: string, faction: string, text: string) => te('mech', name, text, faction);

/** The six new factions' mechs whose ability carries a timing clause, and the Naalu mech as Thunder's Edge reprints it. */
export const TE_MECHS: readonly Card[] = [
  {
    ...mech('A3 Valiance', 'Last Bastion', 'When this unit is destroyed,'),
    reads: { text: 'When this mech is destroyed,', why: 'this unit is a mech, and ground forces are destroyed in ground combat' },
  },
  mech('Eanautic', 'Deepwrought Scholarate', 'When another player activates this system,'),
  mech('Revenant', 'Crimson Rebellion', 'DEPLOY: During the "Commit Ground Forces" step of your tactical action in a system that contains an active breach,'),
  mech('Alarum', 'Ral Nel Consortium', 'At the end of a round of combat on this planet,'),
  mech('Viper EX-23', 'Firmament', 'When ground forces are committed to this planet,'),
  mech('Viper Hollow', 'Obsidian', 'If this unit was coexisting when this card flipped to this side,'),
  // A card of its own beside the Prophecy of Kings Iconoclast (a standing effect, not in the tables).
  mech('Iconoclast (Thunder\'s Edge)', 'Naalu', 'DEPLOY: When another player gains a relic,'),
];

/** Faction units of the new factions and the Naaz-Rokha breakthrough's unit whose text holds a timing clause. */
export const TE_UNITS: readonly Card[] = [
  te('faction unit', 'Exile I', "At the end of any player's combat in this unit's system or an adjacent system,", 'Crimson Rebellion'),
  // Its standing sentences first; the one timed sentence is quoted.
  te('faction unit', 'Eidolon Maximum', 'Repair it at the start of every combat round.', 'Naaz-Rokha'),
];

/** Every Thunder's Edge card the assistant knows by name. */
export const THUNDERS_EDGE: readonly Card[] = [
  ...TE_ACTION_CARDS,
  ...BREAKTHROUGHS,
  ...TE_FACTION_ABILITIES,
  ...TE_LEADERS,
  ...TE_PROMISSORY_NOTES,
  ...TE_TECHNOLOGIES,
  ...TE_RELICS,
  ...TE_FLAGSHIPS,
  ...TE_MECHS,
  ...TE_UNITS,
];
