/** A procedure named by the unit that performs it: its own steps before another procedure's twin step (lib/search/procedure-unit.ts). */
import { describe, expect, it } from 'vitest';
import { proceduresByUnit, unitProcedureFirst } from '@/lib/search/procedure-unit';
import type { TitleAndText } from '@/lib/search/shipped';
import { terms } from '@/lib/search/text';
import { firstOnRules } from './corpus';

const DOCS: TitleAndText[] = [
  { title: 'Space Combat: Assign Hits', text: 'STEP 4-ASSIGN HITS: Each player must choose and destroy one of his ships.' },
  { title: 'Destroyed', text: 'When a player assigns hits, he chooses units to be destroyed.' },
  { title: 'Space Cannon: Assign Hits', text: 'STEP 2 - ASSIGN HITS: The player whose units have been targeted must destroy ships.' },
  { title: 'Space Combat: Anti-Fighter Barrage', text: 'STEP 1-ANTI-FIGHTER BARRAGE: If this is the first round of a space combat.' },
  { title: 'Anti-Fighter Barrage', text: 'STEP 2:-Each player must choose and destroy one of his fighters.' },
];
const alternatives = (...names: string[]) => names.map((n) => [{ terms: terms(n) }]);
const lifted = (order: number[], units: string[], said: string) =>
  unitProcedureFirst(order.map((doc) => ({ doc })), DOCS, proceduresByUnit(alternatives(...units)), new Set(terms(said))).map((r) => r.doc);

describe('the procedure a unit names', () => {
  it("reads the procedures a unit's card prints", () => {
    expect([...proceduresByUnit(alternatives('pds'))]).toEqual([terms('space cannon').join(' ')]);
    expect([...proceduresByUnit(alternatives('destroyer'))]).toEqual([terms('anti fighter barrage').join(' ')]);
    expect(proceduresByUnit(alternatives('carrier', 'fighter')).size).toBe(0);
  });

  it("lifts the unit's procedure's step over another procedure's twin step the query did not name", () => {
    expect(lifted([0, 1, 2], ['pds'], 'pds hit fleet picks ship destroyed')).toEqual([2, 0, 1]);
    // Named by its name, the other procedure stays first; out of reach, nothing moves.
    expect(lifted([0, 1, 2], ['pds'], 'pds hit space combat picks ship')).toEqual([0, 1, 2]);
    expect(lifted([0, 1, 1, 2], ['pds'], 'pds hit fleet')).toEqual([0, 1, 1, 2]);
    // A step named for the unit's own procedure is already the unit's.
    expect(lifted([3, 4], ['destroyer'], 'destroyer barrage second round')).toEqual([3, 4]);
  });
});

describe('a procedure named by its unit, searched', () => {
  // Paraphrases in words not tuned on: [question, the unit's procedure's rule]
  it.each([
    ['pds hits on my dreads, who assigns them', 'lrr:66.5'],
    ['my troops landed on two planets and a pds on one of them hit, can the hit go on troops on the other one', 'lrr:66.8'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
