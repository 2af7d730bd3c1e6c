/** Flagships whose ability opens with a timing word or "Action:", and unit abilities by name (LRR 1.22). */
import { printed, type Card } from './types';

const flagship = (name: string, faction: string, text: string, cites: string[] = []) => printed('flagship', name, text, cites, faction);

export const FLAGSHIPS: readonly Card[] = [
  flagship('Arc Secundus', 'Barony of Letnev', 'At the start of each space combat round,'),
  flagship('Duha Menaimon', 'Arborec', 'After you activate this system,', ['ti4-faq:the-arborec-2']),
  flagship('Dynamo', 'Empyrean', "After any player's unit in this system or an adjacent system uses Sustain Damage,"),
  flagship('Genesis', 'Federation of Sol', 'At the end of the status phase,'),
  flagship('J.N.S. Hylarim', 'Jol-Nar', 'When making a combat roll for this ship,'),
  {
    name: 'Matriarch',
    kind: 'flagship',
    text: 'During an invasion in this system, you may commit fighters to planets as if they were ground forces. When combat ends, return those units to the space area.',
    source: 'ti4-errata:matriarch',
    cites: ['ti4-errata:matriarch', 'ti4-faq:the-naalu-collective-1'],
    faction: 'Naalu',
  },
  flagship('Ouranos', 'Titans of Ul', 'DEPLOY: After you activate a system that contains 1 or more of your PDS,'),
  flagship('Salai Sai Corian', 'Winnu', 'When this unit makes a combat roll,'),
  flagship('The Alastor', 'Nekro Virus', 'At the start of a space combat,', ['ti4-faq:the-nekro-virus-2', 'ti4-faq:the-nekro-virus-3', 'ti4-faq:the-nekro-virus-6']),
  flagship('The Inferno', 'Embers of Muaat', 'Action:'),
  flagship('Van Hauge', 'Yin Brotherhood', 'When this ship is destroyed,'),
  flagship('Wrath of Kenara', 'Hacan', 'After you roll a die during a space combat in this system,'),
];

const unit = (name: string, source: string): Card => ({ name, kind: 'unit ability', text: name, source, cites: [] });

export const UNIT_ABILITY_CARDS: readonly Card[] = [
  unit('Sustain Damage', 'lrr:76'),
  unit('Space Cannon Offense', 'lrr:66.2'),
  unit('Space Cannon Defense', 'lrr:66.6'),
  unit('Anti-Fighter Barrage', 'lrr:10'),
  unit('Bombardment', 'lrr:15'),
  unit('Production', 'lrr:59'),
];
