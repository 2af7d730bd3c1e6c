/** "The end of" a procedure asks for its last step; the end of a round for the step that begins the next. */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { item, procedureItems } from './corpus';

describe('the end of a procedure', () => {
  const status = [
    ...procedureItems('status', 'Status Phase', 'To resolve the status phase, players perform the following steps:', [
      ['score', 1, 'Score Objectives', 'Each player may score one public objective.'],
      ['draw', 3, 'Draw Action Cards', 'Each player draws one action card.'],
      ['return', 8, 'Return Strategy Cards', 'Each player returns his strategy card to the common play area. Otherwise, a new game round begins with the strategy phase.'],
    ]),
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
