/**
 * Agendas (base game and Prophecy of Kings) whose effect opens with a timing word: the laws
 * a player owns or that act on a moment, and the directives that act as they are revealed.
 * The text is the effect's timing clause, with "the owner of this card" written "you".
 */
import { printed, type Card } from './types';

const agenda = (name: string, text: string, cites: string[] = []) => printed('agenda', name, text, cites);
const revealed = (name: string, cites: string[] = []) => agenda(name, 'When this agenda is revealed, if', cites);

export const AGENDAS: readonly Card[] = [
  agenda('Anti-Intellectual Revolution', 'After a player researches a technology,'),
  agenda('Checks and Balances', 'When a player chooses a strategy card during the strategy phase,'),
  revealed('Classified Document Leaks'),
  agenda('Committee Formation', 'Before players vote on an agenda that requires a player to be elected,'),
  agenda('Covert Legislation', 'When this agenda is revealed, the speaker draws the next card in the agenda deck'),
  agenda('Imperial Arbiter', 'At the end of the strategy phase,'),
  revealed('Judicial Abolishment'),
  agenda('Minister of Commerce', 'After you replenish commodities,'),
  agenda('Minister of Exploration', 'When you gain control of a planet,'),
  agenda('Minister of Industry', 'When you place a space dock in a system,'),
  agenda('Minister of Peace', "After a player activates a system that contains 1 or more of a different player's units,"),
  agenda('Minister of Policy', 'At the end of the status phase,'),
  agenda('Minister of Sciences', 'When you resolve the primary or secondary ability of the "Technology" strategy card,'),
  // The card says "discard this card after performing an action"; the FAQ confirms that is the trigger.
  agenda('Minister of War', 'After you perform an action,', ['ti4-faq:agendas-11']),
  revealed('Miscount Disclosed', ['ti4-faq:agendas-5']),
  revealed('New Constitution'),
  agenda('Regulated Conscription', 'When a player produces units,'),
  agenda('Research Team: Biotic', 'When you research technology,', ['ti4-faq:agendas-1']),
  agenda('Research Team: Cybernetic', 'When you research technology,', ['ti4-faq:agendas-1']),
  agenda('Research Team: Propulsion', 'When you research technology,', ['ti4-faq:agendas-1']),
  agenda('Research Team: Warfare', 'When you research technology,', ['ti4-faq:agendas-1']),
];
