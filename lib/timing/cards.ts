/**
 * Every card and ability the assistant knows by name, so a player can type "Morale Boost"
 * instead of its trigger text. The tables live in lib/timing/cards/, one module per kind.
 */
import { normalize } from './normalize';
import { BASE_ACTION_CARDS, POK_ACTION_CARDS, RIDER_ALIAS } from './cards/action-cards';
import { AGENDAS } from './cards/agendas';
import { FACTION_ABILITIES } from './cards/faction-abilities';
import { FACTION_UNITS } from './cards/faction-units';
import { LEADERS } from './cards/leaders';
import { MECHS } from './cards/mechs';
import { PROMISSORY_NOTES } from './cards/promissory-notes';
import { RELICS } from './cards/relics';
import { FACTION_TECHNOLOGIES, TECHNOLOGIES } from './cards/technologies';
import { THUNDERS_EDGE } from './cards/thunders-edge';
import { FLAGSHIPS, UNIT_ABILITY_CARDS } from './cards/units';
import type { Card } from './cards/types';

export type { Card, CardKind } from './cards/types';

export const CARDS: readonly Card[] = [
  ...BASE_ACTION_CARDS,
  ...POK_ACTION_CARDS,
  RIDER_ALIAS,
  ...PROMISSORY_NOTES,
  ...TECHNOLOGIES,
  ...FACTION_TECHNOLOGIES,
  ...FACTION_ABILITIES,
  ...LEADERS,
  ...AGENDAS,
  ...RELICS,
  ...FLAGSHIPS,
  ...MECHS,
  ...FACTION_UNITS,
  ...UNIT_ABILITY_CARDS,
  ...THUNDERS_EDGE,
];

/** Two action cards of the same name in one window (LRR 2.6, FAQ). */
export const SAME_NAME_RULE = {
  rules: ['lrr:2.6', 'ti4-faq:action-cards-3', 'ti4-faq:action-cards-4'],
  meaning:
    'that is allowed only if they affect different units or game effects (2.6; FAQ: two Direct Hits on different targets, each player\'s Shields Holding)',
};

/** A name without the "(agent)"-style qualifier, so "Suffi An" finds a Suffi An. */
const bareName = (name: string) => name.replace(/\s*\([^)]*\)$/, '');

/**
 * Cards by normalized name, built on first use: the /timing page loads this module with its first
 * script, and a thousand normalizations at load would lengthen the task that hydrates the page.
 */
let byKey: Map<string, Card> | undefined;

function cardsByKey(): Map<string, Card> {
  if (byKey) return byKey;
  const keys = new Map<string, Card>();
  // A name read after a card's own names never takes the place of one: normalized once, kept if free.
  const claim = (name: string, card: Card) => {
    const key = normalize(name);
    if (!keys.has(key)) keys.set(key, card);
  };
  for (const card of CARDS) {
    keys.set(normalize(card.name), card);
    claim(bareName(card.name), card);
  }
  // Another collection's name for a card.
  for (const card of CARDS) for (const name of card.alsoNamed ?? []) claim(name, card);
  // A full text quoted from the errata names its card too. A printed timing clause does not: many
  // cards share "After you activate a system:", so typing it places the clause, not one of them.
  for (const card of CARDS) if (card.source.startsWith('ti4-errata:')) claim(card.text, card);
  byKey = keys;
  return byKey;
}

/** The card an ability's text names or quotes in full, if any. */
export function findCard(text: string): Card | undefined {
  return cardsByKey().get(normalize(text));
}
