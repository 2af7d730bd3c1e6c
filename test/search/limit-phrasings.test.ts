/** One table of the rules' limit phrasings read by each recogniser of a stated limit (lib/search/limit-phrasings.ts). */
import { describe, expect, it } from 'vitest';
import { HOLDING_LIMIT, LIMIT_NAMED, LIMIT_PHRASES } from '@/lib/search/limit-phrasings';
import { limitVerbsOf } from '@/lib/search/limit-verb';
import { holdsPattern } from '@/lib/search/patterns';
import { unitsLimited } from '@/lib/search/unit-limit';

describe('the rules limit phrasings', () => {
  it.each(LIMIT_PHRASES.map((p) => [p.stated]))('"can have %s three": a holding limit to each recogniser', (stated) => {
    const text = `Each planet can have ${stated} three PDS units.`;
    expect(limitVerbsOf(text)).toEqual(new Set(['hold']));
    expect(holdsPattern('#holding-limit', text)).toBe(true);
    expect(HOLDING_LIMIT.test(text)).toBe(true);
    expect(unitsLimited(text)).toEqual(new Set(['pds']));
  });

  it('reads the limits stated without the verb', () => {
    expect(holdsPattern('#holding-limit', 'the maximum number of commodities he can have')).toBe(true);
    expect(holdsPattern('#holding-limit', 'cannot have more commodities than his faction sheet shows')).toBe(true);
    expect(LIMIT_NAMED.test('There is no limit to the number of ground forces on a planet.')).toBe(true);
    expect(limitVerbsOf('A player can score a maximum of one public objective.')).toEqual(new Set(['score']));
  });

  it('reads no limit where none is stated', () => {
    const text = 'Each player begins the game with one secret objective.';
    expect(limitVerbsOf(text).size).toBe(0);
    expect(holdsPattern('#holding-limit', text)).toBe(false);
    expect(unitsLimited(text)).toBeUndefined();
  });
});
