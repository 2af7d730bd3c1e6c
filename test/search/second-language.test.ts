import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/search/query';
import { firstOnRules } from './corpus';

const definition = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' && parsed.definition === true;
};

describe('a player whose first language is not English', () => {
  it('asks what a thing is with the verb second and no "does": "what means exhausted"', () => {
    for (const q of ['what means exhausted', 'what mean blockaded?', 'what means the speaker token']) expect(definition(q), q).toBe(true);
    // "means" alone is no such question: "what it means for my fleet" tells no thing asked first.
    expect(definition('if i lose my dock what happens to the means of production')).toBe(false);
  });

  // [question in words of our own, the entry that says what the thing is]
  it.each([
    ['what means exhausted', 'lrr:32'],
    ['what mean ground forces, also mechs?', 'lrr:39'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
