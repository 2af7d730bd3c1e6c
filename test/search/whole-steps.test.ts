/** A question asking for all the steps of a procedure (lib/search/whole-steps.ts). */
import { describe, expect, it } from 'vitest';
import { numbersSteps, wholeStepsAsked, wholeStepsFirst, type ProcedureItems } from '@/lib/search/whole-steps';
import { firstOnRules } from './corpus';

const doc = (id: string, kind: string, title: string, text: string, source = 'lrr', parent?: string) => ({ id, kind, title, text, source, parent });
const DOCS = [
  doc('combat', 'entry', 'Space Combat', 'To resolve a space combat, players perform the following steps:'),
  doc('combat.1', 'rule', 'Space Combat: Announce Retreats', 'STEP 1-ANNOUNCE RETREATS: Each player may announce a retreat.', 'lrr', 'combat'),
  doc('summary', 'section', 'Tactical Action: Space Combat', 'During combat:\n1. Announce Retreat Either player may.\n2. Make Combat Rolls Each player rolls.', 'summary'),
  doc('other', 'section', 'Space Combat', 'A space combat is fought between two players.'),
];
const ITEMS: ProcedureItems = {
  docs: DOCS,
  byId: new Map(DOCS.map((d, i) => [d.id, i])),
  titleTerms: [['space', 'combat'], ['space', 'combat', 'announc', 'retreat'], ['tactic', 'action', 'space', 'combat'], ['space', 'combat']],
};
const COMBAT = new Set(['space', 'combat', 'step']);

describe('the whole-steps reading', () => {
  it('reads a question for the whole list, not for one step or one order', () => {
    expect(wholeStepsAsked('every step of the status phase in order please')).toBe(true);
    expect(wholeStepsAsked('list the steps of a space combat round')).toBe(true);
    expect(wholeStepsAsked('invasion step by step')).toBe(true);
    expect(wholeStepsAsked('what happens in what order during an invasion')).toBe(true);
    expect(wholeStepsAsked('status phase do we score first or flip the objective first')).toBe(false);
    expect(wholeStepsAsked('3 of us have pds in range. in what order do we fire')).toBe(false);
    expect(wholeStepsAsked('what are the steps of a tactical action in order')).toBe(false);
  });

  it('reads a text numbering its lines 1 to n in order as holding the whole list', () => {
    expect(numbersSteps(DOCS[2]!.text)).toBe(true);
    expect(numbersSteps('1. Strategy Phase\n3. Status Phase')).toBe(false);
    expect(numbersSteps('1. Only one step')).toBe(false);
  });

  it('puts the list of the procedure named first and its entry second, from one of its steps too', () => {
    expect(wholeStepsFirst([1, 3, 0], ITEMS, COMBAT)).toEqual([2, 0, 1, 3]);
    expect(wholeStepsFirst([0, 2, 1], ITEMS, COMBAT)).toEqual([2, 0, 1]);
  });

  it('leaves the ranking when the query names another procedure than the one the words found', () => {
    expect(wholeStepsFirst([1, 0], ITEMS, new Set(['strategi', 'phase', 'step']))).toEqual([1, 0]);
  });
});

describe('the whole list of steps asked, searched', () => {
  // Paraphrases in words not tuned on: each names a procedure the player summary lists in numbered steps.
  it.each([
    ['go through every step of the agenda phase for me', 'summary:agenda-phase'],
    ['space battle, list all of the steps', 'summary:tactical-action-space-combat'],
    ['invading a planet step by step', 'summary:tactical-action-invasion'],
    ['each step of the status phase please', 'summary:status-phase'],
  ])('%s', async (question, expected) => {
    expect(await firstOnRules(question)).toBe(expected);
  });
});
