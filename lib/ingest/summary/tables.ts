/** The overview note's fixed data: the headings that divide it, why its off-topic parts are dropped, page groups and typos. */

/** Why each overview heading is left out: none of it is rules text. */
export const OVERVIEW_REASONS: Record<string, string> = {
  'Twilight Imperium (4th Edition)': 'note title',
  'Brief Summary': 'blurb about the game, not rules',
  'Differences to Civilization 5/6': 'comparison with another game, not rules',
  'Key Information': 'catalogue data (players, play time, year), not rules',
  'Key Mechanics': 'catalogue data, not rules',
  'Key Features': 'catalogue data, not rules',
  'Video Tutorial': 'embedded video link',
  'Player Aids': 'faction digest with errors (e.g. the Hacan starting technologies); the faction sheets are the authority',
  'Factions/Civilizations': 'faction flavour descriptions, not rules',
  'Additional Notes': 'advice on game length and table space, not rules',
  'Board Game Geek': 'embedded web page',
  'Workshop Link': 'empty link',
};
export const QUICK_START = 'Quick Start Rules Guide';
export const RULES = 'Twilight Imperium - Rules';
export const POK = 'PROPHECY OF KINGS';
/** The cheat sheet has no heading of its own: it starts with this paragraph after the PoK rules. */
export const CHEAT_SHEET_START = /^Victory\n/;

/** Sections a player reads together share a page; every other section has its own. */
export const PAGE_GROUPS: Record<string, { title: string; sections: string[] }> = {
  'game-round': {
    title: 'Game Round',
    sections: ['strategy-phase', 'action-phase', 'strategic-action', 'tactical-action', 'component-action', 'status-phase', 'agenda-phase'],
  },
  combat: { title: 'Space Combat and Invasion', sections: ['tactical-action-space-combat', 'tactical-action-invasion'] },
  'unit-abilities': {
    title: 'Unit Abilities',
    sections: ['unit-abilities', 'anti-fighter-barrage', 'bombardment', 'planetary-shield', 'production', 'space-cannon', 'sustain-damage'],
  },
};

/** Misspellings of the note, fixed where they occur. */
export const TYPOS: [RegExp, string][] = [
  [/\bpreceeded\b/g, 'preceded'],
  [/\bPromisory/g, 'Promissory'],
  [/\bInflucence\b/g, 'Influence'],
  [/\btemperory\b/g, 'temporary'],
  [/\badjancent\b/g, 'adjacent'],
  [/\bMegatol\b/g, 'Mecatol'],
  [/\bbottomright\b/g, 'bottom-right'],
  [/\bSuper Nova\b/g, 'Supernova'],
];
