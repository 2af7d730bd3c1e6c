/**
 * A system named by its shape: players call the hexagonal tile a "hex" (the TI4 rules never do), and
 * tell a place by how many systems lie between ("2 hexes away"), which the rules call a distance.
 */
import { describe, expect, it } from 'vitest';
import { contentSearch } from './corpus';

const first = async (q: string) => (await contentSearch()).searcher.search(q)[0]?.id;

describe('a hex is a system', () => {
  it('finds the rule of the system asked of by a hex', async () => {
    // The ships a system may hold (65.2, 34.1), asked per hex in several wordings.
    for (const q of ['how many ships am i allowed to stack in one hex', 'max ships per hex', 'how many ships can sit in one hex', 'is there a cap on ships in the same hex']) {
      expect(['lrr:65.2', 'lrr:34.1'], q).toContain(await first(q));
    }
    expect(await first('which hexes are anomalies')).toBe('lrr:9');
  });

  it('reads systems or hexes "away" or "over" as the distance a move value reaches', async () => {
    for (const q of ['my carrier has move 1 and the system i activated is 2 hexes away with an empty system in between. can it get there', 'system two hexes away']) {
      expect(await first(q), q).toBe('lrr:48.1');
    }
  });
});
