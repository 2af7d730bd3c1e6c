/**
 * Cards and abilities the TI4 errata and FAQ name, with their timing text, so a player can pick
 * one instead of typing it. Where the errata prints the whole text (source `ti4-errata:…`) it is
 * quoted in full; otherwise only the opening timing clause of the printed card is given (source
 * `card`), since that clause is all the assistant reads (LRR 1.18, 1.19).
 */
import { normalize } from './parse';

export type CardKind =
  | 'action card'
  | 'faction ability'
  | 'faction technology'
  | 'technology'
  | 'promissory note'
  | 'flagship'
  | 'unit ability';

export interface Card {
  name: string;
  kind: CardKind;
  /** Full errata text, the opening timing clause of the printed card, or the unit ability's name. */
  text: string;
  /** `ti4-errata:<name>` when the text is quoted from the errata, `lrr:<n>` for unit abilities, `card` otherwise. */
  source: string;
  /** FAQ and errata items that name this card (and that the reason cites when it is placed). */
  cites: string[];
}

export const CARDS: readonly Card[] = [
  // Action cards
  {
    name: 'Bribery',
    kind: 'action card',
    text: 'After the speaker votes on an agenda: Spend any number of trade goods. For each trade good spent, cast 1 additional vote for the outcome on which you voted.',
    source: 'ti4-errata:bribery',
    cites: ['ti4-errata:bribery', 'ti4-faq:action-cards-14'],
  },
  {
    name: 'Direct Hit',
    kind: 'action card',
    text: "After another player's ship uses 'Sustain Damage' to cancel a hit produced by your units or abilities: Destroy that ship.",
    source: 'ti4-errata:direct-hit',
    cites: ['ti4-errata:direct-hit', 'ti4-faq:action-cards-3', 'ti4-faq:action-cards-6'],
  },
  { name: 'Distinguished Councilor', kind: 'action card', text: 'After you cast votes on an outcome of an agenda:', source: 'card', cites: ['ti4-faq:action-cards-7'] },
  { name: 'Sabotage', kind: 'action card', text: 'When another player plays an action card other than "Sabotage":', source: 'card', cites: ['ti4-faq:action-cards-8'] },
  {
    name: 'Experimental Battlestation',
    kind: 'action card',
    text: 'After another player moves ships into a system during a tactical action:',
    source: 'card',
    cites: ['ti4-faq:action-cards-12'],
  },
  { name: 'Shields Holding', kind: 'action card', text: 'Before you assign hits to your ships during a space combat:', source: 'card', cites: ['ti4-faq:action-cards-4', 'ti4-faq:action-cards-5'] },
  { name: 'Skilled Retreat', kind: 'action card', text: 'At the start of a combat round:', source: 'card', cites: ['ti4-faq:action-cards-1', 'ti4-faq:general-6'] },
  { name: 'Intercept', kind: 'action card', text: 'After your opponent declares a retreat during a space combat:', source: 'card', cites: ['ti4-faq:action-cards-1'] },
  { name: 'Courageous to the End', kind: 'action card', text: 'After 1 of your ships is destroyed during a space combat:', source: 'card', cites: ['ti4-faq:action-cards-2'] },
  { name: 'Lucky Shot', kind: 'action card', text: 'Action:', source: 'card', cites: ['ti4-faq:action-cards-9'] },
  { name: 'Upgrade', kind: 'action card', text: 'After you activate a system that contains 1 or more of your ships:', source: 'card', cites: ['ti4-faq:action-cards-11'] },
  {
    name: 'Unstable Planet',
    kind: 'action card',
    text: 'Action: Choose 1 hazardous planet. Exhaust that planet and destroy up to 3 infantry on it.',
    source: 'ti4-errata:unstable-planet',
    cites: ['ti4-errata:unstable-planet'],
  },
  {
    // The source prints a stray "Action:" line before this text; the erratum's timing is "When an agenda is revealed".
    name: 'Veto',
    kind: 'action card',
    text: 'When an agenda is revealed: Discard that agenda and reveal 1 agenda from the top of the deck. Players vote on this agenda instead.',
    source: 'ti4-errata:veto',
    cites: ['ti4-errata:veto', 'ti4-faq:agendas-8'],
  },
  { name: 'Rider (any rider action card)', kind: 'action card', text: 'After an agenda is revealed:', source: 'card', cites: ['ti4-faq:action-cards-10', 'ti4-faq:action-cards-13'] },
  // Promissory notes
  {
    name: 'Political Favor',
    kind: 'promissory note',
    text: "When an agenda is revealed: Remove 1 token from the Xxcha player's strategy pool and return it to his reinforcements. Then, discard the revealed agenda and reveal 1 agenda from the top of the deck. Players vote on this agenda instead. Then, return this card to the Xxcha player.",
    source: 'ti4-errata:political-favor',
    cites: ['ti4-errata:political-favor'],
  },
  // Faction abilities, technologies and flagships
  {
    name: 'Devotion',
    kind: 'faction ability',
    text: "After each space battle round, you may destroy 1 of your cruisers or destroyers in the active system to produce 1 hit and assign it to 1 of your opponent's ships in that system.",
    source: 'ti4-errata:devotion',
    cites: ['ti4-errata:devotion', 'ti4-faq:action-cards-5'],
  },
  {
    name: 'Harrow',
    kind: 'faction ability',
    text: "At the end of each round of ground combat, your ships in the active system may use their bombardment abilities against your opponent's ground forces on the planet.",
    source: 'ti4-errata:harrow',
    cites: ['ti4-errata:harrow'],
  },
  { name: 'Ambush', kind: 'faction ability', text: 'At the start of a space combat,', source: 'card', cites: ['ti4-faq:action-cards-5'] },
  { name: 'Scheming', kind: 'faction ability', text: 'When you draw 1 or more action cards,', source: 'card', cites: ['ti4-faq:general-12'] },
  { name: 'Scavenge', kind: 'faction ability', text: 'After you gain control of a planet,', source: 'card', cites: ['ti4-faq:the-mentak-coalition-5'] },
  {
    name: 'Pillage',
    kind: 'faction ability',
    text: 'After 1 of your neighbors gains trade goods or resolves a transaction,',
    source: 'card',
    cites: ['ti4-faq:the-mentak-coalition-4', 'ti4-faq:the-mentak-coalition-5'],
  },
  {
    name: 'Hegemonic Trade Policy',
    kind: 'faction technology',
    text: "Exhaust this card when 1 or more of your units use 'Production'; swap the resource and influence values of 1 planet you control during that use of 'Production.'",
    source: 'ti4-errata:hegemonic-trade-policy',
    cites: ['ti4-errata:hegemonic-trade-policy'],
  },
  {
    name: 'Dimensional Splicer',
    kind: 'faction technology',
    text: 'At the start of space combat in a system that contains a wormhole and 1 or more of your ships,',
    source: 'card',
    cites: ['ti4-faq:action-cards-5'],
  },
  { name: 'Dacxive Animators', kind: 'faction technology', text: 'After you win a ground combat,', source: 'card', cites: ['ti4-faq:the-naalu-collective-2'] },
  {
    name: 'Chaos Mapping',
    kind: 'faction technology',
    text: 'At the start of your turn during the action phase,',
    source: 'card',
    cites: ['ti4-faq:the-clan-of-saar-1', 'ti4-faq:the-clan-of-saar-2'],
  },
  {
    name: 'Salvage Operations',
    kind: 'faction technology',
    text: 'After you win or lose a space combat,',
    source: 'card',
    cites: ['ti4-faq:the-mentak-coalition-1', 'ti4-faq:the-mentak-coalition-2', 'ti4-faq:the-mentak-coalition-3'],
  },
  {
    name: 'Assault Cannon',
    kind: 'technology',
    text: 'At the start of a space combat in a system that contains 3 or more of your non-fighter ships,',
    source: 'card',
    cites: ['ti4-faq:the-nekro-virus-6'],
  },
  {
    name: 'Hyper Metabolism',
    kind: 'technology',
    text: 'During the status phase, gain 3 command tokens instead of 2.',
    source: 'ti4-errata:hyper-metabolism',
    cites: ['ti4-errata:hyper-metabolism'],
  },
  { name: 'Neural Motivator', kind: 'technology', text: 'During the status phase, draw 2 action cards instead of 1.', source: 'card', cites: ['ti4-faq:general-12'] },
  {
    name: 'Matriarch',
    kind: 'flagship',
    text: 'During an invasion in this system, you may commit fighters to planets as if they were ground forces. When combat ends, return those units to the space area.',
    source: 'ti4-errata:matriarch',
    cites: ['ti4-errata:matriarch', 'ti4-faq:the-naalu-collective-1'],
  },
  {
    name: 'The Alastor',
    kind: 'flagship',
    text: 'At the start of a space combat,',
    source: 'card',
    cites: ['ti4-faq:the-nekro-virus-2', 'ti4-faq:the-nekro-virus-3', 'ti4-faq:the-nekro-virus-6'],
  },
  { name: 'Duha Menaimon', kind: 'flagship', text: 'After you activate a system that contains this ship,', source: 'card', cites: ['ti4-faq:the-arborec-2'] },
  // Unit abilities (LRR 1.22), by name
  { name: 'Sustain Damage', kind: 'unit ability', text: 'Sustain Damage', source: 'lrr:76', cites: [] },
  { name: 'Space Cannon Offense', kind: 'unit ability', text: 'Space Cannon Offense', source: 'lrr:66.2', cites: [] },
  { name: 'Space Cannon Defense', kind: 'unit ability', text: 'Space Cannon Defense', source: 'lrr:66.6', cites: [] },
  { name: 'Anti-Fighter Barrage', kind: 'unit ability', text: 'Anti-Fighter Barrage', source: 'lrr:10', cites: [] },
  { name: 'Bombardment', kind: 'unit ability', text: 'Bombardment', source: 'lrr:15', cites: [] },
  { name: 'Production', kind: 'unit ability', text: 'Production', source: 'lrr:59', cites: [] },
];

/** Two action cards of the same name in one window (LRR 2.6, FAQ). */
export const SAME_NAME_RULE = {
  rules: ['lrr:2.6', 'ti4-faq:action-cards-3', 'ti4-faq:action-cards-4'],
  meaning:
    'that is allowed only if they affect different units or game effects (2.6; FAQ: two Direct Hits on different targets, each player\'s Shields Holding)',
};

const BY_KEY = new Map<string, Card>();
for (const card of CARDS) {
  BY_KEY.set(normalize(card.name), card);
  BY_KEY.set(normalize(card.text), card);
}

/** The card an ability's text names or quotes in full, if any. */
export function findCard(text: string): Card | undefined {
  return BY_KEY.get(normalize(text));
}
