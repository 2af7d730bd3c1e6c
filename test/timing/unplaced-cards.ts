/**
 * The cards of the list whose trigger is no event with a step of the round (a card gained, a pass,
 * a token placed): the engine reads their text and leaves them unplaced, saying why. The list is
 * the tests' expectation, not a field of the card data: the engine finds this out from the text.
 */
export const EXPECTED_UNPLACED: ReadonlySet<string> = new Set([
  'Yin Ascendant',
  "Al'Raith Ix Ianovar",
  'Slumberstate Computing',
  'Absolute Synergy',
  'I.I.H.Q. Modernization',
  'Data Skimmer',
  'Galvanize',
  'Oceanbound',
  "The Blade's Orchestra",
  "Z'eu (Thunder's Edge)",
  'Planesplitter',
  'Viper Hollow',
  "Iconoclast (Thunder's Edge)",
  'Heart of Ixth',
  'The Quantumcore',
]);

/** Whether the tests expect the engine to leave this card unplaced. */
export const expectedUnplaced = (card: { name: string }): boolean => EXPECTED_UNPLACED.has(card.name);
