import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function odds(stdin: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/odds.ts', '--json', '-'], { input: stdin, encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run odds', () => {
  it('prints the odds as JSON', () => {
    const r = odds('{"battle":"space","sustain":"first","attacker":{"units":{"cruiser":1}},"defender":{"units":{"cruiser":1}}}');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.attacker).toBeCloseTo(0.375, 12);
    expect(out.draw).toBeCloseTo(0.25, 12);
  });

  it.each([
    ['unknown unit', '{"battle":"space","attacker":{"units":{"cruser":1}},"defender":{"units":{"cruiser":1}}}', 'attacker.units.cruser'],
    ['400 fighters', '{"battle":"space","attacker":{"units":{"fighter":400}},"defender":{"units":{"cruiser":1}}}', 'attacker.units.fighter'],
    ['not JSON', '{"battle":', 'input'],
  ])('exits 2 with one line naming the field: %s', (_, stdin, field) => {
    const r = odds(stdin);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toContain(field);
  });
});
