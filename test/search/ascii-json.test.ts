import { describe, expect, it } from 'vitest';
import { asciiJson } from '@/lib/search/write';

describe('asciiJson', () => {
  it('writes only ASCII and reads back as the same value, quotes, accents and emoji included', () => {
    const value = { title: '“Déplacement” — it’s…', nested: ['a\u00a0b', 'x😀y', JSON.stringify(['“inner”'])], n: 1.5 };
    const text = asciiJson(value);
    expect(text).toMatch(/^[\x00-\x7f]*$/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
