/**
 * Prophecy of Kings mechs whose ability carries a timing clause, by the clause as printed: most a
 * "DEPLOY:" ability (read by the clause after the header, 1.22), the rest a reaction of the mech
 * itself. Each text read in two card collections (docs/timing.md, "Mechs and unit cards"). Mechs
 * of standing effects only (Aerie Sentinel, Pride of Kenara, Shield Paling, Annihilator, Moll
 * Terminus, Iconoclast, Mordred, Quantum Manipulator, Indomitus, Omniopiares) are left out.
 */
import { printed, type Card } from './types';

const mech = (name: string, faction: string, text: string): Card => printed('mech', name, text, [], faction);

export const MECHS: readonly Card[] = [
  mech('Letani Behemoth', 'Arborec', 'DEPLOY: When you would use your Mitosis faction ability,'),
  mech('Dunlain Reaper', 'Barony of Letnev', 'DEPLOY: At the start of a round of ground combat,'),
  mech('Ember Colossus', 'Embers of Muaat', 'When you use your Star Forge faction ability in this system or an adjacent system,'),
  mech('ZS Thunderbolt M2', 'Federation of Sol', 'DEPLOY: After you use your Orbital Drop faction ability,'),
  mech('Icarus Drive', 'Ghosts of Creuss', 'After any player activates a system,'),
  mech('Starlancer', 'Mahact', 'After a player whose command token is in your fleet pool activates this system,'),
  // Both sides of the Naaz-Rokha mech card: a condition before the clause on the one, a standing sentence before it on the other.
  mech('Eidolon', 'Naaz-Rokha', 'If this unit is in the space area of the active system at the start of a space combat, flip this card.'),
  mech('Z-Grav Eidolon', 'Naaz-Rokha', 'At the end of a space battle in the active system,'),
  mech('Scavenger Zeta', 'Clan of Saar', 'DEPLOY: After you gain control of a planet,'),
  mech('Valkyrie Exoskeleton', "Sardakk N'orr", 'After this unit uses its Sustain Damage ability during ground combat,'),
  mech('Hecatoncheires', 'Titans of Ul', 'DEPLOY: When you would place a PDS on a planet,'),
  mech('Reanimator', "Vuil'raith Cabal", 'When your infantry on this planet are destroyed,'),
  mech('Reclaimer', 'Winnu', 'After you resolve a tactical action where you gained control of this planet,'),
  mech('Moyin\'s Ashes', 'Yin Brotherhood', 'DEPLOY: When you use your Indoctrination faction ability,'),
  mech('Blackshade Infiltrator', 'Yssaril', 'DEPLOY: After you use your Stall Tactics faction ability,'),
  {
    ...mech('Watcher', 'Empyrean', "You may remove this unit from a system that contains or is adjacent to another player's units to cancel an action card played by that player."),
    reads: {
      text: 'When another player plays an action card,',
      why: 'it cancels an action card, so it is used as that card is played, before its effects resolve, as Sabotage is',
    },
  },
];
