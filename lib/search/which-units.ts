/**
 * "Which ships can bombard", "what units have sustain damage": the player asks which units have an
 * ability or a value. The rules' entry on the ability says what it does, not who has it; the unit
 * stats items (kind `unit`, lib/corpus/units.ts) print each unit's abilities, so the units whose
 * item holds every other word of the question are the answer and come first.
 */

/** "which ships", "what kind of units", "which of my ships", "what unit types". */
const WHICH_UNITS = /\b(?:which|what)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+|of\s+(?:my|the|our|your)\s+)?(?:ships?|units?)(?:\s+types?)?\b/i;

export interface WhichUnits {
  /** Whether the query asks which units. */
  asks: boolean;
  /** The query without the words that ask it (a unit's item never says "ship" of itself). */
  rest: string;
}

export function whichUnits(query: string): WhichUnits {
  const match = WHICH_UNITS.exec(query);
  if (!match) return { asks: false, rest: query };
  const rest = `${query.slice(0, match.index)} ${query.slice(match.index + match[0].length)}`.trim();
  // Nothing else asked ("which units?"): the words stay the query.
  return /\p{L}/u.test(rest) ? { asks: true, rest } : { asks: false, rest: query };
}

/**
 * `ranked` with the unit items that answer all of the query first, the rest in their order.
 * Stable: the units keep the order the score gave them.
 */
export function unitsFirst<T>(ranked: readonly T[], answersAsUnit: (r: T) => boolean): T[] {
  const units = ranked.filter(answersAsUnit);
  return units.length ? [...units, ...ranked.filter((r) => !answersAsUnit(r))] : [...ranked];
}
