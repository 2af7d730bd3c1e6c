/** "The end of" a procedure asks for its last step; the end of a round for the step that begins the next. */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { item } from './corpus';

describe('the end of a procedure', () => {
  const status = [
    item({ id: 'status', title: 'Status Phase', kind: 'entry', text: 'To resolve the status phase, players perform the following steps:' }),
    item({ id: 'score', title: 'Status Phase: Score Objectives', parent: 'status', text: 'STEP 1-SCORE OBJECTIVES: Each player may score one public objective.' }),
    item({ id: 'draw', title: 'Status Phase: Draw Action Cards', parent: 'status', text: 'STEP 3-DRAW ACTION CARDS: Each player draws one action card.' }),
    item({ id: 'return', title: 'Status Phase: Return Strategy Cards', parent: 'status', text: 'STEP 8-RETURN STRATEGY CARDS: Each player returns his strategy card to the common play area. Otherwise, a new game round begins with the strategy phase.' }),
    item({ id: 'turn', title: 'Action Phase', text: 'Effects that last until the end of a turn end at the end of that turn.' }),
  ];
  const search = searcherFor(status);

  it.each(['what happens at the end of the status phase', 'what happens at the end of a round'])('"%s": the last step, which says no "end"', (q) => {
    expect(search.search(q)[0]?.id).toBe('return');
  });

  it('a step is no end asked for when "end" names no procedure after it', () => {
    expect(search.search('draw action cards at the start of the round or end?')[0]?.id).toBe('draw');
  });
});
