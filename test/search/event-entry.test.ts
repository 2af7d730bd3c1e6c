/** What an event does to a thing, said under both entries, is answered by the event's own entry (lib/search/event-entry.ts). */
import { describe, expect, it } from 'vitest';
import { eventEntryFirst } from '@/lib/search/event-entry';
import type { TitleAndText } from '@/lib/search/shipped';
import { terms } from '@/lib/search/text';
import { firstOnRules } from './corpus';

const DOCS: TitleAndText[] = [
  { title: 'Promissory Notes', text: 'If a player is eliminated, all of the promissory notes that match his color are returned to the game box.' },
  { title: 'Elimination', text: 'When a player becomes eliminated, each promissory note he has that matches another player is returned to that player.' },
  { title: 'Elimination', text: "If the Naalu player becomes eliminated while another player has the Naalu player's token, that token remains." },
  { title: 'Losing Influence for Attacking', text: 'If you attack an inhabited planet, any influence you have there is removed.' },
  { title: 'Invading an Inhabited Planet', text: 'If you attack an inhabited planet, the alien inhabitants defend their home.' },
  { title: 'Space Combat', text: 'If an ability occurs "before combat", it occurs immediately before the "Anti-Fighter Barrage" step.' },
  { title: 'Abilities', text: 'If an ability uses the word "then," a player must resolve the effect before it.' },
];
const ranked = (order: number[], matched = [3, 3, 3, 3, 3, 3, 3]) => order.map((doc) => ({ doc, matched: matched[doc]! }));
const lifted = (order: number[], query: string, matched?: number[]) => eventEntryFirst(ranked(order, matched), DOCS, terms(query)).map((r) => r.doc);

describe('the event entry reading', () => {
  it("lifts the event's own rule over the thing's twin opening on the same event", () => {
    expect(lifted([0, 1], 'promissory notes player eliminated')).toEqual([1, 0]);
    // The twin may word the rule apart and answer a concept less.
    expect(lifted([0, 1], 'promissory notes player eliminated', [4, 3, 3, 3, 3, 3, 3])).toEqual([1, 0]);
  });

  it('leaves a narrower case, an entry of more than the event, and a query not telling it', () => {
    expect(lifted([0, 2], 'promissory notes player eliminated')).toEqual([0, 2]);
    expect(lifted([4, 3], 'attack inhabited planet')).toEqual([4, 3]);
    // A title the case repeats word for word names a thing the case holds, not a happening.
    expect(lifted([5, 6], 'ability says before combat')).toEqual([5, 6]);
    expect(lifted([0, 1], 'promissory notes returned game box')).toEqual([0, 1]);
    expect(lifted([0, 1], 'promissory notes player eliminated', [5, 3, 3, 3, 3, 3, 3])).toEqual([0, 1]);
  });
});

describe('what an event does to a thing, searched', () => {
  // Paraphrases in words not tuned on: [question, the event entry's rule]
  it.each([
    ['if someone is eliminated what happens to the notes of mine he was holding', 'lrr:31.4'],
    ['what becomes of promissory notes once their owner is eliminated', 'lrr:31.4'],
    ['does an eliminated player keep my promissory note', 'lrr:31.4'],
    ['our speaker has been eliminated, where does the speaker token go', 'lrr:31.8'],
    ['speaker is out of the game now who is speaker', 'lrr:31.8'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
