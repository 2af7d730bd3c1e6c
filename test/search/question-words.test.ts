import { describe, expect, it } from 'vitest';
import { anyOf, ASKING_VERBS, DETERMINERS, MODALS, POSSESSIVES, SOMEONE_WORDS } from '@/lib/search/question-words';

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

  it("opens a subject with every player's possessive, and counts a thing's \"its\" as no player's", () => {
    expect(POSSESSIVES.every((p) => DETERMINERS.includes(p))).toBe(true);
    expect(POSSESSIVES).not.toContain('its');
    expect(new Set(POSSESSIVES).size).toBe(POSSESSIVES.length);
  });
});
