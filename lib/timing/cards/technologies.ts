/**
 * Technologies of the base game, Prophecy of Kings and the Codex reprints (Ω) whose text opens with a timing word,
 * or with a cost before one ("You may exhaust this card at the start of …"), and the faction
 * technologies likewise. The text is the printed card's opening clause.
 */
import { printed, type Card } from './types';

const tech = (name: string, text: string, cites: string[] = []) => printed('technology', name, text, cites);
const ft = (name: string, faction: string, text: string, cites: string[] = []) => printed('faction technology', name, text, cites, faction);
const errata = (name: string, id: string, text: string, faction: string | undefined, cites: string[] = []): Card => ({
  name,
  kind: faction ? 'faction technology' : 'technology',
  text,
  source: `ti4-errata:${id}`,
  cites: [`ti4-errata:${id}`, ...cites],
  ...(faction ? { faction } : {}),
});

export const TECHNOLOGIES: readonly Card[] = [
  tech('AI Development Algorithm', 'When you research a unit upgrade technology, you may exhaust this card'),
  tech('Assault Cannon', 'At the start of a space combat in a system that contains 3 or more of your non-fighter ships,', ['ti4-faq:the-nekro-virus-6']),
  tech('Bio-Stims', 'You may exhaust this card at the end of your turn'),
  tech('Dacxive Animators', 'After you win a ground combat,', ['ti4-faq:the-naalu-collective-2']),
  tech('Dark Energy Tap', 'After you perform a tactical action in a system that contains a frontier token,'),
  tech('Duranium Armor', 'During each combat round, after you assign hits to your units,'),
  tech('Graviton Laser System', 'You may exhaust this card before 1 or more of your units uses Space Cannon;'),
  tech('Gravity Drive', 'After you activate a system,'),
  {
    ...errata('Hyper Metabolism', 'hyper-metabolism', 'During the status phase, gain 3 command tokens instead of 2.', undefined),
    reads: { text: 'When you gain command tokens during the status phase', why: 'it changes the "Gain and redistribute command tokens" step of the status phase (70.5)' },
  },
  tech('Integrated Economy', 'After you gain control of a planet,'),
  tech('Magen Defense Grid', 'You may exhaust this card at the start of a round of ground combat on a planet that contains 1 or more of your units that have Planetary Shield;'),
  // The Codex reprints (Ω, Codex I; ΩΩ, Codex IV) open with other timing words.
  tech('Magen Defense Grid Ω', 'At the start of ground combat on a planet that contains 1 or more of your structures,'),
  tech('Magen Defense Grid ΩΩ', 'When any player activates a system that contains 1 or more of your structures,'),
  {
    ...tech('Neural Motivator', 'During the status phase, draw 2 action cards instead of 1.', ['ti4-faq:general-12']),
    reads: { text: 'When you draw action cards during the status phase', why: 'it changes the "Draw action cards" step of the status phase (70.3; FAQ)' },
  },
  tech('Plasma Scoring', 'When 1 or more of your units use Bombardment or Space Cannon,', ['ti4-faq:general-4', 'ti4-faq:general-16']),
  tech('Predictive Intelligence', 'At the end of your turn, you may exhaust this card'),
  tech('Sarween Tools', 'When 1 or more of your units use Production,', ['ti4-faq:production-2']),
  tech('Scanlink Drone Network', 'When you activate a system,'),
  tech('Self-Assembly Routines', 'After 1 or more of your units use Production, you may exhaust this card'),
  tech('Transit Diodes', 'You may exhaust this card at the start of your turn during the action phase;'),
  tech('X-89 Bacterial Weapon', 'Action:', ['ti4-faq:general-5']),
  // Codex I; X-89 Bacterial Weapon ΩΩ (Codex IV) has no timing word: it doubles hits throughout.
  tech('X-89 Bacterial Weapon Ω', 'After 1 or more of your units use Bombardment against a planet,'),
];

export const FACTION_TECHNOLOGIES: readonly Card[] = [
  ft('Aetherstream', 'Empyrean', 'After you or one of your neighbors activates a system that is adjacent to an anomaly,'),
  ft('Agency Supply Network', 'Council Keleres', 'Whenever you resolve one of your Production abilities,'),
  ft('Bioplasmosis', 'Arborec', 'At the end of the status phase,'),
  ft('Chaos Mapping', 'Clan of Saar', 'At the start of your turn during the action phase,', ['ti4-faq:the-clan-of-saar-1', 'ti4-faq:the-clan-of-saar-2']),
  ft('Dimensional Splicer', 'Ghosts of Creuss', 'At the start of space combat in a system that contains a wormhole and 1 or more of your ships,', ['ti4-faq:action-cards-5']),
  ft('E-Res Siphons', 'Jol-Nar', 'After another player activates a system that contains 1 or more of your ships,'),
  ft('Genetic Recombination', 'Mahact', 'You may exhaust this card before a player casts votes;'),
  errata(
    'Hegemonic Trade Policy',
    'hegemonic-trade-policy',
    "Exhaust this card when 1 or more of your units use 'Production'; swap the resource and influence values of 1 planet you control during that use of 'Production.'",
    'Winnu',
  ),
  ft('Impulse Core', 'Yin Brotherhood', 'At the start of a space combat,'),
  ft('Inheritance Systems', 'L1Z1X', 'You may exhaust this card and spend 2 resources when you research a technology;'),
  ft('Instinct Training', 'Xxcha', 'You may exhaust this card and spend 1 token from your strategy pool when another player plays an action card;'),
  // The first sentence ("Your ships can move into supernovas.") is a standing rule; the second is timed.
  ft('Magmus Reactor', 'Embers of Muaat', 'After 1 or more of your units use Production in a system that either contains a war sun or is adjacent to a supernova,'),
  ft('Mirror Computing', 'Mentak', 'When you spend trade goods,'),
  ft('Neuroglaive', 'Naalu', 'After another player activates a system that contains 1 or more of your ships,'),
  ft('Non-Euclidean Shielding', 'Barony of Letnev', 'When 1 of your units uses Sustain Damage,'),
  ft('Nullification Field', 'Xxcha', 'After another player activates a system that contains 1 or more of your ships,'),
  ft('Pre-Fab Arcologies', 'Naaz-Rokha', 'After you explore a planet,'),
  ft('Quantum Datahub Node', 'Hacan', 'At the end of the strategy phase,'),
  ft('Salvage Operations', 'Mentak', 'After you win or lose a space combat,', ['ti4-faq:the-mentak-coalition-1', 'ti4-faq:the-mentak-coalition-2', 'ti4-faq:the-mentak-coalition-3']),
  ft('Spatial Conduit Cylinder', 'Jol-Nar', 'You may exhaust this card after you activate a system that contains 1 or more of your units;'),
  ft('Supercharge', 'Naaz-Rokha', 'At the start of a combat round, you may exhaust this card'),
  ft('Temporal Command Suite', 'Nomad', "After any player's agent becomes exhausted,"),
  ft('Valefar Assimilator X', 'Nekro Virus', "When you would gain another player's technology using one of your faction abilities,", ['ti4-faq:the-nekro-virus-1']),
  ft('Valefar Assimilator Y', 'Nekro Virus', "When you would gain another player's technology using one of your faction abilities,", ['ti4-faq:the-nekro-virus-1']),
  ft('Valkyrie Particle Weave', "Sardakk N'orr", 'After making combat rolls during a round of ground combat,'),
  ft('Voidwatch', 'Empyrean', 'After a player moves ships into a system that contains 1 or more of your units,'),
  ft('Wormhole Generator', 'Ghosts of Creuss', 'At the start of the status phase,'),
  ft('Wormhole Generator Ω', 'Ghosts of Creuss', 'Action:'),
  ft('Yin Spinner', 'Yin Brotherhood', 'After 1 or more of your units use Production,'),
  ft('Yin Spinner Ω', 'Yin Brotherhood', 'After you produce units,'),
];
