/**
 * Words for the subject of an LRR entry that its title does not contain, so a ruling that uses
 * them reaches the entry: a die's result is read by Combat (17.1), a player passes in the Action
 * Phase (3.2, 3.3). Matched in all their forms (see word-forms.ts).
 */
export const CONCEPTS: { words: string[]; entry: string }[] = [
  { words: ['die', 'dice'], entry: 'Combat' },
  { words: ['pass'], entry: 'Action Phase' },
];
