/** The EotV II rulebook's fixed data: its chapters and how each is read, its glossary terms, ability groups and picture labels. */

/** The glossary's terms, in the book's order; everything else under a term is one of its sub-terms. */
export const GLOSSARY_TERMS = [
  'Abilities', 'Action Track', 'Active Player', 'Ally Token', 'Any Action', 'Battle', 'Buildings',
  'Card Action', 'Colonization Card', 'Command', 'Control', 'Deliveries', 'Diplomacy', 'Event Cards',
  'Explore Tokens', 'Game End', 'Income', 'Influence', 'Missions', 'Move', 'Power Cards', 'Recruit',
  'Refresh', 'Research and Build', 'Sarkeen Regency', 'Scavenge', 'Scoring', 'Units',
] as const;

/**
 * Labels of pictures that only have a wide blank gap on one side (or none), so the gap rule
 * (PICTURE_GAP, applied in outline.ts) cannot see them.
 */
export const FIGURE_CAPTIONS = new Set([
  'Event Card', 'Empire Card', 'Commander Token', 'A Space Node', 'Sreech', 'Asteroid Field Hazard',
  'A Space Path', 'Power Card', 'Cities Bases Academies', 'Artifacts Metal Lifeforms',
]);
/** Blank lines a picture leaves around its label. */
export const PICTURE_GAP = 3;

/** How a chapter is read: dropped, as running text (outline), as the component list, as the glossary, or as abilities and cards. */
export type Handling =
  | { kind: 'discard'; as: string; reason: string }
  | { kind: 'outline'; id: string; page: string; pageTitle: string; flat?: boolean; pagePerSection?: boolean }
  | { kind: 'components'; id: string; page: string; pageTitle: string }
  | { kind: 'glossary' }
  | { kind: 'abilities' };

/** The chapters, in order, by the heading that opens them. */
export const CHAPTERS: { heading: string; handling: Handling }[] = [
  { heading: 'INTRO', handling: { kind: 'outline', id: 'eotv:intro', page: 'introduction', pageTitle: 'Introduction' } },
  { heading: 'RULE BOOK CONTENTS', handling: { kind: 'discard', as: 'navigation', reason: 'table of contents: printed page numbers, the site has its own navigation' } },
  { heading: 'COMPONENTS', handling: { kind: 'components', id: 'eotv:components', page: 'setup', pageTitle: 'Components and Setup' } },
  { heading: 'SETUP', handling: { kind: 'outline', id: 'eotv:setup', page: 'setup', pageTitle: 'Components and Setup' } },
  {
    heading: 'LEARNING THE GAME',
    handling: { kind: 'outline', id: 'eotv:learning', page: 'learning-the-game', pageTitle: 'Learning the Game', pagePerSection: true },
  },
  { heading: 'GLOSSARY', handling: { kind: 'glossary' } },
  { heading: 'ABILITIES & CARDS', handling: { kind: 'abilities' } },
  { heading: 'CREDITS', handling: { kind: 'outline', id: 'eotv:credits', page: 'credits', pageTitle: 'Credits', flat: true } },
  {
    heading: 'VALKA VII SCENARIO',
    handling: { kind: 'outline', id: 'eotv:valka-vii-scenario', page: 'scenario-and-variants', pageTitle: 'Valka VII Scenario and Variants' },
  },
  { heading: 'VARIANTS', handling: { kind: 'outline', id: 'eotv:variants', page: 'scenario-and-variants', pageTitle: 'Valka VII Scenario and Variants' } },
  { heading: 'Index', handling: { kind: 'discard', as: 'navigation', reason: 'index of printed page numbers, the site has search' } },
  { heading: 'EXPLORE TOKENS', handling: { kind: 'discard', as: 'duplicate', reason: 'back-cover player aid repeating the glossary entry "Explore Tokens"' } },
  { heading: 'Game Round', handling: { kind: 'discard', as: 'duplicate', reason: 'back-cover player aid summarising "Playing the Game" in Learning the Game' } },
];

/** Ids of the groups of the "Abilities & Cards" chapter; card groups nest cards under their planet. */
export const ABILITY_GROUPS: Record<string, { prefix: string; cards?: boolean }> = {
  'UNIT ABILITIES': { prefix: 'unit' },
  'ALLY ABILITIES': { prefix: 'ally' },
  TECHNOLOGIES: { prefix: 'tech' },
  'CARD EFFECTS AND MEANINGS': { prefix: 'card-effects' },
  'POWER CARDS': { prefix: 'power-card', cards: true },
  'EVENT CARDS': { prefix: 'event-card', cards: true },
  'EMPIRE CARDS': { prefix: 'empire-card' },
};
