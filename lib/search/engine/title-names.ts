/**
 * Whether a unit's card is the unit a concept names: its title holds every word of one way of
 * saying it ("Fighter II" holds "fighter"). The readings of a unit absent (./absent-unit.ts) and of
 * a level owned by the unit before it (./unit-level.ts) both ask it of the cards.
 */
import type { Alternative } from '../query';

/** Whether `title` (an item's title terms) holds all the terms of one of `alternatives`. */
export const titleNames = (title: readonly string[] | undefined, alternatives: readonly Alternative[]): boolean =>
  alternatives.some((a) => a.terms.every((t) => (title ?? []).includes(t)));
