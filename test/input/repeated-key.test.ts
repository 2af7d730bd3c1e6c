import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonText } from '@/lib/input/json-text';
import { repeatedKey } from '@/lib/input/repeated-key';
import { oddsCommand, timingCommand } from '@/lib/cli/json-command';

/** A JSON value whose objects are lists of entries, so a key can repeat (JSON.stringify never writes one twice). */
type Doc = number | string | Doc[] | { entries: [string, Doc][] };

/** Keys from a few letters, some escaped, so repeats are common and `"a"` meets `"\u0061"`. */
const key = fc.constantFrom('a', 'b', 'units', '\\u0061', 'q\\"\\\\', '');
const doc: fc.Arbitrary<Doc> = fc.letrec<{ doc: Doc }>((tie) => ({
  doc: fc.oneof(
    { depthSize: 'small' },
    fc.integer(),
    fc.string({ maxLength: 4 }),
    fc.array(tie('doc'), { maxLength: 3 }),
    fc.array(fc.tuple(key, tie('doc')), { maxLength: 4 }).map((entries) => ({ entries })),
  ),
})).doc;

const text = (d: Doc): string => {
  if (Array.isArray(d)) return `[${d.map(text).join(',')}]`;
  if (typeof d === 'object') return `{${d.entries.map(([k, v]) => `"${k}": ${text(v)}`).join(' , ')}}`;
  return JSON.stringify(d);
};

/** The first repeat in the order the text gives keys, the slow obvious way; each step as validation names fields. */
function firstRepeat(d: Doc, path: string, top = true): string | undefined {
  if (Array.isArray(d)) {
    for (const [i, v] of d.entries()) {
      const found = firstRepeat(v, `${path}[${i}]`, false);
      if (found !== undefined) return found;
    }
  } else if (typeof d === 'object') {
    const seen = new Set<string>();
    for (const [raw, v] of d.entries) {
      const k = JSON.parse(`"${raw}"`) as string;
      const field = top ? k : `${path}.${k}`;
      if (seen.has(k)) return field;
      seen.add(k);
      const found = firstRepeat(v, field, false);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

describe('repeatedKey', () => {
  it('finds the first key repeated in its own object, wherever it sits, as the slow walk does', () => {
    fc.assert(
      fc.property(doc, (d) => {
        const t = text(d);
        expect(JSON.parse(t)).toBeDefined();
        // Escaped keys come back decoded; echo writes `"` as it is, so the two agree on these keys.
        expect(repeatedKey(t)).toBe(firstRepeat(d, ''));
      }),
      { numRuns: 500 },
    );
  });

  it('a key that only repeats in another object is no repeat', () => {
    expect(repeatedKey('{"attacker":{"units":{"cruiser":1}},"defender":{"units":{"cruiser":1}}}')).toBeUndefined();
    expect(repeatedKey('[{"a":1},{"a":2}]')).toBeUndefined();
  });

  it('names the field as validation does, its key escaped and cut', () => {
    expect(repeatedKey('{"abilities":[{"id":"x"},{"id":"y","id":"z"}]}')).toBe('abilities[1].id');
    expect(repeatedKey(`{"${'Q'.repeat(500)}\\n":1,"${'Q'.repeat(500)}\\n":2}`)).toMatch(/^Q{120}…$/);
  });
});

describe('the JSON commands', () => {
  // Before: JSON.parse kept the last "battle", and the player who wrote "space" read
  // "attacker.units: a ground needs attacking infantry or mechs".
  it('refuse a key given twice by name instead of keeping the last', () => {
    const odds = oddsCommand('{"battle":"space","battle":"ground","attacker":{"units":{"cruiser":3}},"defender":{"units":{"dreadnought":1}}}');
    expect(odds).toEqual({ code: 2, stdout: '', stderr: 'error: battle: given twice (a key may appear once in an object)\n' });
    const timing = timingCommand('{"phase":"status","players":["A"],"abilities":[{"id":"a","owner":"A","owner":"B","text":"Sabotage"}]}');
    expect(timing.stderr).toBe('error: abilities[0].owner: given twice (a key may appear once in an object)\n');
  });

  it('a document without repeats reads as before', () => {
    expect(parseJsonText('{"a":{"a":1},"b":[{"a":2}]}')).toEqual({ ok: true, value: { a: { a: 1 }, b: [{ a: 2 }] } });
  });
});
