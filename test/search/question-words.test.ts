import { describe, expect, it } from 'vitest';
import { anyOf, ASKING_VERBS, MODALS, SOMEONE_WORDS } from '@/lib/search/question-words';

describe('the question-word lexicon', () => {
  it('builds one group of alternatives from its lists, a space matching any run of spaces', () => {
    const someone = new RegExp(String.raw`^${anyOf(SOMEONE_WORDS)}$`, 'i');
    expect(someone.test('no   one')).toBe(true);
    expect(someone.test('Whoever')).toBe(true);
    expect(someone.test('one')).toBe(false);
  });

  it('counts every modal among the asking verbs', () => {
    expect(MODALS.every((m) => ASKING_VERBS.includes(m))).toBe(true);
  });
});
