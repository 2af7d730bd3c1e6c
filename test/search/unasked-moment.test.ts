/** A rule taking something away during a step the player did not name comes after its sibling bound to none (lib/search/unasked-moment.ts). */
import { describe, expect, it } from 'vitest';
import { boundToUnasked, unboundTwinFirst, type MomentDoc } from '@/lib/search/unasked-moment';
import { firstOnRules, wordConcepts } from './corpus';

const DOCS: MomentDoc[] = [
  { parent: 'cannon', text: 'Effects that allow fire against ships in adjacent systems have no effect during Space Cannon Defense.' },
  { parent: 'cannon', text: 'With the right technology, a unit can fire at ships in adjacent systems.' },
  { parent: 'other', text: 'A unit can fire at ships in adjacent systems.' },
  { parent: 'cannon', text: 'Units fire at ships in adjacent systems during Space Cannon Defense.' },
];
const expanded = wordConcepts;
const lifted = (order: number[], query: string, matched = [3, 3, 3, 3]) =>
  unboundTwinFirst(order.map((doc) => ({ doc, matched: matched[doc]! })), DOCS, expanded(query)).map((r) => r.doc);

describe('the unasked moment reading', () => {
  it('reads a rule taking something away during a named step the query does not name', () => {
    expect(boundToUnasked(DOCS[0]!.text, expanded('fire ships adjacent'))).toBe(true);
    expect(boundToUnasked(DOCS[0]!.text, expanded('defense fire ships adjacent'))).toBe(false);
    // Saying what happens then answers when: the moment is no narrower case.
    expect(boundToUnasked(DOCS[3]!.text, expanded('fire ships adjacent'))).toBe(false);
    // Neither the step itself nor a case joined after it ("and if ...") names the moment.
    expect(boundToUnasked('He cannot retreat during the "Announce Retreats" step and if no ships are left.', expanded('retreat ships left'))).toBe(false);
  });

  it('lifts the sibling bound to no moment when both answer as much', () => {
    expect(lifted([0, 1], 'fire ships adjacent')).toEqual([1, 0]);
  });

  it('leaves a rule of another entry, a sibling answering less, and a query naming the moment', () => {
    expect(lifted([0, 2], 'fire ships adjacent')).toEqual([0, 2]);
    expect(lifted([0, 1], 'fire ships adjacent', [3, 2, 3, 3])).toEqual([0, 1]);
    expect(lifted([0, 1], 'defense fire ships adjacent')).toEqual([0, 1]);
  });
});

describe('a rule bound to an unasked step, searched', () => {
  // Paraphrases in words not tuned on: [question, the rule bound to no step]
  it.each([
    ['can my pds fire at ships in the next system', 'lrr:66.3'],
    ['can pds shoot ships next door', 'lrr:66.3'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
