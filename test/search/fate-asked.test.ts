/** A yes/no of what becomes of a thing asks what follows from the situation told before it (lib/search/fate-asked.ts). */
import { describe, expect, it } from 'vitest';
import { toldBeforeFate } from '@/lib/search/fate-asked';
import { whatFollowsAsked } from '@/lib/search/what-follows';
import { firstOnRules } from './corpus';

describe('a question of what becomes of a thing, after its situation', () => {
  it('reads the situation told before "do i keep it", "is it still there", "does it stay"', () => {
    expect(toldBeforeFate('only a fighter token left after my plastic fighter went down, do i keep it')).toBe('only a fighter token left after my plastic fighter went down');
    expect(toldBeforeFate('my last infantry died. is the token still there?')).toBe('my last infantry died');
    expect(toldBeforeFate('carrier sank and the fighters are floating, are they gone')).toBe('carrier sank and the fighters are floating');
    expect(whatFollowsAsked('the plastic guys all died, does the token stay')?.situation).toBe('the plastic guys all died');
  });

  it('reads the thing after any determiner, as the other readers of a query do: "is that token ok", "do i keep a fighter"', () => {
    expect(toldBeforeFate('my carrier went down with the fighters, is that token ok')).toBe('my carrier went down with the fighters');
    expect(toldBeforeFate('both my dreadnoughts sank, do i keep your promissory note')).toBe('both my dreadnoughts sank');
  });

  it('reads none without a situation, or asked in the rules\' own verbs', () => {
    expect(toldBeforeFate('so do i keep it')).toBeUndefined();
    expect(toldBeforeFate('he landed on my empty planet, do i lose it')).toBeUndefined();
    expect(toldBeforeFate('do i keep my action cards when i pass')).toBeUndefined();
  });

  // Other players' words for a token left without its plastic piece: the rule stating that case (41.3).
  it.each([
    'infantry token by itself on a planet after all my real infantry figures got killed, is it still there',
    'lost every plastic soldier on that world and only the cardboard infantry token is left, does it stay',
    'all my actual infantry minis died in the ground fight and the token is alone there now, is it still around',
  ])('a token left alone: %s', async (question) => {
    expect(await firstOnRules(question)).toBe('lrr:41.3');
  });
});
