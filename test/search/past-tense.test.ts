import { describe, expect, it } from 'vitest';
import { PAST_VERB } from '@/lib/search/past-tense';

const past = new RegExp(String.raw`^${PAST_VERB}$`, 'iu');

describe('a verb told in the past', () => {
  it('is a regular "-ed" past or an irregular past, in any script\'s letters', () => {
    for (const w of ['scored', 'rerolled', 'worked', 'Landed', 'réussied', 'took', 'drew', 'built', 'gave']) expect(past.test(w), w).toBe(true);
  });

  it('is no word merely ending in "-ed", nor a participle only or a present form', () => {
    for (const w of ['need', 'speed', 'indeed', 'hundred', 'exceed', 'proceed', 'succeed', 'shed', 'red', 'taken', 'goes', 'dying', 'take']) expect(past.test(w), w).toBe(false);
  });
});
