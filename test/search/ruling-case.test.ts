/**
 * A ruling asked of a case the player does not name (lib/search/engine/rulings.ts
 * `rulesOnOtherCase`): its question is words the player mostly did not say. Half of them said is
 * not its case: "fighters cant move on their own" says "fighters" and "movement" of "Can fighters
 * block ship movement?", never what it asks, the block.
 */
import { describe, expect, it } from 'vitest';
import type { SearchContext } from '@/lib/search/engine/context';
import { rulesOnOtherCase } from '@/lib/search/engine/rulings';
import { terms } from '@/lib/search/text';

const ruling = (question: string) => ({ titleTerms: [terms(question)], namedCases: [[]] }) as unknown as SearchContext;
const typed = (q: string) => new Set(terms(q));

describe('a ruling on another case', () => {
  it('is one whose question the player says half of or less', () => {
    const other = (question: string, q: string) => rulesOnOtherCase(ruling(question), typed(q))(0);
    // The terms the engine types for "fighters cant move on their own" ("move" widened to "movement").
    expect(other('Can fighters block ship movement?', 'fighters movement on their own')).toBe(true);
    // More than half said: the ruling's own case.
    expect(other('Can fighters block ship movement?', 'do fighters block movement')).toBe(false);
    expect(other('Can fighters block ship movement?', 'can enemy fighters block my ships movement')).toBe(false);
  });
});
