import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, readTrigger, stepsOf } from '../../lib/timing';
import { normalize } from '../../lib/timing/normalize';
import { parseTrigger } from '../../lib/timing/parse';
import { placed, problem } from './triggers';
import { expectedUnplaced } from './unplaced-cards';


describe('parseTrigger: timing words (LRR 1.12-1.14)', () => {
  it.each([
    ['Before you assign hits to your ships during a space combat:', 'before', 'before', 'space'],
    ['After an agenda is revealed:', 'after', 'after', undefined],
    ['When an agenda is revealed:', 'when', 'at', undefined],
    ['At the start of a space combat, you may roll', 'at', 'start', 'space'],
    ['At the end of each round of ground combat, your ships', 'at', 'end', 'ground'],
    ['Immediately after you activate a system: gain 1 trade good', 'after', 'after', undefined],
  ] as const)('%s', (text, timing, edge, kind) => {
    const t = placed(text);
    expect(t.timing).toBe(timing);
    expect(t.edge).toBe(edge);
    expect(t.kind).toBe(kind);
  });

  it('reads "combat ends" as the end of the combat, so "when" lands on it and "after" just past it', () => {
    expect(placed('When combat ends, return those units').edge).toBe('end');
    expect(placed('After combat ends: draw a card').edge).toBe('after');
  });

  it('reads whose event it is', () => {
    expect(placed('After another player moves ships into a system during a tactical action:').actor).toBe('other');
    expect(placed('After you activate a system that contains 1 or more of your ships:').actor).toBe('you');
    expect(placed('After the speaker votes on an agenda:').voter).toBe('speaker');
    expect(placed('After you cast votes on an outcome of an agenda:').voter).toBe('you');
  });

  it('recognises reactions and what they exclude', () => {
    const sabotage = placed('When another player plays an action card other than "Sabotage":');
    expect(sabotage.reacts).toBe('action-card');
    expect(sabotage.excludes).toBe('sabotage');
    expect(placed("After another player's ship uses 'Sustain Damage' to cancel a hit:").reacts).toBe('sustain-damage');
    expect(placed('Sustain Damage').answers).toBe('sustain-damage');
  });

  it('finds a timing word after a cost, and one in a later sentence after a "During" span', () => {
    expect(placed("Exhaust this card when 1 or more of your units use 'Production'; swap").step).toBe('production');
    const matriarch = placed('During an invasion in this system, you may commit fighters. When combat ends, return those units.');
    expect(matriarch.edge).toBe('end');
    expect(matriarch.kind).toBe('ground');
  });

  it('marks "then" (LRR 1.15) and "Action:" (LRR 1.3)', () => {
    expect(placed('When an agenda is revealed: discard it. Then, reveal another.').rules).toContain('lrr:1.15');
    expect(placed('When an agenda is revealed: discard it.').then).toBe(false);
    const action = placed('Action: Choose 1 planet.');
    expect(action.word).toBe('action');
    expect(action.rules).toContain('lrr:1.3');
  });
});

describe('parseTrigger: what it cannot place', () => {
  it('names the event words it does not know', () => {
    expect(problem('After the speaker dances: win')).toContain('"the speaker dances"');
  });
  it('names the sentence that lacks a timing word', () => {
    expect(problem('Destroy 1 ship.')).toContain('no timing word opens "destroy 1 ship."');
  });
  it('explains that "During" is a span, not a moment', () => {
    expect(problem('During the status phase, gain 3 command tokens instead of 2.')).toContain('"during the status phase"');
  });
  it('asks which Space Cannon is meant', () => {
    expect(problem('Space Cannon')).toContain('Space Cannon Offense');
  });
  it('rejects empty text and a timing word with nothing after it', () => {
    expect(problem('   ')).toContain('empty');
    expect(problem('After:')).toContain('nothing follows "after"');
  });

  it('never throws, and every answer either places the text or starts "cannot place this trigger"', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const r = parseTrigger(text);
        if (!r.ok) expect(r.problem.startsWith('cannot place this trigger: ')).toBe(true);
      }),
    );
  });

  it('quotes the words it did not understand from the input itself', () => {
    const word = fc.constantFrom('before', 'after', 'when', 'at the start of', 'at the end of');
    const junk = fc.stringMatching(/^[qxz]{2,8}( [qxz]{2,8}){0,3}$/);
    fc.assert(
      fc.property(word, junk, (w, j) => {
        expect(problem(`${w} ${j}: do it`)).toContain(`"${j}"`);
      }),
    );
  });
});

describe('normalize', () => {
  it('straightens quotes and keeps possessives', () => {
    expect(normalize('After another player’s ship uses ‘Sustain Damage’')).toBe("after another player's ship uses sustain damage");
  });
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(normalize(normalize(s))).toBe(normalize(s));
      }),
    );
  });
});

describe('card list', () => {
  it('every card is placed or explained by the parser, never left unread', () => {
    for (const card of CARDS) {
      const r = parseTrigger(card.text);
      expect(r.ok || r.problem.length > 0).toBe(true);
    }
  });
  it('reads every printed text but the "During …" spans and Watcher\'s, which has no timing word, and those only through their stated reading', () => {
    const outside = CARDS.filter((c) => !expectedUnplaced(c) && !readTrigger(c.text).ok);
    expect(outside.map((c) => c.name).sort()).toEqual(['Hyper Metabolism', 'Neural Motivator', 'The Sowing', 'Watcher']);
    // The cards known to be unplaced are so because their text does not read.
    for (const c of CARDS.filter(expectedUnplaced)) expect(readTrigger(c.text).ok, c.name).toBe(false);
    for (const c of outside) expect(parseTrigger(c.reads!.text).ok, c.name).toBe(true);
  });
  it('gives a text that reads on its own a reading only to narrow "this unit" to a ground force: same timing word, one of its steps', () => {
    const narrowed = CARDS.filter((c) => c.reads && parseTrigger(c.text).ok);
    expect(narrowed.length).toBeGreaterThan(0);
    for (const c of narrowed) {
      const own = parseTrigger(c.text);
      const read = parseTrigger(c.reads!.text);
      if (!own.ok || !read.ok) throw new Error(c.name);
      expect(read.trigger.word, c.name).toBe(own.trigger.word);
      expect(stepsOf(read.trigger.step), c.name).toEqual(['ground-unit-destroyed']);
      expect(stepsOf(own.trigger.step), c.name).toContain('ground-unit-destroyed');
    }
  });
  it('has unique names', () => {
    expect(new Set(CARDS.map((c) => c.name)).size).toBe(CARDS.length);
  });
});
