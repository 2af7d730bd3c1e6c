import { describe, expect, it } from 'vitest';
import { firstOnRules } from './corpus';
import { parseQuery } from '@/lib/search/query';
import { secondQuestionWords, withJointsSaidAnd } from '@/lib/search/second-question';

describe('two questions asked in one', () => {
  it('reads the second question joined to the first by "and", "also", a comma or a question mark', () => {
    expect(secondQuestionWords('can i make a deal with someone across the map and is it binding')).toEqual({
      first: new Set(['make', 'deal', 'someone', 'across', 'map']),
      second: new Set(['binding']),
    });
    expect(secondQuestionWords('how many secret objectives can i hold, does that count scored ones')?.second).toEqual(new Set(['count', 'scored', 'ones']));
    expect(secondQuestionWords('how many action cards can i hold? when do i discard')?.second).toEqual(new Set(['discard']));
    // A second question may open with any word the first may: "why" too.
    expect(secondQuestionWords('how many action cards can i hold, why must i discard at the end')?.second).toEqual(new Set(['must', 'discard', 'end']));
  });

  it('reads either question opened by any question word or asking verb, as typed too (./question-words.ts)', () => {
    expect(secondQuestionWords('was the deal binding and who breaks it')).toEqual({ first: new Set(['deal', 'binding']), second: new Set(['breaks']) });
    expect(secondQuestionWords('can i trade with him, whos the speaker then')?.second).toEqual(new Set(['whos', 'speaker']));
    expect(secondQuestionWords('when my carrier dies and what happens to fighters')).toBeUndefined();
  });

  it('reads no second question in one either-or, a sequence, or a story told before its question', () => {
    expect(secondQuestionWords('do pds shoot before or after the space battle')).toBeUndefined();
    expect(secondQuestionWords('can i move and then build')).toBeUndefined();
    expect(secondQuestionWords('i have 3 fighters and my carrier died, what happens to them')).toBeUndefined();
    expect(secondQuestionWords('when my carrier is destroyed, what happens to the fighters')).toBeUndefined();
    expect(secondQuestionWords('when do i draw action cards, and how many')?.first).toEqual(new Set(['draw', 'action', 'cards']));
  });

  it('reads an "also" or a "plus" joining a second question as "and", no word of either', () => {
    expect(withJointsSaidAnd('how many fighters can a carrier hold, also do they need capacity')).toBe('how many fighters can a carrier hold and do they need capacity');
    expect(withJointsSaidAnd('whats the hand limit plus when do i discard')).toBe('whats the hand limit and when do i discard');
    expect(withJointsSaidAnd('can i also retreat')).toBe('can i also retreat');
    const typed = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? parsed.concepts.map((c) => c.alternatives[0]?.words.join(' ')) : [];
    };
    expect(typed('can i build a space dock there, and also how many can i have per system')).not.toContain('also');
  });

  it('puts the answer to the first question before one to the second only, whose rare word weighs less', async () => {
    // 27.1: deals "even if they are not neighbors"; 27.2 only says deals are "binding or non-binding".
    expect(await firstOnRules('can i make a deal with a player on the other side of the board and is it binding')).toBe('lrr:27.1');
  }, 120_000);
});
