/** A question naming a phase or a combat is answered less by an item whose moment lies in another of its kind. */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { inAnotherPart, partsAsked, partsNamed } from '@/lib/search/phases';
import { parseQuery } from '@/lib/search/query';
import { item } from './corpus';

const asked = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? partsAsked(parsed.concepts.map((c) => c.alternatives)) : new Set();
};

describe('phases', () => {
  it('reads the phases a text names, several before one "phases"', () => {
    expect([...partsNamed('During the strategy and agenda phases, if two or more action cards ...')]).toEqual(['strategy', 'agenda']);
    expect([...partsNamed('Status Phase: Score Objectives')]).toEqual(['status']);
    expect([...partsNamed('either the status phase or action phase')]).toEqual(['status', 'action']);
    expect(partsNamed('the other phases of that game round').size).toBe(0);
  });

  it('reads the phase a query names, not an action card', () => {
    expect([...asked('action phase objective, when can i score it')]).toEqual(['action']);
    expect([...asked('in the agenda phase two of us want to play action cards at the same moment')]).toEqual(['agenda']);
    expect(asked('when can i play action cards').size).toBe(0);
  });

  it('reads the combat a text or a query names, the invasion as where the ground combat lies', () => {
    expect([...partsNamed('Space Combat')]).toEqual(['space']);
    expect([...partsNamed('Space cannon abilities on a planet during a ground combat')]).toEqual(['ground']);
    expect(partsNamed('the space area of the active system; ground forces').size).toBe(0);
    expect([...asked('ground fight ended, do end of round effects still go off')]).toEqual(['ground']);
    expect([...asked('what comes first in a tactical action, space combat or invasion')].sort()).toEqual(['ground', 'space']);
  });

  it('places an item in another combat only against one combat asked, whatever phase is asked', () => {
    expect(inAnotherPart(new Set(['space']), new Set(['ground']))).toBe(true);
    expect(inAnotherPart(new Set(['space']), new Set(['ground', 'space']))).toBe(false);
    expect(inAnotherPart(new Set(['action']), new Set(['ground']))).toBe(false);
    expect(inAnotherPart(new Set(['space', 'action']), new Set(['action']))).toBe(false);
  });

  it("answers a ground combat's end by the ground combat's rule, not by the space combat's alike", () => {
    const corpus = [
      item({ id: 'space', title: 'Space Combat', text: 'Space combat ends immediately when only one player has ships. "End of combat" and "end of combat round" effects still go off.' }),
      item({ id: 'ground', title: 'Ground Combat', text: 'Ground combat ends immediately when only one player has ground forces on the planet. "End of combat" effects still occur.' }),
    ];
    // The space combat's rule says more of the words; the ground combat asked settles it.
    expect(searcherFor(corpus).search('ground fight ended, do end of round effects still go off')[0]?.id).toBe('ground');
  });

  it('places an item in another phase only against one phase asked', () => {
    expect(inAnotherPart(new Set(['status']), new Set(['action']))).toBe(true);
    expect(inAnotherPart(new Set(['status', 'action']), new Set(['action']))).toBe(false);
    expect(inAnotherPart(new Set(), new Set(['action']))).toBe(false);
    // Across two phases, the one between may answer.
    expect(inAnotherPart(new Set(['status']), new Set(['action', 'agenda']))).toBe(false);
  });

  it("answers an action-phase objective's moment by the objective rules before the status phase's scoring step", () => {
    const corpus = [
      item({ id: 'status', title: 'Status Phase', kind: 'entry', text: 'During the status phase, players perform the following steps.' }),
      item({ id: 'score', title: 'Status Phase: Score Objectives', parent: 'status', text: 'STEP 1-SCORE OBJECTIVES: Following initiative order, each player may score up to one public objective and one secret objective that can be fulfilled during the status phase.' }),
      item({ id: 'combat', title: 'Objective Cards', text: 'A player can score any number of objectives during a turn of the action phase; however, he can only score one objective during each combat.' }),
      item({ id: 'indicates', title: 'Objective Cards', text: 'Each objective card indicates the phase during which a player can score that objective.' }),
    ];
    const search = searcherFor(corpus);
    expect(search.search('action phase objective, when can i score it').map((r) => r.id).slice(0, 3)).toEqual(['combat', 'indicates', 'score']);
    // Asked of the status phase, its step answers.
    expect(search.search('status phase objective, when can i score it')[0]?.id).toBe('score');
  });
});
