/**
 * Every command's command line (lib/cli/command-lines.ts) under any argv: read, or refused with
 * one short line that names the argument at fault (or says what is missing), never a throw. `--`
 * ends the options and `--help` / `-h` asks for the usage the same way in every command; a few
 * real runs check what the scripts make of it (usage on stdout and exit 0).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { option, wantsHelp } from '@/lib/cli/args';
import { COMMAND_LINES } from '@/lib/cli/command-lines';
import { echo, LINE_MAX } from '@/lib/input/echo';
import { runScript } from './run-script';

const NAMES = Object.keys(COMMAND_LINES) as (keyof typeof COMMAND_LINES)[];
const read = (name: keyof typeof COMMAND_LINES, args: string[], PORT?: string) => COMMAND_LINES[name].read(args, { PORT });

describe('-- ends the options, in every command alike', () => {
  it.each(NAMES)('%s: a lone -- reads as nothing at all', (name) => {
    expect(read(name, ['--'])).toEqual(read(name, []));
  });

  it('odds and timing take the file alone, and after -- whatever its name', () => {
    for (const name of ['odds', 'timing'] as const) {
      const file = (...args: string[]) => read(name, args);
      expect(file('-x.json')).toMatchObject({ ok: true });
      // Alone, the file is named by itself; with --json, by the option too (what errors about it say).
      expect(file('--', 'battle.json')).toEqual({ ok: true, value: { file: 'battle.json' } });
      expect(file('--json', 'battle.json')).toEqual({ ok: true, value: { file: 'battle.json', option: '--json' } });
      expect(file('--', '--x.json')).toEqual({ ok: true, value: { file: '--x.json' } });
      expect(file('--json=--x.json')).toEqual({ ok: true, value: { file: '--x.json', option: '--json' } });
      expect(file('--', '-')).toEqual({ ok: true, value: { file: '-' } });
      expect(file('--json', '--')).toEqual({ ok: false, message: '--json needs a value, got nothing' });
      expect(file('--json', 'a.json', 'b.json')).toMatchObject({ ok: false, message: expect.stringMatching(/^unexpected argument b\.json: --json already names the file/) });
      expect(file('a.json', '--', 'b.json')).toMatchObject({ ok: false, message: expect.stringMatching(/^unexpected argument b\.json \(/) });
      expect(file('--', '')).toMatchObject({ ok: false, message: expect.stringMatching(/^the file name is empty/) });
    }
    expect(read('odds', ['battle.json'])).toEqual({ ok: true, value: { file: 'battle.json' } });
    expect(read('timing', ['--', '--help'])).toEqual({ ok: true, value: { file: '--help' } });
  });

  it('--factions stands alone; a file named --factions comes after --', () => {
    expect(read('odds', ['--factions'])).toEqual({ ok: true, value: { factions: true } });
    expect(read('odds', ['--factions', 'x.json'])).toMatchObject({ ok: false, message: expect.stringMatching(/^--factions takes no other argument/) });
    expect(read('odds', ['--', '--factions'])).toEqual({ ok: true, value: { file: '--factions' } });
  });

  it('serve and start: after --, even --port is a stray argument', () => {
    expect(read('serve', ['--', '--port', '80'])).toMatchObject({ ok: false, message: expect.stringMatching(/^unexpected argument --port \(usage: npm run serve/) });
    expect(read('start', ['--port', '80', '--'])).toEqual({ ok: true, value: 80 });
  });

  it('judge: a DIR that starts with dashes comes after --', () => {
    expect(read('judge', ['merge', '--', '--odd', 'b'])).toEqual({ ok: true, value: { command: 'merge', dirs: ['--odd', 'b'] } });
    expect(read('judge', ['merge', '--odd'])).toMatchObject({ ok: false, message: expect.stringMatching(/^unknown option --odd/) });
    expect(read('judge', ['cases', 'a', 'b'])).toMatchObject({ ok: false, message: expect.stringMatching(/^unexpected argument b: cases takes one DIR/) });
    expect(read('judge', ['grade', 'a'])).toMatchObject({ ok: false, message: expect.stringMatching(/^unknown command grade/) });
  });
});

describe('wantsHelp', () => {
  it('is --help or -h anywhere before --, with or without other arguments', () => {
    expect(wantsHelp(['--help'])).toBe(true);
    expect(wantsHelp(['--json', 'x', '-h'])).toBe(true);
    expect(wantsHelp(['--bogus', '--help=1'])).toBe(true);
    expect(wantsHelp(['--', '--help'])).toBe(false);
    expect(wantsHelp(['-1 to combat', '--helpful'])).toBe(false);
    expect(wantsHelp([])).toBe(false);
  });
});

const anyUnit = fc.integer({ min: 1, max: 0xffff }).map((c) => String.fromCharCode(c));
const LONG = 'Q';
/** Arguments of every kind a hand or a script might pass: known options of every command, with and without values, and junk. */
const arg = fc.oneof(
  fc.string({ unit: anyUnit, maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('--', '-', '-h', '--json', '--json=', '--json=-', '--factions', '--factions=1', '--check', '--check=no', '--file', '--judgments=', '--misses', '--source', '--source=ti4-faq', '--port', '--port=', '--port=80', '--runs'),
  fc.constantFrom('cases', 'merge', 'ti4-faq', 'battle.json', '-x.json', '80', '0', '65536', '0x10', '1e3', ' 80', '-1', '', ' ', '--__proto__', '--constructor', '--toString=1', '__proto__'),
  fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 400n }), fc.integer()).map(String),
  fc.integer({ min: 200, max: 20_000 }).map((n) => `--${LONG.repeat(n)}=\n\x1b[2J`),
  fc.integer({ min: 200, max: 20_000 }).map((n) => `${LONG.repeat(n)}\u202e`),
);

/** A refusal names one of the arguments (as it echoes them) or says what is missing. */
function namesTheFault(message: string, args: readonly string[], env: string | undefined): boolean {
  if (/\b(no query given|nothing|expected|empty|needs a DIR)\b/.test(message)) return true;
  const named = [...args, ...args.map((a) => option(a)?.name ?? a), ...(env === undefined ? [] : [env])];
  return named.some((a) => message.includes(a.trim() ? echo(a) : `"${echo(a)}"`));
}

describe('any argv, for every command', () => {
  it('is read, or refused in one short escaped line that names what was wrong; nothing throws', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), fc.array(arg, { maxLength: 7 }), fc.option(arg, { nil: undefined }), (name, args, env) => {
        const r = read(name, args, env);
        if (r.ok) return;
        expect(echo(r.message, Infinity)).toBe(r.message);
        expect(r.message.length).toBeLessThanOrEqual(LINE_MAX);
        expect(r.message).not.toMatch(new RegExp(`${LONG}{122,}`));
        expect(namesTheFault(r.message, args, env), `${name} ${JSON.stringify(args)}: ${r.message}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads what it reads the same with --opt=value as with --opt value', () => {
    for (const [name, spaced, joined] of [
      ['odds', ['--json', 'a.json'], ['--json=a.json']],
      ['serve', ['--port', '8080'], ['--port=8080']],
      ['eval-search', ['--file', 'f', '--misses'], ['--file=f', '--misses']],
    ] as const) {
      expect(read(name, [...spaced])).toEqual(read(name, [...joined]));
      expect(read(name, [...spaced]).ok).toBe(true);
    }
  });
});

const run = (script: string, args: string[]) => runScript(script, args, 60_000);

describe('the real scripts', () => {
  it.each(NAMES)('%s reads its command line through argsFor, which answers --help and -h', (name) => {
    // Spawning all eleven takes a minute on a shared machine; the three below stand for them.
    expect(readFileSync(`scripts/${name}.ts`, 'utf8')).toMatch(new RegExp(`argsFor\\(COMMAND_LINES(\\.${name}|\\['${name}'\\])\\)`));
  });

  it('prints the usage on stdout and exits 0 for --help or -h, whatever else is on the line, before any work', async () => {
    // timing had no --help; start must answer it without building or taking the port.
    const asks = [['timing', ['--bogus', '--help']], ['start', ['--port', 'x', '-h']], ['search', ['-h']]] as const;
    const runs = await Promise.all(asks.map(async ([name, args]) => ({ name, ...(await run(name, [...args])) })));
    for (const { name, ...r } of runs) expect({ name, ...r }).toEqual({ name, code: 0, stdout: `${COMMAND_LINES[name].usage}\n`, stderr: '' });
  }, 60_000);

  it('odds and timing read a file named after -- (npm run odds -- -- FILE), even one whose name starts with dashes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dashes-'));
    writeFileSync(join(dir, '--battle.json'), JSON.stringify({ battle: 'space', attacker: { units: { cruiser: 2 } }, defender: { units: { destroyer: 2 } } }));
    writeFileSync(join(dir, '-x.json'), JSON.stringify({ phase: 'status', players: ['A'], abilities: [] }));
    const [odds, timing] = await Promise.all([run('odds', ['--', join(dir, '--battle.json')]), run('timing', ['--', join(dir, '-x.json')])]);
    expect(odds).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(odds.stdout).attacker).toBeGreaterThan(0);
    expect(timing).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(timing.stdout)).toBeTruthy();
  }, 60_000);

  it('a refusal is one line on stderr with exit code 2, never a stack trace', async () => {
    const runs = await Promise.all([run('serve', ['--', '--port', '1']), run('judge', ['grade', `a\n${LONG.repeat(500)}`])]);
    for (const r of runs) {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^error: [^\n]+\n$/);
      expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    }
  }, 60_000);
});
