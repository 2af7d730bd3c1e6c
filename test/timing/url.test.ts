import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASES, checkTimingInput, decodeTiming, encodeTiming, withIds, type TimingInput } from '../../lib/timing';
import { situation } from './situations';

/** A situation as the page holds it: ids given in order by the page's own rule. */
const asPage = (input: TimingInput): TimingInput => ({ ...input, abilities: withIds(input.abilities) });

describe('the /timing URL state', () => {
  it.each(CASES.map((c) => [c.title, c.input] as const))('round-trips the example "%s"', (_, input) => {
    expect(decodeTiming(encodeTiming(input))).toEqual(checkTimingInput(asPage(input)));
  });

  it('round-trips any valid situation, names with commas, colons and ampersands included', () => {
    fc.assert(
      fc.property(situation, (input) => {
        expect(decodeTiming(encodeTiming(input))).toEqual({ ok: true, input });
      }),
    );
  });

  it('gives abilities the ids the page gives them, from the card name', () => {
    const r = decodeTiming('phase=action&p=Ann&p=Bo&active=Ann&a=0:Upgrade&a=1:sabotage&a=1:Sabotage&a=0:After%20you%20win');
    expect(r.ok && r.input.abilities.map((a) => a.id)).toEqual(['upgrade-1', 'sabotage-1', 'sabotage-2', 'ability-1']);
    expect(r.ok && r.input.abilities.map((a) => a.owner)).toEqual(['Ann', 'Bo', 'Bo', 'Ann']);
  });

  it.each([
    ['zap', 'phase=action&p=Ann&active=Ann&zap=1'],
    ['phase', 'phase=action&phase=agenda&p=Ann&active=Ann'],
    ['phase', 'p=Ann'],
    ['players', 'phase=action&active=Ann'],
    ['players', `phase=status${'&p=X'.repeat(1)}${Array.from({ length: 9 }, (_, i) => `&p=P${i}`).join('')}`],
    ['players[1]', 'phase=status&p=Ann&p=Ann'],
    ['activePlayer', 'phase=action&p=Ann'],
    ['activePlayer', 'phase=action&p=Ann&active=Zed'],
    ['speaker', 'phase=agenda&p=Ann'],
    ['abilities[0]', 'phase=status&p=Ann&a=Sabotage'],
    ['abilities[1].owner', 'phase=status&p=Ann&a=0:Scheming&a=3:Scheming'],
    ['abilities[0].text', 'phase=status&p=Ann&a=0:%20'],
    ['abilities[0].text', `phase=status&p=Ann&a=0:${'x'.repeat(2001)}`],
    ['abilities', `phase=status&p=Ann${'&a=0:Scheming'.repeat(61)}`],
    ['link', `phase=status&p=Ann&a=0:${'x'.repeat(40_001)}`],
  ])('names %s in a bad link', (field, query) => {
    const r = decodeTiming(query);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.field).toBe(field);
      expect(r.message.startsWith(`${field}: `)).toBe(true);
    }
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        expect(typeof decodeTiming(q).ok).toBe('boolean');
      }),
    );
    expect(decodeTiming('__proto__=1&constructor=2').ok).toBe(false);
    expect(decodeTiming('phase=status&p=Ann&a=0:x&a=__proto__:y').ok).toBe(false);
  });
});
