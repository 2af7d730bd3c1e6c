/** A follow-up to something just settled: the settled sentence is its backstory (lib/search/settled-context.ts). */
import { describe, expect, it } from 'vitest';
import { backstoryWords } from '@/lib/search/backstory';
import { settledContextEnd } from '@/lib/search/settled-context';
import { firstOnRules } from './corpus';

describe('the settled sentence of a follow-up', () => {
  it('ends at the first full stop when the player takes it in, opening or closing it', () => {
    expect(settledContextEnd('ok so pds fire into adjacent systems. but when exactly')).toEqual({ start: 36, end: 38 });
    expect(settledContextEnd('secrets max three, got it. if i draw a fourth what do i do')?.start).toBe(25);
    expect(backstoryWords("right, start of combat is one window. but when exactly is 'before combat'")).toEqual({
      before: new Set(['right', 'start', 'combat', 'one', 'window']),
      now: new Set(['exactly', 'before', 'combat']),
    });
  });

  it('is no follow-up when the first sentence asks, is taken in by no one, or the question points back at it', () => {
    expect(settledContextEnd('cruisers have no capacity, right? cant even carry one infantry?')).toBeUndefined();
    expect(settledContextEnd('ok, what are the steps. in order please')).toBeUndefined();
    expect(settledContextEnd('the rift kills ships on 1-3. if my carrier dies what then')).toBeUndefined();
    expect(settledContextEnd('ok bombardment is a unit ability. which units have it')).toBeUndefined();
  });
});

describe('follow-ups, searched', () => {
  // Paraphrases in words not tuned on: the fourth secret drawn (40.4), the window before combat (67.2).
  it.each([
    ['ok, max three secret objectives. if i draw a fourth off imperial what happens', 'lrr:40.4'],
    ["got it, start of combat and start of round are one window. but when exactly is 'before combat'", 'lrr:67.2'],
    ["makes sense, the window is the same. but when exactly does 'before combat' happen", 'lrr:67.2'],
  ])('%s', async (question, expected) => {
    expect(await firstOnRules(question)).toBe(expected);
  });
});
