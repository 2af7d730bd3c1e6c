/**
 * The command lines of `npm run search` and `npm run serve` / `npm start` under odd arguments:
 * each is read as asked, or refused with one short line that names what was wrong.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSearchArgs } from '@/lib/cli/args';
import { COMMAND_LINES } from '@/lib/cli/command-lines';
import { echo, LINE_MAX } from '@/lib/input/echo';

const SOURCES = { 'ti4-lrr-1.2': 1, 'ti4-faq': 1 };
const USAGE = 'usage';
const search = (...args: string[]) => readSearchArgs(args, SOURCES, USAGE);
const readPortArgs = (args: string[], PORT: string | undefined) => COMMAND_LINES.serve.read(args, { PORT });

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const arg = fc.oneof(
  fc.string({ unit: anyUnit, maxLength: 12 }),
  fc.constantFrom('--', '--json', '--json=', '--json=1', '--source', '--source=', '--source=ti4-faq', 'ti4-faq', '--port', '--port=', '--port=80', '80', '0x10', '1e3', '-1', '--__proto__', '--source=__proto__', ' ', ''),
  fc.integer({ min: 200, max: 20_000 }).map((n) => `--${'Q'.repeat(n)}\n`),
);

describe('readSearchArgs', () => {
  it('reads --json, --source ID and --source=ID, and takes everything after -- as queries', () => {
    expect(search('--source=ti4-faq', '--json', 'move')).toEqual({ ok: true, value: { json: true, sources: ['ti4-faq'], queries: ['move'] } });
    expect(search('--source', 'ti4-lrr-1.2', '--', '--json', '-1 to combat')).toEqual({ ok: true, value: { json: false, sources: ['ti4-lrr-1.2'], queries: ['--json', '-1 to combat'] } });
    expect(search('-1 modifier')).toMatchObject({ ok: true, value: { queries: ['-1 modifier'] } });
  });

  it.each([
    [['--source='], /^--source must be one of ti4-lrr-1\.2, ti4-faq \(got ""\)/],
    [['--source=__proto__', 'x'], /^--source must be one of .*\(got "__proto__"\)/],
    [['--json=yes', 'x'], /^--json takes no value/],
    [['--jsno', 'x'], /^unknown option --jsno/],
    [[''], /^the query is empty/],
    [['move', '  '], /^query 2 is empty/],
    [['--json'], /^no query given/],
    [['--'], /^no query given/],
  ])('refuses %j', (args, message) => {
    const r = search(...args);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });
});

it('search: --json given twice is refused', () => {
  expect(search('--json', '--json', 'x')).toEqual({ ok: false, message: '--json given twice (usage)' });
});

describe('readPortArgs', () => {
  it('reads --port N, --port=N and PORT, in that order, and 3000 by default', () => {
    expect(readPortArgs(['--port', '8080'], '9000')).toEqual({ ok: true, value: 8080 });
    expect(readPortArgs(['--port=8080'], '9000')).toEqual({ ok: true, value: 8080 });
    expect(readPortArgs([], '9000')).toEqual({ ok: true, value: 9000 });
    expect(readPortArgs([], undefined)).toEqual({ ok: true, value: 3000 });
  });

  it.each([
    [['--port=0x10'], /^--port needs a whole number from 1 to 65535, got "0x10"/],
    [['--port', '1e3'], /got "1e3"/],
    [['--port', ' 80'], /got " 80"/],
    [['--port', '65536'], /got "65536"/],
    [['--port', '0'], /got "0"/],
    [['--port='], /got nothing$/],
    [['--port'], /got nothing$/],
    [['--port', '80', '--port', '81'], /^--port given twice/],
    [['--prot', '80'], /^unknown option --prot/],
    [['8080'], /^unexpected argument 8080/],
  ])('refuses %j', (args, message) => {
    const r = readPortArgs(args, undefined);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });

  it('refuses a PORT that is not plain digits', () => {
    expect(readPortArgs([], '0x10')).toMatchObject({ ok: false, message: 'PORT needs a whole number from 1 to 65535, got "0x10"' });
  });
});

describe('any command line', () => {
  it('is read, or refused with one short escaped line', () => {
    const expectRead = (r: { ok: boolean; message?: string }) => {
      if (r.ok) return;
      expect(echo(r.message!, Infinity)).toBe(r.message);
      expect(r.message!.length).toBeLessThanOrEqual(LINE_MAX);
      expect(r.message).not.toMatch(/Q{122,}/);
    };
    fc.assert(
      fc.property(fc.array(arg, { maxLength: 6 }), fc.option(arg, { nil: undefined }), (args, env) => {
        expectRead(search(...args));
        const port = readPortArgs(args, env);
        expectRead(port);
        if (port.ok) expect(Number.isInteger(port.value) && port.value >= 1 && port.value <= 65535).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
