/**
 * Players' words the rules never print, read as the rules' own (lib/search/player-events.ts,
 * lib/search/synonyms.ts, lib/search/irregular.ts): a "world" is a planet, what a player is
 * "forced" to do he "must" do, a player "blocked from" something "cannot" do it, a fleet "wiped"
 * whole has "no ships left". The questions are paraphrases written for these tests, none of the tuning set.
 */
import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/search/query';
import { stem } from '@/lib/search/text';
import { firstOnRules } from './corpus';

const conceptTerms = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed.concepts.map((c) => c.alternatives.map((a) => a.terms.join(' '))) : [];
};

describe('players words for the rules words', () => {
  it('reads a world as a planet, a homeworld as the home system', () => {
    expect(conceptTerms('an enemy sits on one of my home worlds').flat()).toContain(stem('planet'));
    expect(conceptTerms('he took my homeworld').flat()).toContain(`${stem('home')} ${stem('system')}`);
  });

  it('reads "forced" as "must", never as the "forces" of ground forces', () => {
    expect(stem('forced')).not.toBe(stem('forces'));
    const forced = conceptTerms('am i forced to retreat').find((alts) => alts.includes('forced'));
    expect(forced).toContain('must');
    expect(forced).not.toContain(stem('forces'));
  });

  it('reads "blocked from" and "barred from" as "cannot", not a hit canceled', () => {
    expect(conceptTerms('am i blocked from scoring').flat()).toContain('cannot');
    expect(conceptTerms('am i barred from scoring').flat()).toContain('cannot');
    expect(conceptTerms('can my dread block a hit').flat()).toContain(stem('cancel'));
  });

  it('finds the rule each asks in other words', async () => {
    // 52.16: "A player cannot score public objectives if he does not control each of the planets in his home system."
    expect(await firstOnRules('his mech sits on my homeworld, can i still score stage one objectives')).toBe('lrr:52.16');
    expect(await firstOnRules('a rival holds one of the worlds in my home system, no public objectives for me?')).toBe('lrr:52.16');
    // 67.7: a retreat announced when the opponent has no ships left does not occur.
    expect(await firstOnRules('we announced retreat but i killed his whole fleet, am i forced to go')).toBe('lrr:67.7');
    expect(await firstOnRules('i said i would withdraw and then sank every ship he had, forced to move out anyway?')).toBe('lrr:67.7');
    expect(await firstOnRules('announced a retreat then destroyed his entire fleet in the first round, is the retreat obligated')).toBe('lrr:67.7');
  });
});

describe('a tie at the winning score', () => {
  it('is players reaching it together (87.7), a tie for the most points is not (52.15, 87.8)', async () => {
    expect(await firstOnRules('tied at ten victory points')).toBe('lrr:87.7');
    expect(await firstOnRules('two of us are tied on 10 vp after scoring, who wins')).toBe('lrr:87.7');
    expect(['lrr:52.15', 'lrr:87.8']).toContain(await firstOnRules('tied for most points when objectives ran out who wins'));
  });
});
