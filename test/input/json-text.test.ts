import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_SIZE, nestingDepth, parseJsonText } from '@/lib/input/json-text';

/** Depth of a parsed value, the slow obvious way (test values are shallow). */
function depth(v: unknown): number {
  if (Array.isArray(v)) return 1 + Math.max(0, ...v.map(depth));
  if (v !== null && typeof v === 'object') return 1 + Math.max(0, ...Object.values(v).map(depth));
  return 0;
}

describe('nestingDepth', () => {
  it('agrees with the parsed value, brackets inside strings not counted', () => {
    const withBrackets = fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', 'a'), maxLength: 20 });
    const value = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, withBrackets, fc.integer(), fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(withBrackets, tie('v'), { maxKeys: 3 })),
    })).v;
    fc.assert(
      fc.property(fc.oneof(value, fc.jsonValue()), (v) => {
        expect(nestingDepth(JSON.stringify(v))).toBe(depth(v));
      }),
      { numRuns: 500 },
    );
  });

  it('stops early once past the limit', () => {
    expect(nestingDepth('['.repeat(1000), 5)).toBe(6);
  });
});

describe('parseJsonText', () => {
  it('parses what JSON.parse parses within the limits', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (v) => {
        const text = JSON.stringify(v);
        expect(parseJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) });
      }),
      { numRuns: 300 },
    );
  });

  it('refuses deep nesting before parsing it', () => {
    const n = 100_000;
    const r = parseJsonText(`${'['.repeat(n)}${']'.repeat(n)}`);
    expect(r).toEqual({ ok: false, message: `input: nested deeper than ${MAX_JSON_DEPTH} levels` });
    expect(parseJsonText(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`).ok).toBe(true);
  });

  it('refuses oversized text and invalid JSON', () => {
    expect(parseJsonText(`"${'x'.repeat(MAX_JSON_SIZE)}"`)).toEqual({ ok: false, message: 'input: larger than 1 MiB' });
    expect(parseJsonText('{"a":')).toEqual({ ok: false, message: 'input: not valid JSON' });
  });

  it('reads a file saved with a byte-order mark as the same document (Windows editors write one)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        const text = JSON.stringify(v);
        expect(parseJsonText(`\ufeff${text}`)).toEqual(parseJsonText(text));
      }),
      { numRuns: 200 },
    );
  });

  it('says an empty input is empty', () => {
    for (const text of ['', ' \n\t', '\ufeff']) expect(parseJsonText(text)).toEqual({ ok: false, message: 'input: empty (expected one JSON document)' });
  });
});
