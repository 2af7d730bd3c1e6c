import { describe, expect, it } from 'vitest';
import { asksOtherUnit } from '@/lib/search/engine/unit-case';
import { terms } from '@/lib/search/text';
import { firstOnRules } from './corpus';

const typed = (q: string) => new Set(terms(q));

describe('a ruling asked of one unit, for a player naming another', () => {
  it('is another unit\'s case when its question names units the player did not, and he named one', () => {
    expect(asksOtherUnit(terms('Can fighters block ship movement?'), typed('can my carrier fly past his destroyer'))).toBe(true);
    expect(asksOtherUnit(terms('Can fighters block ship movement?'), typed('can his fighters block my carrier'))).toBe(false);
    expect(asksOtherUnit(terms('Can fighters block ship movement?'), typed('can ships block movement'))).toBe(false);
    expect(asksOtherUnit(terms('Does a war sun ignore planetary shield?'), typed('does my space dock count'))).toBe(true);
    expect(asksOtherUnit(terms('Can ships move through a nebula?'), typed('can my carrier move'))).toBe(false);
  });

  it('puts the rule for every ship before the ruling on a unit the player never named', async () => {
    expect(await firstOnRules('can a single enemy cruiser stop my carrier from flying past')).toBe('lrr:49.4');
  });
});
