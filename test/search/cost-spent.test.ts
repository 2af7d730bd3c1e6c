/** A cost asked of what is not a unit is what the rules say is spent (lib/search/cost-spent.ts). */
import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/search/query';
import { terms } from '@/lib/search/text';
import { firstOnRules } from './corpus';

const alternativesOfCost = (q: string) => {
  const parsed = parseQuery(q);
  const cost = parsed.kind === 'words' ? parsed.concepts.find((c) => c.alternatives[0]?.terms.join(' ') === terms('cost').join(' ')) : undefined;
  return cost?.alternatives.map((a) => a.terms.join(' ')) ?? [];
};

describe('a cost asked of what is not a unit', () => {
  it('is answered by what is spent too', () => {
    expect(alternativesOfCost('what does removing the custodians cost')).toContain(terms('spend').join(' '));
  });

  it("of a unit, or of building, is the cost on the unit's card", () => {
    expect(alternativesOfCost('war sun cost')).not.toContain(terms('spend').join(' '));
    expect(alternativesOfCost('my huge ship, how much does it cost to build')).not.toContain(terms('spend').join(' '));
  });

  it('finds the rule stating what is spent (26.2: "by spending six influence")', async () => {
    expect(await firstOnRules('what does removing the custodians cost')).toBe('lrr:26.2');
  });
});
