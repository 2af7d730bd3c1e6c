/**
 * A unit's level belongs to the unit named before it (lib/search/engine/unit-level.ts): another
 * unit's card printing its own "II" does not hold the level asked.
 */
import { describe, expect, it } from 'vitest';
import { firstOnRules } from './corpus';

describe("a unit's level, the unit named before it", () => {
  it.each([
    'fighter ii can they move by themselves without a carrier, how far',
    'once i have fighter 2 do my fighters move alone without the carrier, how many systems',
  ])("the leveled unit's card answers, not the card of the other unit named (which prints its own II): %s", async (q) => {
    expect(await firstOnRules(q)).toBe('units:fighter');
  });

  it("the level still counts on its own unit's card", async () => {
    expect(await firstOnRules('carrier 2 capacity with fighters')).toBe('units:carrier');
  });
});
