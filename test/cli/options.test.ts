/**
 * The command lines of eval:search, ingest and the trace and training scripts (lib/cli/options.ts):
 * before, `--runs abc` ran with NaN runs (a whole browser session, then "median NaN ms"), `--rusn 3`
 * and a second `--check` were passed over, and `--file --misses` read a file named "--misses".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readOptions } from '@/lib/cli/options';
import { echo, LINE_MAX } from '@/lib/input/echo';

const SPEC = {
  runs: { kind: 'whole', min: 1, max: 100 },
  lambda: { kind: 'number', min: 0, max: 10 },
  dir: { kind: 'text' },
  profile: { kind: 'flag' },
} as const;
const read = (...args: string[]) => readOptions(args, SPEC, 'usage', 1);
const refusal = (...args: string[]) => {
  const r = read(...args);
  return r.ok ? 'read' : r.message;
};

describe('readOptions', () => {
  it('reads --name value, --name=value, flags and up to the allowed words', () => {
    expect(read('home', '--runs', '3', '--lambda=0.25', '--dir', 'out', '--profile')).toEqual({
      ok: true,
      value: { options: { runs: 3, lambda: 0.25, dir: 'out', profile: true }, words: ['home'] },
    });
    expect(read()).toEqual({ ok: true, value: { options: {}, words: [] } });
  });

  it('refuses a number that is not plain digits or is out of range, naming it', () => {
    for (const bad of ['abc', 'NaN', 'Infinity', '1e9', '0x10', '-1', ' 3', '3.0', '0', '101', ''])
      expect(refusal('--runs', bad)).toBe(`--runs needs a whole number from 1 to 100, got ${bad === '' ? 'nothing' : `"${bad}"`}`);
    expect(refusal('--lambda', '10.5')).toBe('--lambda needs a number from 0 to 10, got "10.5"');
  });

  it('refuses unknown, repeated and valueless options, a flag with a value and a word too many', () => {
    expect(refusal('--rusn', '3')).toBe('unknown option --rusn (usage)');
    expect(refusal('--__proto__')).toBe('unknown option --__proto__ (usage)');
    expect(refusal('--profile', '--profile')).toBe('--profile given twice (usage)');
    expect(refusal('--runs', '1', '--runs=2')).toBe('--runs given twice (usage)');
    expect(refusal('--dir', '--profile')).toBe('--dir needs a value, got nothing');
    expect(refusal('--dir')).toBe('--dir needs a value, got nothing');
    expect(refusal('--profile=1')).toBe('--profile takes no value (usage)');
    expect(refusal('a', 'b')).toBe('unexpected argument b (usage)');
  });

  it('takes every argument after -- as a word, and -- is no value', () => {
    expect(read('--', '--runs')).toEqual({ ok: true, value: { options: {}, words: ['--runs'] } });
    expect(read('--profile', '--', '-x')).toEqual({ ok: true, value: { options: { profile: true }, words: ['-x'] } });
    expect(read('--')).toEqual(read());
    expect(refusal('--dir', '--')).toBe('--dir needs a value, got nothing');
    expect(refusal('--', 'a', 'b')).toBe('unexpected argument b (usage)');
    expect(refusal('')).toBe('read');
    expect(refusal('a', '')).toBe('unexpected argument "" (usage)');
  });

  it('reads any command line, or refuses it in one short escaped line', () => {
    const arg = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('--runs', '--runs=', '--lambda', '--dir', '--profile', '--profile=', '--', '3', '0.5', '-1', '--toString'),
      fc.integer({ min: 200, max: 5000 }).map((n) => `--${'Q'.repeat(n)}\n`),
    );
    fc.assert(
      fc.property(fc.array(arg, { maxLength: 6 }), (args) => {
        const r = readOptions(args, SPEC, 'usage', 1);
        if (r.ok) return;
        expect(echo(r.message, Infinity)).toBe(r.message);
        expect(r.message.length).toBeLessThanOrEqual(LINE_MAX);
        expect(r.message).not.toMatch(/Q{122,}/);
      }),
      { numRuns: 500 },
    );
  });
});
