/** Relics of Prophecy of Kings whose text opens with a timing word or "Action:". */
import { printed, type Card } from './types';

const relic = (name: string, text: string) => printed('relic', name, text);

export const RELICS: readonly Card[] = [
  relic('Dominus Orb', 'Before you move units during a tactical action,'),
  relic('Maw of Worlds', 'At the start of the agenda phase,'),
  relic('Scepter of Emelpar', 'When you would spend a token from your strategy pool,'),
  relic('Stellar Converter', 'Action:'),
  relic('The Codex', 'Action:'),
  relic('The Crown of Emphidia', 'After you perform a tactical action,'),
  relic("The Prophet's Tears", 'When you research a technology,'),
];
