/**
 * A step asked by its place, which names nothing the question says: "what comes after X" the step
 * after the named one, "what happens first in X" the first step of the procedure named, "X in what
 * order" the procedure's entry introducing its steps.
 */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { stepByPlaceAsked } from '@/lib/search/step-by-place';
import { firstOnRules, item, procedureItems } from './corpus';

describe('the step next to a named one', () => {
  const combat = [
    ...procedureItems('combat', 'Space Combat', 'To resolve a space combat, players perform the following steps:', [
      ['barrage', 1, 'Anti-Fighter Barrage', 'Players may use the "Anti-Fighter Barrage" ability of their units.'],
      ['announce', 2, 'Announce Retreats', 'Each player may announce a retreat, beginning with the defender.'],
      ['roll', 3, 'Roll Dice', 'Each player rolls one die for each ship he has in the active system.'],
    ]),
    item({ id: 'again', title: 'Space Combat', parent: 'combat', text: 'After the "Retreat" step, players resolve another round beginning with the "Announce Retreats" step.' }),
    item({ id: 'initiative', title: 'Initiative Order', kind: 'entry', text: 'Initiative order is the order in which players resolve the steps of a space combat and of the status phase.' }),
  ];
  const search = searcherFor(combat);

  it.each(['what comes after retreats are announced', "what's next after announcing retreats", 'announce retreats, then what?', 'next step after announce retreats'])(
    '"%s": the step after it',
    (q) => {
      expect(search.search(q)[0]?.id).toBe('roll');
    },
  );

  it('"what comes before": the step before it', () => {
    expect(search.search('what comes before announcing retreats')[0]?.id).toBe('barrage');
  });

  it('a question placing no unnamed thing after a step asks nothing of the next', () => {
    expect(stepByPlaceAsked('do i announce retreats after the barrage')).toBeUndefined();
    expect(search.search('can i announce a retreat after the barrage')[0]?.id).not.toBe('roll');
  });

  it('a step with no name is named by what its text does', () => {
    const trade = searcherFor([
      item({ id: 'trade', title: 'Trade', kind: 'entry', text: 'The "Trade" strategy card allows a player to gain trade goods and replenish commodities.' }),
      ...[
        ['gain', 'STEP 1-The active player gains 3 trade goods.'],
        ['replenish', 'STEP 2-The active player replenishes his commodities.'],
        ['choose', 'STEP 3-The active player chooses any number of other players.'],
      ].map(([id, text]) => item({ id: id!, title: 'Trade', parent: 'trade', text })),
    ]);
    expect(trade.search('trade: what comes after replenishing commodities')[0]?.id).toBe('choose');
  });

  it('the last step has no next: the ranking is kept', () => {
    expect(search.search('what happens after roll dice')[0]?.id).toBe('roll');
  });

  it.each(['what happens first at the start of a space combat', 'what do we do first in space combat'])('"%s": the first step of the procedure', (q) => {
    expect(search.search(q)[0]?.id).toBe('barrage');
  });

  it('an either-or of what comes first orders the two things named, not the procedure', () => {
    expect(stepByPlaceAsked('what comes first in space combat, retreats or dice')).toBeUndefined();
  });

  it('"space combat in what order": the entry introducing its steps, not the rule of the players\' order', () => {
    expect(search.search('space combat in what order')[0]?.id).toBe('combat');
  });

  it('an order asked of something besides the procedure is no order of its steps', () => {
    expect(search.search('in what order do players roll dice in space combat')[0]?.id).not.toBe('combat');
  });
});

describe('a step asked by its number', () => {
  it('reads the number after "step", with the procedure named around it', () => {
    expect(stepByPlaceAsked('space combat step 3')).toMatchObject({ place: 'numbered', number: 3 });
    expect(stepByPlaceAsked('what do we do in step 2 of an invasion')).toMatchObject({ place: 'numbered', number: 2 });
    expect(stepByPlaceAsked('how many steps does the status phase have')).toBeUndefined();
  });

  it.each([
    ['space combat step 3', 'lrr:67.5'],
    ['status phase step 5', 'lrr:70.5'],
    ['what happens in step 4 of the invasion', 'lrr:44.4'],
    ['agenda phase, step 3?', 'lrr:8.4'],
  ])('"%s": the step so numbered in the procedure named', async (q, id) => {
    expect(await firstOnRules(q)).toBe(id);
  });
});
