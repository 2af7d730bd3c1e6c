/**
 * What the three pages' decoders share (lib/input/link-query.ts): a key given twice, a key the page
 * does not know and a query past MAX_LINK_QUERY are named, never read one way or another. Before,
 * /calc took the last of `a.cruiser=1&a.cruiser=3` and the first of two `battle`s, /calc/eotv the
 * first of two `h`s, both passed over unknown keys (`nebla=1`, `hz=6`) and read `nebula=yes` as off,
 * and /calc spent 0.9 s on a 1.5 MB query.
 */
import { describe, expect, it } from 'vitest';
import { decodeEotv } from '@/lib/calc/eotv';
import { decodeBattle } from '@/lib/calc/url';
import { holdsState, MAX_LINK_QUERY, readLinkQuery } from '@/lib/input/link-query';
import { decodeTiming } from '@/lib/timing';
import { cpuMs } from '../cpu-time';

const BATTLE = 'battle=space&a.cruiser=1&d.cruiser=1';
const problem = (r: { ok: true } | { ok: false; field: string; message: string }) => (r.ok ? 'read' : `${r.field} | ${r.message}`);

describe('readLinkQuery', () => {
  const keys = { known: (k: string) => ['x', 'y'].includes(k), expected: 'x, y', repeats: new Set(['y']) };

  it('drops tracking parameters, then names the first unknown or repeated key', () => {
    expect(readLinkQuery('x=1&y=1&y=2&utm_source=a&utm_source=b', keys)).toMatchObject({ ok: true });
    expect(readLinkQuery('x=1&x=2', keys)).toEqual({ ok: false, field: 'x', what: 'is given twice' });
    expect(readLinkQuery('z=1&z=2', keys)).toEqual({ ok: false, field: 'z', what: 'unknown field (expected x, y)' });
    expect(readLinkQuery(`%0A${'Q'.repeat(500)}=1`, keys)).toMatchObject({ ok: false, field: expect.stringMatching(/^\\nQ+…$/) });
  });

  it('refuses a query past MAX_LINK_QUERY before reading it', () => {
    expect(readLinkQuery(`x=${'1'.repeat(MAX_LINK_QUERY)}`, keys)).toEqual({ ok: false, field: 'link', what: `must be at most ${MAX_LINK_QUERY} characters` });
  });
});

describe('holdsState', () => {
  it('a query of tracking parameters only holds none; any other key holds some', () => {
    expect(holdsState('')).toBe(false);
    expect(holdsState('?fbclid=x&utm_source=discord')).toBe(false);
    expect(holdsState('?fbclid=x&battle=space')).toBe(true);
    expect(holdsState('?zz')).toBe(true);
  });

  // The pages asked this of the raw address before reading it: a 2 MB link was walked whole
  // (240 ms of CPU here) for its reading to refuse it at once; 20 MB took seconds.
  it('a query too long to read holds some, found without walking it', () => {
    const huge = `?${'utm_source=x&'.repeat(1_600_000)}`;
    let holds: boolean | undefined;
    expect(cpuMs(() => (holds = holdsState(huge)))).toBeLessThan(50);
    expect(holds).toBe(true);
  });
});

describe('a shared link', () => {
  it('/calc: a key given twice, an unknown key, a switch neither 1 nor 0, a huge query are named', () => {
    expect(problem(decodeBattle(`${BATTLE}&a.cruiser=3`))).toBe('a.cruiser | is given twice');
    expect(problem(decodeBattle(`${BATTLE}&battle=ground`))).toBe('battle | is given twice');
    expect(problem(decodeBattle(`${BATTLE}&nebla=1`))).toMatch(/^nebla \| unknown field \(expected battle, sustain, nebula, /);
    expect(problem(decodeBattle(`${BATTLE}&x.cruiser=5`))).toMatch(/^x\.cruiser \| unknown field/);
    // In the link's own terms (its key, 1 or 0), not the JSON's ("attacker.assaultCannon", true or false).
    expect(problem(decodeBattle(`${BATTLE}&nebula=yes`))).toBe('nebula | must be 1 or 0');
    expect(problem(decodeBattle(`${BATTLE}&a.assaultCannon=true`))).toBe('a.assaultCannon | must be 1 or 0');
    expect(problem(decodeBattle(`${BATTLE}&articlesOfWar=`))).toBe('articlesOfWar | must be 1 or 0');
    const huge = `battle=space&${Array.from({ length: 100_000 }, (_, i) => `a.cruiser=${i}`).join('&')}`;
    expect(cpuMs(() => expect(problem(decodeBattle(huge))).toBe(`link | must be at most ${MAX_LINK_QUERY} characters`))).toBeLessThan(50);
  });

  it('/calc: switches read 1 as on and 0 as off, as links have always written them', () => {
    const on = decodeBattle(`${BATTLE}&nebula=1&a.assaultCannon=1`);
    const off = decodeBattle(`${BATTLE}&nebula=0&a.assaultCannon=0`);
    expect(on.ok && [on.input.nebula, on.input.attacker.assaultCannon]).toEqual([true, true]);
    expect(off.ok && [off.input.nebula, off.input.attacker.assaultCannon]).toEqual([false, false]);
  });

  it('/calc/eotv: a key given twice or unknown is named', () => {
    expect(problem(decodeEotv('h=1&h=6'))).toBe('h | is given twice');
    expect(problem(decodeEotv('a.u=1x1&a.u=2x2'))).toBe('a.u | is given twice');
    expect(problem(decodeEotv('h=2&hz=6'))).toMatch(/^hz \| unknown field \(expected h, dp, a\.u, /);
  });

  it('/timing: players and abilities repeat, nothing else does; unknown keys come first', () => {
    expect(decodeTiming('phase=status&p=A&p=B&a=0:Sabotage&a=1:Sabotage').ok).toBe(true);
    expect(problem(decodeTiming('phase=status&phase=action&p=A'))).toBe('phase | phase: is given twice');
    expect(problem(decodeTiming('phase=status&p=A&zap=1&zap=2'))).toMatch(/^zap \| zap: unknown field/);
  });
});
