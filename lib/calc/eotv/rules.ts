/** Where each EotV calculation's rule lives in the Empires of the Void II rulebook glossary. */
export interface Citation {
  id: string;
  title: string;
  href: string;
}

export const EOTV_RULES = {
  battle: { id: 'eotv:battle/steps-of-a-battle', title: 'Battle: Steps of a Battle', href: '/eotv/glossary-b#battle--steps-of-a-battle' },
  limit: { id: 'eotv:battle/limit-3-units-in-battle', title: 'Limit 3 Units in Battle', href: '/eotv/glossary-b#battle--limit-3-units-in-battle' },
  bases: { id: 'eotv:battle/bases-and-battles', title: 'Bases and Battles', href: '/eotv/glossary-b#battle--bases-and-battles' },
  noCards: { id: 'eotv:battle/no-power-cards', title: 'No Power Cards', href: '/eotv/glossary-b#battle--no-power-cards' },
  disable: { id: 'eotv:unit/mazron-agent', title: 'Disable Dice (Mazron Agent)', href: '/eotv/unit-abilities#unit--mazron-agent' },
  reflexes: { id: 'eotv:tech/enhanced-reflexes', title: 'Enhanced Reflexes (+1 die)', href: '/eotv/technologies#tech--enhanced-reflexes' },
  hazards: { id: 'eotv:move/hazards', title: 'Hazards', href: '/eotv/glossary-m#move--hazards' },
  diplomacy: { id: 'eotv:diplomacy', title: 'Diplomacy', href: '/eotv/glossary-d#diplomacy' },
} satisfies Record<string, Citation>;
