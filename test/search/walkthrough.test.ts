/**
 * A rulebook's walkthrough beside its glossary (lib/search/engine/walkthrough.ts): the glossary's
 * statement of a rule answers first where it answers as much; the walkthrough where it says more.
 */
import { describe, expect, it } from 'vitest';
import { isWalkthrough } from '@/lib/search/engine/walkthrough';
import { contentSearch, firstOnRules } from './corpus';

describe('a rulebook walkthrough beside its glossary', () => {
  it('knows the teaching chapters and their parts by id, not the glossary nor TI4\'s sections', () => {
    expect(['eotv:learning', 'eotv:learning/action-recruit-units', 'eotv:learning/action-move-attack/steps-of-a-battle'].every(isWalkthrough)).toBe(true);
    expect(['eotv:recruit/recruit-limit-per-turn', 'eotv:learningx', 'lrr11:timing', 'summary:tactical-action-invasion'].some(isWalkthrough)).toBe(false);
  });

  it("a rule asked of is answered by the glossary's statement of it, not the chapter telling it on the way", async () => {
    // Words of no tuning question: the walkthrough's recruit chapter holds them all too.
    expect(await firstOnRules('eotv any limit on how many units i recruit in one turn')).toBe('eotv:recruit/recruit-limit-per-turn');
  });

  it('the walkthrough stays near the top, and first where only it answers (a round told through)', async () => {
    const { searcher } = await contentSearch();
    const ids = searcher.search('empires of the void if i win a fight as the defender do i score a victory point').map((r) => r.id);
    expect(ids.slice(0, 3)).toContain('eotv:learning/action-move-attack/victory-point-for-winning-a-battle');
    expect(await firstOnRules('eotv worldship base')).toBe('eotv:learning/action-research-build/worldship-base');
  });
});
