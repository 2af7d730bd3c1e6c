import { describe, expect, it } from 'vitest';
import { sourceBadge } from '@/lib/site/source-badge';

describe('sourceBadge', () => {
  it('labels the source and colours each game apart, errata included', () => {
    const lrr = sourceBadge('ti4-lrr-1.2', 'rule');
    const ti3 = sourceBadge('ti3-faq-2.3', 'ruling');
    const ti3Errata = sourceBadge('ti3-faq-2.3', 'errata');
    const eotv = sourceBadge('eotv-2', 'entry');
    expect([lrr.label, ti3.label, ti3Errata.label, eotv.label]).toEqual(['TI4 LRR', 'TI3 FAQ', 'TI3 errata', 'EotV']);
    expect(ti3Errata.className).toBe(ti3.className);
    expect(new Set([lrr.className, ti3.className, eotv.className]).size).toBe(3);
  });
});
