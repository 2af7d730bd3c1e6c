import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badCaseKey } from '@/lib/cli/case-keys';

const good = { q: 'can a pds fire twice', engine: 'A', expected: 'lrr-1', got: 'faq-2' };

describe('badCaseKey', () => {
  it('passes a key as judge cases writes it, and an empty one', () => {
    expect(badCaseKey({ c1: good, c2: { ...good, engine: 'B' } })).toBeUndefined();
    expect(badCaseKey({})).toBeUndefined();
  });

  it('names the first entry that lacks a field or holds the wrong kind of value', () => {
    // Before: judge merge ended in a stack trace (TypeError in the sort of the merged verdicts) for the first three.
    for (const entry of [{}, { ...good, q: 5 }, { ...good, got: undefined }, null, 'A', [good], { ...good, engine: 'C' }, { ...good, expected: ' ' }]) {
      expect(badCaseKey({ c1: good, c2: entry }), JSON.stringify(entry)).toBe('case c2 needs q, engine (A or B), expected and got, each a non-empty string');
    }
    expect(badCaseKey({ '': null })).toMatch(/^case "" needs/);
  });

  it('passes exactly the entries whose four fields are all there and of the right kind, whatever else they hold', () => {
    const field = fc.oneof(fc.string(), fc.constantFrom('A', 'B'), fc.integer(), fc.constant(null), fc.constant(undefined), fc.array(fc.string(), { maxLength: 2 }));
    const entry = fc.record({ q: field, engine: field, expected: field, got: field, extra: field }, { requiredKeys: [] });
    fc.assert(
      fc.property(entry, (e) => {
        const valid = (e.engine === 'A' || e.engine === 'B') && [e.q, e.expected, e.got].every((t) => typeof t === 'string' && t.trim() !== '');
        expect(badCaseKey({ c1: e }) === undefined).toBe(valid);
      }),
    );
  });
});
