import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitTheirs } from '@/lib/input/names-in-text';

describe("a message cut into our words and the user's", () => {
  it('marks the names, longest first, and the quoted spans', () => {
    expect(splitTheirs('"after x" belongs to the active player (Anna), not to Ann', ['Ann', 'Anna', '\u202eBo'])).toEqual([
      { text: '"after x"', theirs: true },
      { text: ' belongs to the active player (', theirs: false },
      { text: 'Anna', theirs: true },
      { text: '), not to ', theirs: false },
      { text: 'Ann', theirs: true },
    ]);
    expect(splitTheirs('\u202eBo already uses (3.1)', ['\u202eBo', 'a.b'])).toEqual([
      { text: '\u202eBo', theirs: true },
      { text: ' already uses (3.1)', theirs: false },
    ]);
    expect(splitTheirs('', ['Ann'])).toEqual([]);
  });

  it('loses nothing: the pieces join to the message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.array(fc.string({ maxLength: 6 }), { maxLength: 4 }), (text, names) => {
        expect(
          splitTheirs(text, names)
            .map((p) => p.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});
