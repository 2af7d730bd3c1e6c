/** The TI3 FAQ's parts and the misreadings of its printed text. */

export interface Part {
  name: string;
  /** Prepended to section slugs so that headings repeated across parts ("Miscellaneous") stay distinct. */
  prefix: string;
}

export const BASE: Part = { name: 'Base game', prefix: '' };
/** The expansion parts, by the name in their "The ... Expansion" heading. */
export const EXPANSIONS: Record<string, Part> = {
  'SHATTERED EMPIRE': { name: 'Shattered Empire', prefix: 'se-' },
  'SHARDS OF THE THRONE': { name: 'Shards of the Throne', prefix: 'sott-' },
};

/** Misreadings of the printed text, fixed where they occur. */
export const TYPOS: { pattern: RegExp; after: string }[] = [
  // "the Status Phase ... (T13 rules pg. 25)": the game's abbreviation, with a one for the I.
  { pattern: /\bT13\b/g, after: 'TI3' },
];
