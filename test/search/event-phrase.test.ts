/**
 * The rules' phrase for an event the player told in his own words is found whole or not at all
 * (lib/search/concept-reading.ts eventConcept, `Alternative.whole`): "ships" alone is not "no ships left".
 */
import { describe, expect, it } from 'vitest';
import { addConcept, emptyTally } from '@/lib/search/engine/add-concept';
import { searchContextOf } from '@/lib/search/engine/context';
import { togetherShare } from '@/lib/search/engine/coverage';
import { parseQuery } from '@/lib/search/query';
import { buildShippedIndex } from '@/lib/search/shipped';
import { item } from './corpus';

const ctx = searchContextOf(
  buildShippedIndex([
    item({ id: 'ends', title: 'Space Combat', text: 'If his opponent has no ships left in the system, the combat immediately ends.' }),
    item({ id: 'again', title: 'Space Combat', text: 'If both players still have ships in the active system, they resolve another round.' }),
  ]),
);
const doc = (id: string) => ctx.byId.get(id)!;

/** The concept an event told makes ("killed all his ships": the opponent has "no ships left"), as read. */
function eventAlternatives(query: string) {
  const parsed = parseQuery(query);
  if (parsed.kind !== 'words') throw new Error(query);
  return parsed.concepts[0]!.alternatives;
}

describe("an event's rules phrase", () => {
  const told = eventAlternatives('i killed all his ships');

  it('is read whole', () => {
    expect(told.map((a) => a.words.join(' '))).toEqual(['no ships left']);
    expect(told.every((a) => a.whole)).toBe(true);
  });

  it('finds an item saying it whole, and nothing of one holding only some of its words', () => {
    const hits = addConcept(ctx, told, true, emptyTally(ctx.docs.length));
    expect(hits.found[doc('ends')]).toBe(1);
    expect(hits.found[doc('again')]).toBe(0);
  });

  it('counts nothing of a sentence holding only some of its words', () => {
    expect(togetherShare(ctx, doc('ends'), [told], [true])).toBe(1);
    expect(togetherShare(ctx, doc('again'), [told], [true])).toBe(0);
  });
});
