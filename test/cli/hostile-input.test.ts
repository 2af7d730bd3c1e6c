/**
 * The JSON commands under hostile input: whatever arrives, a run ends with exit 0 and JSON on
 * stdout, or exit 2 and exactly one short, escaped line on stderr. Most runs call the commands'
 * whole path in-process; a few spawn the real scripts to cover reading, printing and exit codes.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsCommand, timingCommand, type CommandResult } from '@/lib/cli/json-command';
import { LINE_MAX } from '@/lib/input/echo';
import { CASES } from '@/lib/timing';

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Long hostile strings are runs of this letter, which no message of ours contains. */
const FILLER = 'Q';

/** The contract every run keeps, whatever the input. */
function expectContract(r: { code: number | null; stdout: string; stderr: string }): void {
  if (r.code === 0) {
    expect(r.stderr).toBe('');
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    return;
  }
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(/^error: [^\n]+\n$/);
  const line = r.stderr.slice(0, -1);
  expect(line).not.toMatch(UNSAFE);
  expect(line.length).toBeLessThanOrEqual('error: '.length + LINE_MAX + 1);
  // Echoed input is cut to about 120 characters.
  expect(line).not.toMatch(new RegExp(`${FILLER}{122,}`));
}

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const hostileString = fc.oneof(
  fc.string({ unit: anyUnit, maxLength: 30 }),
  fc.constantFrom('__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf', 'sol', 'cruiser', 'Ann', 'action'),
  fc.constantFrom('a\nb', '\x1b[31mred\x1b[0m', '\r', '\u202e', '\u2028', '\ud800'),
  fc.integer({ min: 100, max: 5000 }).map((n) => `${FILLER.repeat(n)}\n\x1b[0m`),
);
/** Placeholder a deep array replaces in the JSON text (JSON.stringify itself cannot write it). */
const DEEP = '\u0000deep\u0000';
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc.constant(DEEP),
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const ODDS_BASES: unknown[] = [
  { battle: 'space', attacker: { units: { cruiser: 2, flagship: 1 }, flagship: 'sol', lossOrder: ['cruiser', 'flagship'] }, defender: { units: { destroyer: 2 }, retreat: { atShips: 1 } } },
  { battle: 'invasion', attacker: { units: { infantry: 3, mech: 1 } }, defender: { units: { infantry: 2, pds: 1 } } },
];
const TIMING_BASES: unknown[] = CASES.slice(0, 6).map((c) => c.input);

/** Every object and array inside a value, so a mutation can land anywhere. */
function containers(v: unknown): (Record<string, unknown> | unknown[])[] {
  const out: (Record<string, unknown> | unknown[])[] = [];
  const stack = [v];
  while (stack.length) {
    const x = stack.pop();
    if (x !== null && typeof x === 'object') {
      out.push(x as Record<string, unknown>);
      stack.push(...Object.values(x));
    }
  }
  return out;
}

/** A valid base with one field set (or added) to a hostile value, as JSON text. */
const mutated = (bases: unknown[]) =>
  fc
    .tuple(fc.nat(bases.length - 1), fc.nat(), fc.oneof(hostileString, fc.constantFrom('flagship', 'lossOrder', 'units', 'players', 'text', 'owner', 'id')), hostileValue, fc.integer({ min: 33, max: 100_000 }))
    .map(([b, at, key, value, depth]) => {
      const copy = structuredClone(bases[b]);
      const all = containers(copy);
      const target = all[at % all.length]!;
      if (Array.isArray(target)) target[at % (target.length + 1)] = value;
      else Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
      return JSON.stringify(copy).replace(JSON.stringify(DEEP), `${'['.repeat(depth)}${']'.repeat(depth)}`);
    });

const inputs = (bases: unknown[]) =>
  fc.oneof(
    mutated(bases),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ unit: anyUnit, maxLength: 60 }),
    fc.integer({ min: 1, max: 200_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  );

describe.each([
  ['odds', oddsCommand, ODDS_BASES],
  ['timing', timingCommand, TIMING_BASES],
] as const)('%s on hostile input', (_, command: (text: string) => CommandResult, bases) => {
  it('exits 0 with JSON, or 2 with exactly one escaped line', () => {
    fc.assert(
      fc.property(inputs(bases), (text) => expectContract(command(text))),
      { numRuns: 400 },
    );
  });

  it('the unmutated bases are answered', () => {
    for (const base of bases) expect(command(JSON.stringify(base)).code).toBe(0);
  });
});

describe('own properties only', () => {
  const withFlagship = (flagship: string) =>
    JSON.stringify({ battle: 'space', attacker: { units: { flagship: 1 }, flagship }, defender: { units: { fighter: 2 } } });

  it.each(['toString', '__proto__', 'constructor', 'hasOwnProperty'])('flagship preset %s is refused', (name) => {
    const r = oddsCommand(withFlagship(name));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: attacker\.flagship: unknown preset/);
  });

  it.each(['__proto__', 'constructor'])('a %s key is an unknown field, wherever it appears', (key) => {
    const top = oddsCommand(`{"battle":"space","${key}":{},"attacker":{"units":{"cruiser":1}},"defender":{"units":{"cruiser":1}}}`);
    expect(top.stderr).toBe(`error: ${key}: unknown field\n`);
    const unit = oddsCommand(`{"battle":"space","attacker":{"units":{"cruiser":1,"${key}":1}},"defender":{"units":{"cruiser":1}}}`);
    expect(unit.stderr).toMatch(new RegExp(`^error: attacker\\.units\\.${key}: unknown unit`));
    const timing = timingCommand(`{"phase":"status","players":["A"],"abilities":[],"${key}":1}`);
    expect(timing.stderr).toMatch(new RegExp(`^error: ${key}: unknown field`));
  });

  it('an ability that reads "constructor" is not taken for a known ambiguous name', () => {
    const r = timingCommand(JSON.stringify({ phase: 'action', players: ['A'], activePlayer: 'A', abilities: [{ id: 'x', owner: 'A', text: 'constructor' }] }));
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/function|native code/);
  });
});

describe('the real scripts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-'));
  const run = (script: string, args: string[], input?: string) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 60_000 });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  it('odds: 100,000 levels of lossOrder is one line, exit 2', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const file = join(dir, 'deep.json');
    writeFileSync(file, `{"battle":"space","attacker":{"units":{"cruiser":1},"lossOrder":${deep}},"defender":{"units":{"cruiser":1}}}`);
    const r = run('odds', ['--json', file]);
    expectContract(r);
    expect(r.stderr).toBe('error: input: nested deeper than 32 levels\n');
  });

  it('odds: a 10 MB key is refused without being read whole or echoed', () => {
    const r = run('odds', ['--json', '-'], `{"${FILLER.repeat(10_000_000)}":1}`);
    expectContract(r);
    expect(r.stderr).toBe('error: input: larger than 1 MiB\n');
  });

  it('timing: a long player name with newlines and ANSI escapes comes back cut, on one line', () => {
    const name = `${FILLER.repeat(50_000)}\n\x1b[2J`;
    const r = run('timing', ['--json', '-'], JSON.stringify({ phase: 'status', players: ['A'], abilities: [], [name]: 1 }));
    expectContract(r);
    expect(r.stderr).toMatch(/^error: Q{100,120}…: unknown field/);
  });

  it('odds: flagship "toString" exits 2', () => {
    const r = run('odds', ['--json', '-'], JSON.stringify({ battle: 'space', attacker: { units: { flagship: 1 }, flagship: 'toString' }, defender: { units: { fighter: 1 } } }));
    expectContract(r);
    expect(r.code).toBe(2);
  });

  it('odds: --json=FILE reads the file, as --opt=value does everywhere; an empty name or a second --json is named', () => {
    const file = join(dir, 'battle.json');
    writeFileSync(file, JSON.stringify(ODDS_BASES[0]));
    expect(run('odds', [`--json=${file}`]).code).toBe(0);
    expect(run('odds', ['--json', ''])).toMatchObject({ code: 2, stderr: 'error: --json needs a value, got nothing\n' });
    expect(run('odds', ['--json', file, '--json', file]).stderr).toMatch(/^error: --json given twice \(usage/);
  });

  it('odds and timing name a file given alone by its path, and one given with --json by the option too', () => {
    const missing = join(dir, 'no such.json');
    const latin1 = join(dir, 'latin1-alone.json');
    writeFileSync(latin1, Buffer.from('{"phase":"status","players":["Andr\xe9"],"abilities":[]}', 'latin1'));
    // Before: "--json: …" for a file given alone, an option the user never typed.
    for (const script of ['odds', 'timing']) {
      expect(run(script, [missing])).toMatchObject({ code: 2, stdout: '', stderr: `error: cannot read ${missing} (no such file)\n` });
      expect(run(script, ['--', dir])).toMatchObject({ code: 2, stderr: `error: ${dir} is a directory, not a file\n` });
      expect(run(script, [latin1])).toMatchObject({ code: 2, stderr: `error: ${latin1} is not UTF-8 or UTF-16 text\n` });
      expect(run(script, ['--json', missing])).toMatchObject({ code: 2, stderr: `error: --json: cannot read ${missing} (no such file)\n` });
    }
  });

  it('odds: valid input still prints JSON and exits 0', () => {
    const r = run('odds', ['--json', '-'], JSON.stringify(ODDS_BASES[0]));
    expectContract(r);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).attacker).toBeGreaterThan(0);
  });

  it.each(['bench', 'bench-web', 'corpus'])('%s takes no argument: one line, exit 2, before any work', (script) => {
    const r = run(script, ['--quick']);
    expectContract(r);
    expect(r.stderr).toMatch(/^error: unknown option --quick \(usage: npm run/);
  });

  it.runIf(existsSync('/dev/full'))('odds: an output that cannot be written (a full disk) is said on stderr, exit 1', () => {
    const full = openSync('/dev/full', 'w');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/odds.ts', '--json', '-'], { input: JSON.stringify(ODDS_BASES[0]), stdio: ['pipe', full, 'pipe'], encoding: 'utf8', timeout: 60_000 });
    closeSync(full);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('error: cannot write the output (the disk is full)\n');
  });

  it.runIf(process.platform !== 'win32')('odds: an output file the system stops taking midway (a disk filling up) is said, not left cut short with exit 0', () => {
    // A file size limit stands in for the full disk: the write that crosses it is cut short, the next refused.
    const file = join(dir, 'factions.json');
    const r = spawnSync('sh', ['-c', `ulimit -f 8; exec "${process.execPath}" --import tsx scripts/odds.ts --factions > "${file}"`], { encoding: 'utf8', timeout: 60_000 });
    // Before: exit 0 and nothing said, the first 8 KB of about 69 KB written.
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('error: cannot write the output (the file would pass the largest size allowed)\n');
  });

  it.runIf(existsSync('/dev/zero'))('eval:search: --file /dev/zero is refused once past 16 MiB, not read for ever', () => {
    const r = run('eval-search', ['--file', '/dev/zero']);
    expectContract(r);
    expect(r.stderr).toBe('error: --file: larger than 16 MiB\n');
  });

  it('eval:search: a binary file is "not valid JSON", without quoting it', () => {
    const file = join(dir, 'binary.json');
    writeFileSync(file, Buffer.from([0x00, 0x1b, 0x5b, 0x32, 0x4a, 0x01]));
    const r = run('eval-search', ['--file', file]);
    expectContract(r);
    expect(r.stderr).toBe(`error: --file: ${file} is not valid JSON\n`);
  });

  it('eval:search --misses: a question with control characters is printed escaped, one line per miss', () => {
    const file = join(dir, 'escapes.json');
    const q = 'zzqx \u001b[2J\u001b]0;owned\u0007 nothing\nmatches';
    writeFileSync(file, JSON.stringify({ questions: [{ q, category: 'entry', expect: ['lrr:1'] }] }));
    const r = run('eval-search', ['--file', file, '--misses']);
    expect(r.code).toBe(0);
    const miss = r.stdout.split('\n').find((line) => line.startsWith('[entry] '));
    expect(miss).toContain('zzqx \\u001b[2J\\u001b]0;owned\\u0007 nothing\\nmatches: ');
    expect(r.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  it.each([[[]], [['merge']], [['cases', 'a', 'b']], [['merge', '/nonexistent/dir']], [['cases', '']], [['merge', ' ']]])('judge %j exits 2 with one line', (args) => {
    const r = run('judge', args);
    expectContract(r);
    expect(r.code).toBe(2);
  });

  it('judge cases: a DIR that cannot be made is said at once, in one line, not after the search as a stack trace', () => {
    const file = join(dir, 'in-the-way');
    writeFileSync(file, '');
    const r = run('judge', ['cases', file]);
    expectContract(r);
    expect(r.stderr).toBe(`error: judge: cannot write ${file} (a file of that name is in the way)\n`);
  });

  it.runIf(existsSync('/proc/self'))('judge cases: a DIR under /proc is said in one line; it hung before (node\'s mkdir -p loops there)', () => {
    const r = run('judge', ['cases', '/proc/rules-companion/cases']);
    expectContract(r);
    expect(r.stderr).toBe('error: judge: cannot write /proc/rules-companion/cases (no such file)\n');
  });

  /** `judge merge` of a judge's directory holding `judgments`, its key beside it holding `key`; the run keeps the contract. */
  const merged = (key: string, judgments: string) => {
    const judged = mkdtempSync(join(dir, 'judged-'));
    writeFileSync(`${judged}.key.json`, key);
    writeFileSync(join(judged, 'judgments.json'), judgments);
    const r = run('judge', ['merge', judged]);
    expectContract(r);
    return { judged, stderr: r.stderr };
  };

  it('judge merge: answers that are not one JSON object are refused by name', () => {
    const { judged, stderr } = merged('{}', '["A"]');
    expect(stderr).toBe(`error: ${judged}: its key and judgments.json must each hold one JSON object\n`);
  });

  it('judge merge: a key entry without its question or ids is named, in one line, not a stack trace', () => {
    const { judged, stderr } = merged('{"c1":{}}', '{"c1":"A"}');
    // Before: TypeError: Cannot read properties of undefined (reading 'localeCompare'), with its stack, exit 1.
    expect(stderr).toBe(`error: ${judged}.key.json: case c1 needs q, engine (A or B), expected and got, each a non-empty string\n`);
  });

  it('eval:search: --judgments /dev/zero is refused like --file', () => {
    const r = run('eval-search', ['--judgments', '/dev/zero']);
    expectContract(r);
    expect(r.stderr).toBe('error: --judgments: larger than 16 MiB\n');
  });

  it('odds: a battle saved as UTF-16 (Windows PowerShell) reads as saved in UTF-8; bytes of neither are named', () => {
    const text = JSON.stringify(ODDS_BASES[0]);
    const utf8 = run('odds', ['--json', '-'], text);
    for (const [name, bytes] of [
      ['le.json', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ['be.json', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
    ] as const) {
      writeFileSync(join(dir, name), bytes);
      expect(run('odds', ['--json', join(dir, name)])).toEqual(utf8);
    }
    const latin1 = join(dir, 'latin1.json');
    writeFileSync(latin1, Buffer.from(JSON.stringify({ phase: 'status', players: ['Andr\xe9'], abilities: [] }), 'latin1'));
    const r = run('timing', ['--json', latin1]);
    expectContract(r);
    expect(r.stderr).toBe(`error: --json: ${latin1} is not UTF-8 or UTF-16 text\n`);
  });

  it('search: a query with a newline and a terminal escape is listed escaped, on one line', () => {
    const r = run('search', ['space\ncannon\x1b[2J']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('space\\ncannon\\u001b[2J: ');
    expect(r.stdout).not.toContain('\x1b');
  });

  it.each(['toString', '__proto__', 'a\n\x1b[31mred'])('search: --source %j exits 2 with one line', (source) => {
    const r = run('search', ['--source', source, 'combat']);
    expectContract(r);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: --source must be one of/);
  });
});
