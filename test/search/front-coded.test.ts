import { describe, expect, it } from 'vitest';
import { frontCode, frontDecode } from '@/lib/search/front-coded';

describe('front-coded strings', () => {
  it('keep what each shares with the one before as a count', () => {
    expect(frontCode(['lrr:49', 'lrr:49.1', 'lrr:49.12', 'lrr:5', 'pok:x', ''])).toEqual({ shared: [0, 6, 8, 4, 0, 0], rest: ['lrr:49', '.1', '2', '5', 'pok:x', ''] });
  });

  it('decode to the strings given, whatever they are', () => {
    const lists = [[], ['a'], ['same', 'same', 'same'], ['😀a', '😀b', '\ud83d'], ['ti3:faq:combat-2', 'ti3:faq:combat-10', 'ti3:errata:cards-1']];
    for (const strings of lists) expect(frontDecode(JSON.parse(JSON.stringify(frontCode(strings))))).toEqual(strings);
  });
});
