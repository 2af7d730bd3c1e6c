/**
 * A unit named right after "without" or "no" is one the player does not have there
 * (lib/search/absent-unit.ts): its own card does not answer for it, the card of the unit he asks
 * of does (lib/search/engine/absent-unit.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/search/query';
import { contentSearch, firstOnRules } from './corpus';

/** The first typed terms of the concepts `query` reads as absent units. */
function absentOf(query: string): string[] {
  const parsed = parseQuery(query);
  return parsed.kind === 'words' ? parsed.concepts.filter((c) => c.absent).map((c) => c.alternatives[0]!.terms.join(' ')) : [];
}

describe('a unit the player does not have there', () => {
  it('is the unit typed right after "without" or "no", and only there', () => {
    expect(absentOf('can my mech move without a carrier')).toEqual(['carrier']);
    expect(absentOf('dreads with no fighters around, do they still get shot')).toEqual(['fighter']);
    // Typed elsewhere too, the unit is there: "my carrier ... no carrier left".
    expect(absentOf('my carrier died, no carrier left to move the infantry')).toEqual([]);
    expect(absentOf('can fighters fly on their own')).toEqual([]);
  });

  it.each(['mech movement without a carrier', 'fighter ii movement, can they fly without any carrier'])("the card of the unit asked of answers, not the absent unit's: %s", async (q) => {
    expect(await firstOnRules(q)).not.toBe('units:carrier');
  });

  it("the unit asked of comes first though its card never names the absent one", async () => {
    expect(await firstOnRules('mech movement without a carrier')).toBe('units:mech');
  });

  it("the absent unit's card leaves the first three", async () => {
    const { searcher } = await contentSearch();
    const ids = searcher.search('can a destroyer move without a carrier').slice(0, 3).map((r) => r.id);
    expect(ids).not.toContain('units:carrier');
  });
});
