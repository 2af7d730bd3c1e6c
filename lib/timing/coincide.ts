/**
 * Windows the rules declare to be one and the same (LRR 1.12, 67.2, FAQ on Experimental
 * Battlestation). A group without an `occasion` is always one window; a group with one is one
 * window only at that occasion (the first or last round of a combat), so it is merged only when
 * abilities of two of its windows are asked about together, and the reason says so.
 */

export interface Coincidence {
  id: string;
  /** Window keys (`<step>/<edge>`) that fall together. */
  slots: readonly string[];
  /** Where the shared window sits in play order. */
  at: string;
  /** When they fall together; undefined = always. */
  occasion?: string;
  rules: readonly string[];
  why: string;
}

export const COINCIDENCES: readonly Coincidence[] = [
  {
    id: 'space-cannon-offense',
    slots: ['move-ships/after', 'space-cannon-offense/at'],
    at: 'space-cannon-offense/at',
    rules: ['lrr:49.7', 'ti4-faq:action-cards-12'],
    why: 'Space Cannon Offense is used right after the "Move Ships" step (49.7), so "after ships move into the system" is the Space Cannon Offense window (FAQ: Experimental Battlestation)',
  },
  {
    id: 'before-combat',
    slots: ['space-combat/before', 'space-combat/start'],
    at: 'space-combat/start',
    rules: ['lrr:67.2'],
    why: '"before combat" is immediately before the Anti-Fighter Barrage step, which opens the combat (67.2), so it is the same moment as the start of combat',
  },
  {
    id: 'space-first-round',
    slots: ['space-combat/start', 'space-combat-round/start'],
    at: 'space-combat/start',
    occasion: 'the first round of the combat',
    rules: ['lrr:1.12'],
    why: 'at the start of the first round, "at the start of combat" and "at the start of a round of combat" are one window (1.12)',
  },
  {
    id: 'ground-first-round',
    slots: ['ground-combat/start', 'ground-combat-round/start'],
    at: 'ground-combat/start',
    occasion: 'the first round of the combat',
    rules: ['lrr:1.12'],
    why: 'at the start of the first round, "at the start of combat" and "at the start of a round of combat" are one window (1.12)',
  },
  {
    id: 'space-last-round',
    slots: ['space-combat-round/after', 'space-combat/after'],
    at: 'space-combat/after',
    occasion: 'the last round of the combat',
    rules: ['lrr:1.12'],
    why: 'after the last round, "after a round of combat" and "after combat ends" are one window (1.12)',
  },
  {
    id: 'ground-last-round',
    slots: ['ground-combat-round/after', 'ground-combat/after'],
    at: 'ground-combat/after',
    occasion: 'the last round of the combat',
    rules: ['lrr:1.12'],
    why: 'after the last round, "after a round of combat" and "after combat ends" are one window (1.12)',
  },
];

/**
 * Maps each window key to the shared window it falls into, given every key being asked about.
 * Returns the coincidences applied to each key, for the reason.
 */
export function mergeWindows(keys: readonly string[]): Map<string, { at: string; applied: Coincidence[] }> {
  const out = new Map<string, { at: string; applied: Coincidence[] }>();
  for (const key of keys) out.set(key, { at: key, applied: [] });
  const apply = (group: Coincidence) => {
    const members = [...out.values()].filter((e) => group.slots.includes(e.at));
    const together = new Set(members.map((e) => e.at)).size >= 2;
    if (group.occasion !== undefined && !together) return;
    for (const entry of members) {
      // An always-shared window is explained only where it changes something: another window joined it, or this one moved.
      if (together || entry.at !== group.at) entry.applied.push(group);
      entry.at = group.at;
    }
  };
  for (const group of COINCIDENCES.filter((g) => g.occasion === undefined)) apply(group);
  for (const group of COINCIDENCES.filter((g) => g.occasion !== undefined)) apply(group);
  return out;
}
