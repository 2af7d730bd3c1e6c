import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASES, resolveTiming } from '../../lib/timing';

const run = (args: string[], stdin?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/timing.ts', ...args], { input: stdin, encoding: 'utf8' });

describe('npm run -s timing', () => {
  const input = CASES.find((c) => c.rule === 'ti4-faq:action-cards-7')!.input;

  it('prints the same answer as the library, from stdin and from a file', () => {
    const fromStdin = run(['--json', '-'], JSON.stringify(input));
    expect(fromStdin.status).toBe(0);
    expect(JSON.parse(fromStdin.stdout)).toEqual(resolveTiming(input));
    const file = join(mkdtempSync(join(tmpdir(), 'timing-')), 'in.json');
    writeFileSync(file, JSON.stringify(input));
    expect(JSON.parse(run(['--json', file]).stdout)).toEqual(resolveTiming(input));
  });

  it.each([
    [['--json', '-'], '{"phase":"agenda","players":["A"],"abilities":[]}', /^error: speaker: /],
    [['--json', '-'], '{"phase":"action","players":["A"],"activePlayer":"A","abilities":[{"id":"x","owner":"B","text":"t"}]}', /^error: abilities\[0\]\.owner: /],
    [['--json', '-'], 'not json', /^error: input: /],
    [['--json', '/no/such/file.json'], undefined, /^error: --json: /],
    [[], undefined, /^error: expected --json/],
  ])('exits 2 with one line naming the field (%j)', (args, stdin, message) => {
    const r = run(args, stdin);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
