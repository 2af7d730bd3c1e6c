import { describe, expect, it } from 'vitest';
import { CASES, checkCase, resolveTiming, type TimingCase } from '../../lib/timing';

describe('timing rules and FAQ rulings as cases', () => {
  it.each(CASES.map((c) => [`${c.rule}: ${c.title}`, c] as const))('%s', (_, c) => {
    expect(checkCase(c, resolveTiming(c.input))).toEqual([]);
  });

  it('covers each LRR timing rule, both golden-rule orders and the named FAQ rulings', () => {
    const rules = new Set(CASES.map((c) => c.rule));
    for (const id of ['lrr:1.12', 'lrr:1.14', 'lrr:1.15', 'lrr:1.16', 'lrr:67.2', 'lrr11:timing', 'lrr:1.3']) expect(rules).toContain(id);
    for (const id of ['ti4-faq:action-cards-12', 'ti4-faq:action-cards-8', 'ti4-faq:action-cards-7', 'ti4-faq:action-cards-14']) expect(rules).toContain(id);
    const phases = new Set(CASES.filter((c) => c.rule === 'lrr11:timing').map((c) => c.input.phase));
    expect([...phases].sort()).toEqual(['action', 'agenda', 'strategy']);
  });
});

describe('checkCase', () => {
  const base = CASES.find((c) => c.rule === 'lrr:1.14')!;
  const result = resolveTiming(base.input);
  const variant = (expect: TimingCase['expect']): TimingCase => ({ ...base, expect });

  it('reports a reversed sequence, a wrong window, a missing citation and a wrongly placed id', () => {
    expect(checkCase(variant([{ kind: 'sequence', ids: ['rider', 'veto'] }]), result)).toHaveLength(1);
    expect(checkCase(variant([{ kind: 'window', id: 'veto', window: 'agenda-vote/at' }]), result)).toHaveLength(1);
    expect(checkCase(variant([{ kind: 'cites', id: 'veto', rule: 'lrr:99' }]), result)).toHaveLength(1);
    expect(checkCase(variant([{ kind: 'unplaced', id: 'veto', says: 'x' }]), result)).toHaveLength(1);
    expect(checkCase(variant([{ kind: 'next', first: 'rider', second: 'veto' }]), result)).toHaveLength(1);
    expect(checkCase(variant([{ kind: 'timing', id: 'rider', timing: 'when' }]), result)).toHaveLength(1);
    expect(checkCase(variant([{ kind: 'sameWindow', ids: ['rider', 'veto'] }]), result)).toHaveLength(1);
  });
});
