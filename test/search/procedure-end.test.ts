/** "The end of" a procedure asks for its last step; the end of a round for the step that begins the next. */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { item } from './corpus';

describe('the end of a procedure', () => {
  // The status phase's steps: [id, number, name, what it does].
  const steps: [string, number, string, string][] = [
    ['score', 1, 'Score Objectives', 'Each player may score one public objective.'],
    ['draw', 3, 'Draw Action Cards', 'Each player draws one action card.'],
    ['return', 8, 'Return Strategy Cards', 'Each player returns his strategy card to the common play area. Otherwise, a new game round begins with the strategy phase.'],
  ];
  const status = [
    item({ id: 'status', title: 'Status Phase', kind: 'entry', text: 'To resolve the status phase, players perform the following steps:' }),
    ...steps.map(([id, n, name, text]) => item({ id, title: `Status Phase: ${name}`, parent: 'status', text: `STEP ${n}-${name.toUpperCase()}: ${text}` })),
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
