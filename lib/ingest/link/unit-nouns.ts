/**
 * What a ruling calls a unit when it produces, moves or destroys one: the unit types of TI4 and
 * the words for units in general, singular (the plural forms are derived).
 */
export const UNIT_NOUNS = [
  'unit', 'ship', 'carrier', 'cruiser', 'destroyer', 'dreadnought', 'fighter', 'flagship', 'war sun',
  'infantry', 'mech', 'pds', 'space dock', 'ground force', 'structure',
];
