/** A table that forgot a step asks what happens now: the step's rule answers, not a question about forgetting. */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { parseQuery } from '@/lib/search/query';
import { item } from './corpus';

const words = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed.concepts.flatMap((c) => c.alternatives[0]!.words) : [];
};

describe('a step the table forgot', () => {
  it('leaves the forgetting out of the query and keeps what was forgotten', () => {
    expect(words('we forgot to draw action cards in status phase')).not.toContain('forgot');
    expect(words('i forget whether we readied planets')).not.toContain('forget');
    expect(words('we forgot to draw action cards in status phase')).toContain('draw');
  });

  it('finds the rules of the step forgotten, not the item players asked about forgetting something else', () => {
    const corpus = [
      // Players asked of the speaker rule with "forgot": as a query word it would find the speaker for every step forgotten.
      item({ id: 'speaker', title: 'Speaker', text: 'The speaker token passes each round.', asked: ['we forgot who the speaker is'] }),
      item({ id: 'return', title: 'Status Phase', text: 'Players return their command tokens.' }),
      item({ id: 'tokens', title: 'Command Tokens', text: 'A player places command tokens on systems.' }),
    ];
    const ids = searcherFor(corpus).search('we forgot to return the tokens').map((r) => r.id);
    expect(ids[0]).toBe('return');
    // Below the rule naming the tokens only: the speaker holds nothing of the step forgotten.
    expect(ids.indexOf('speaker')).toBeGreaterThan(ids.indexOf('tokens'));
  });
});
