import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/search/query';
import { undoAsked } from '@/lib/search/undo-asked';
import { firstOnRules } from './corpus';

const words = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed.concepts.map((c) => c.alternatives[0]!.words.join(' ')) : [];
};

describe('a move asked to be taken back', () => {
  it('reads the words of taking it back away, however it is framed: the act told is asked', () => {
    const asked = words('i put the hits on my carriers, can i put them on my destroyers');
    for (const framed of [
      'i already put the hits on my carriers, too late to put them on my destroyers instead?',
      'i put the hits on my carriers already, can i switch them and put them on my destroyers',
      'too late? i put the hits on my carriers, can i put them on my destroyers',
      'oops i put the hits on my carriers, can i put them on my destroyers, or is it too late',
    ])
      expect(words(framed), framed).toEqual(asked);
  });

  it('keeps "instead of", "already" of a state and the rules\' own "undo" (83.4: "cannot be undone")', () => {
    expect(words('too late to use a token instead of a plastic fighter')).toContain('instead');
    expect(words('too late? my dread was already damaged, can it sustain again')).toContain('already');
    expect(words('too late? the system already had my token, can i activate it')).toContain('already');
    expect(words('oops, can i undo that trade')).toContain('undo');
  });

  it('reads nothing taken back when the question changes no move', () => {
    expect(undoAsked('can i use a token instead of a plastic fighter')).toBeUndefined();
    expect(undoAsked('can i activate a system that already has my command token')).toBeUndefined();
    expect(undoAsked('what changes when the agenda phase starts')).toBeUndefined();
  });

  it('finds the rule of the act told, not the rules saying "already" or "instead"', async () => {
    // 67.6: each player chooses which of his ships are destroyed; not 1.12's timing "before" or "after".
    expect(await firstOnRules('too late to pick different ships to lose after i removed them?')).toBe('lrr:67.6');
    // 79.12: a technology's prerequisites; not 79.15, of a planet "already exhausted".
    expect(await firstOnRules('i already researched a tech without the prereqs, too late to fix it?')).toBe('lrr:79.12');
  });
});
