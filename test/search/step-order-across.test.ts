/**
 * The order of two steps of different procedures ("afb before or after pds shots": a step of space
 * combat against one of movement) is stated by a rule of the one procedure that names the other
 * step, though it names neither the step asked of its own procedure nor the unit the player names.
 */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { parseQuery } from '@/lib/search/query';
import { firstOnRules, item } from './corpus';

/** An entry: its title, its text, and the steps under it. */
type Entry = [title: string, text: string, steps?: string[]];

/** Each entry with the steps under it, a step's id its entry's and its name's first word ("combat-anti-fighter"), its title its entry's. */
function entriesWithSteps(entries: Record<string, Entry>) {
  const stepId = (text: string) => /^STEP \d+-([A-Za-z-]+)/.exec(text)![1]!.toLowerCase();
  return Object.entries(entries).flatMap(([id, [title, text, steps = []]]) => [
    item({ id, title, text, kind: 'entry' }),
    ...steps.map((step) => item({ id: `${id}-${stepId(step)}`, title, text: step, parent: id })),
  ]);
}

describe('the order of two steps of different procedures', () => {
  const entries: Record<string, Entry> = {
    combat: ['Space Combat', 'After resolving the "Space Cannon Offense" step of a tactical action, if two players have ships in the active system, those players must resolve a space combat.', [
      'STEP 1-ANTI-FIGHTER BARRAGE: If this is the first round of a space combat, the players may use the "Anti-Fighter Barrage" ability of their units.',
      'STEP 2-ANNOUNCE RETREATS: Each player may announce a retreat, beginning with the defender.',
      'STEP 3-ROLL DICE: Each player rolls one die for each ship he has in the active system.',
    ]],
    movement: ['Movement', 'During the movement step of a tactical action, the active player moves ships into the active system.', [
      'STEP 1-MOVE SHIPS: The active player may move any number of ships into the active system.',
      'STEP 2-SPACE CANNON OFFENSE: After the "Move Ships" step, players can use the "Space Cannon" abilities of their units in the active system.',
    ]],
    barrage: ['Anti-Fighter Barrage', 'A unit with the "Anti-Fighter Barrage" ability may be able to destroy an opponent\'s fighters at the onset of a battle. During the "Anti-Fighter Barrage" step of the first round of space combat, players perform the following steps.', [
      'STEP 1-Each player rolls dice for each of his units in the combat that has the "Anti-Fighter Barrage" ability.',
    ]],
    cannon: ['Space Cannon', 'A unit with the "Space Cannon" ability rolls dice against ships; each player rolls for each of his units that has it, and may fire at ships in an adjacent system.'],
  };
  const corpus = [
    ...entriesWithSteps(entries),
    item({ id: 'pds', title: 'PDS', kind: 'unit', text: 'PDS: Planetary Shield; Space Cannon 6.' }),
    item({ id: 'destroyer', title: 'Destroyer', kind: 'unit', text: 'Destroyer: cost 1; combat 9; move 2; Anti-Fighter Barrage 9 (x2).' }),
  ];
  const search = searcherFor(corpus);

  it.each([
    'do i roll afb before or after pds shots',
    'is anti-fighter barrage before or after the pds fire',
    'do my destroyers shoot afb before his pds shoot or after',
  ])('"%s": the rule of space combat that names the space cannon offense', (q) => {
    expect(search.search(q)[0]?.id).toBe('combat');
  });

  it('steps of one procedure are still ordered by the asked step\'s place', () => {
    expect(search.search('does afb happen before or after we announce retreats')[0]?.id).toBe('combat-anti-fighter');
  });

  it('not asked for an order, the rule of space combat gets nothing', () => {
    expect(search.search('afb pds')[0]?.id).not.toBe('combat');
  });
});

describe('on the rules', () => {
  it.each(['do i roll afb before or after pds shots', 'is anti fighter barrage before or after the pds fire'])('"%s": 67 Space Combat, after the Space Cannon Offense step', async (q) => {
    expect(await firstOnRules(q)).toBe('lrr:67');
  });
});

describe('two things set in an order and asked, with no question word', () => {
  const asksMoment = (q: string) => {
    const parsed = parseQuery(q);
    return parsed.kind === 'words' && parsed.concepts.some((c) => c.moment && c.order);
  };

  it.each(['space cannon before anti fighter barrage?', 'afb after pds?', 'production before invasion?'])('"%s" asks their order', (q) => {
    expect(asksMoment(q)).toBe(true);
  });

  it.each(['what happens after combat?', 'fighters over capacity after combat'])('"%s" asks no order', (q) => {
    expect(asksMoment(q)).toBe(false);
  });

  it('"space cannon before anti fighter barrage?": 67 Space Combat', async () => {
    expect(await firstOnRules('space cannon before anti fighter barrage?')).toBe('lrr:67');
  });
});

describe('the order asked in words, of two steps of one procedure', () => {
  // The entry of the step's thing says "in order to", which orders nothing.
  const corpus = entriesWithSteps({
    tactical: ['Tactical Action', 'To perform a tactical action, the active player performs the following steps.', ['STEP 4-INVASION: The active player may commit units to land on planets.', 'STEP 5-PRODUCTION: The active player may resolve the "Production" abilities of his units.']],
    production: ['Production', 'During the "Production" step of a tactical action, the active player can resolve the "Production" ability of each of his units in order to produce units.'],
  });

  it.each(['tactical action order, does production come after invasion', 'tactical action order: is production before or after invasion'])('"%s": the step whose place states it', (q) => {
    expect(searcherFor(corpus).search(q)[0]?.id).toBe('tactical-production');
  });
});
