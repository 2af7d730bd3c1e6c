/** A procedure's opening item ("...players perform the following steps:") is found with its steps, in order, each linked. */
import { describe, expect, it } from 'vitest';
import { searchContextOf } from '@/lib/search/engine/context';
import { resultBuilderOf } from '@/lib/search/engine/results';
import { buildShippedIndex } from '@/lib/search/shipped';
import { item, procedureItems } from './corpus';

/** An entry and the rules under it, each titled as the entry. */
const entryWith = (id: string, title: string, text: string, rules: readonly string[]) => [
  item({ id, title, kind: 'entry', text }),
  ...rules.map((rule, k) => item({ id: `${id}.${k + 1}`, title, parent: id, text: rule })),
];

describe('the steps a result lists', () => {
  const corpus = [
    ...procedureItems('status', 'Status Phase', 'To resolve the status phase, players perform the following steps:', [
      ['score', 1, 'Score Objectives', 'Each player may score one public objective.'],
      ['reveal', 2, 'Reveal Public Objective', 'The speaker reveals an objective.'],
      ['draw', 3, 'Draw Action Cards', 'Each player draws one action card.'],
    ]).map((d) => ({ ...d, url: `/rules/status-phase#${d.id}` })),
    ...entryWith('trade', 'Trade', 'The "Trade" strategy card lets players gain trade goods.', [
      'STEP 1-The active player gains 3 trade goods.',
      'STEP 2-The active player replenishes his commodities by taking commodity tokens.',
    ]),
    ...entryWith('limits', 'Component Limitations', 'If a component type is depleted during the game, players obey the following rules:', ['DICE: Dice are limitless.', 'TOKENS: Tokens are limited to those included in the game.']),
    ...entryWith('cannon', 'Space Cannon', 'Space cannon fires twice in a tactical action.', ['STEP 1-ROLL DICE: roll.', 'STEP 2-ASSIGN HITS: assign.', 'STEP 1-Each player may fire.', 'STEP 2-The active player destroys.']),
    ...entryWith('round', 'Game Round', 'A game round consists of the following phases:\n1. Status Phase\n2. Trade', []),
    item({ id: 'rule', title: 'Movement', text: 'A ship moves up to its move value.' }),
  ];
  const ctx = searchContextOf(buildShippedIndex(corpus));
  const { toResult } = resultBuilderOf(ctx);
  const stepsOf = (id: string) => toResult(ctx.byId.get(id)!, new Set()).steps;

  it('a procedure item carries its steps in order: number, short name, the step\'s own link', () => {
    expect(stepsOf('status')).toEqual([
      { number: 1, name: 'Score Objectives', url: '/rules/status-phase#score' },
      { number: 2, name: 'Reveal Public Objective', url: '/rules/status-phase#reveal' },
      { number: 3, name: 'Draw Action Cards', url: '/rules/status-phase#draw' },
    ]);
  });

  it('an unnamed step is named by its opening words', () => {
    expect(stepsOf('trade')?.map((s) => s.name)).toEqual(['The active player gains 3 trade…', 'The active player replenishes his commodities…']);
  });

  it('a list of phases in the item\'s own text links each phase\'s entry', () => {
    expect(stepsOf('round')?.map((s) => `${s.number} ${s.name} ${s.url}`)).toEqual(['1 Status Phase /rules/status-phase#status', '2 Trade /x#trade']);
  });

  it('an ordinary rule, an item whose children are no numbered steps, and two procedures under one item carry none', () => {
    for (const id of ['rule', 'limits', 'cannon', 'score']) expect(stepsOf(id)).toBeUndefined();
  });
});
