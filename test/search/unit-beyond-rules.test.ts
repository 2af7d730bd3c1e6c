/**
 * A unit the official rules never name in their own words (the Prophecy of Kings' mech: only its
 * stats card, by its title, and the questions asked of rules name it) is beyond the official text
 * (lib/search/engine/rank.ts `beyondOfficial`): the expansion's summary that says how it is moved
 * and fights is no fallback behind a rule that holds the question's other words.
 */
import { describe, expect, it } from 'vitest';
import { contentSearch } from './corpus';

/** The 1-based rank of `id` among the first ten results for `q` on the corpus without the query log; 0 when absent. */
async function rankOf(q: string, id: string): Promise<number> {
  const { searcher } = await contentSearch();
  return searcher.search(q).findIndex((r) => r.id === id) + 1;
}

describe('a unit only its card names', () => {
  it.each(['do mechs fly around inside ships like infantry do', 'can my carrier pick up a mech on the way', 'mechs on a dreadnought, can it carry them'])(
    'leaves the summary that says how it moves no fallback: %s',
    async (q) => {
      expect(await rankOf(q, 'pok:mech-units')).toBe(1);
    },
  );

  it('keeps it near the top beside the rule on what ships transport', async () => {
    const rank = await rankOf('how do mechs get to other planets, can ships transport them', 'pok:mech-units');
    expect(rank).toBeGreaterThan(0);
    expect(rank).toBeLessThanOrEqual(2);
  });

  it('still lets a rule naming the unit in its own words answer first', async () => {
    expect(await rankOf('can a carrier transport infantry through an enemy system', 'pok:mech-units')).toBe(0);
  });
});
