import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/search/query';
import { withQuestionFirst } from '@/lib/search/question-last';
import { contentSearch } from './corpus';

const weights = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? Object.fromEntries(parsed.concepts.map((c) => [c.alternatives[0]!.words.join(' ') || '?', c.alternatives[0]!.weight])) : {};
};

describe('a question word typed last', () => {
  it('moves "when", "how much" and kin to the front of a few words', () => {
    expect(withQuestionFirst('reroll when')).toBe('when reroll');
    expect(withQuestionFirst('ds production how much?')).toBe('how much ds production');
    expect(weights('reroll when')).toHaveProperty('?');
  });

  it('reads a last "timing" as the "when" it stands for', async () => {
    expect(withQuestionFirst('reroll timing')).toBe('when reroll');
    expect(withQuestionFirst('sabotage timing?')).toBe('when sabotage');
    const { searcher } = await contentSearch();
    expect(searcher.search('reroll timing', { limit: 1 })[0]?.id).toBe(searcher.search('when reroll', { limit: 1 })[0]?.id);
  });

  it('leaves a longer story, or a question already asked in order, as typed', () => {
    expect(withQuestionFirst('when can i reroll')).toBe('when can i reroll');
    expect(withQuestionFirst('i rolled three dice and missed them all, reroll when')).toBe('i rolled three dice and missed them all, reroll when');
    expect(withQuestionFirst('upgraded cruiser can carry how many')).toBe('upgraded cruiser can carry how many');
  });

  it('leaves a question opened by any asking verb as typed, a modal as a "can" (./question-words.ts)', () => {
    for (const verb of ['can', 'should', 'must', 'may', 'will', 'did']) expect(withQuestionFirst(`${verb} i reroll when`)).toBe(`${verb} i reroll when`);
  });
});
