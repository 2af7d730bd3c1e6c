import { describe, expect, it } from 'vitest';
import { storyTimeWords } from '@/lib/search/story-time';
import { firstOnRules } from './corpus';

describe('the time a story is told in', () => {
  it('reads a moment named with "this", "next", "last" as the story\'s time, unless moments are weighed', () => {
    expect(storyTimeWords('can i still score a public this status phase')?.time).toEqual(new Set(['status', 'phase']));
    expect(storyTimeWords('he took my planet last round, is it ready')?.time).toEqual(new Set(['round']));
    expect(storyTimeWords('when does the status phase start')).toBeUndefined();
    expect(storyTimeWords('do we start the agenda this round already or next')).toBeUndefined();
  });

  // On the rules: the status phase's scoring step holds "status phase" in its title; the rule on who
  // may score holds the home planets the question turns on.
  it.each([
    ['she holds one of my home planets now, can i still score a public objective this status phase', 'lrr:52.16'],
    ['i captured his planet this turn and he never used it, is it ready for me', 'lrr:24.1'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
