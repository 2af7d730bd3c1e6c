import { describe, expect, it } from 'vitest';
import { ROUND, allSteps, parseSlotKey, slotLabel, stepInfo } from '../../lib/timing';
import { compareRanks, slotRank, slotKey } from '../../lib/timing/timeline';

const rank = (key: string) => slotRank(parseSlotKey(key)!, ['Ann', 'Bo']);
const before = (a: string, b: string) => compareRanks(rank(a), rank(b)) < 0;

describe('the round as data', () => {
  it('has the four phases in game-round order (LRR 36)', () => {
    expect(ROUND.map((p) => p.phase)).toEqual(['strategy', 'action', 'status', 'agenda']);
  });

  it('cites at least one rule for every step', () => {
    for (const { step } of allSteps()) expect(step.rules.length, step.id).toBeGreaterThan(0);
  });

  it('orders the tactical action as LRR 78 does', () => {
    const order = ['activation', 'movement', 'move-ships', 'space-cannon-offense', 'space-combat', 'invasion', 'bombardment', 'commit-ground-forces', 'space-cannon-defense', 'ground-combat', 'establish-control', 'production'];
    for (let i = 1; i < order.length; i++) expect(before(`${order[i - 1]}/start`, `${order[i]}/start`), order[i]).toBe(true);
  });

  it('orders the steps of a combat round as LRR 67 does', () => {
    const order = ['space-afb', 'space-announce-retreats', 'space-roll-dice', 'space-assign-hits', 'space-retreat'];
    for (let i = 1; i < order.length; i++) expect(before(`${order[i - 1]}/at`, `${order[i]}/at`)).toBe(true);
  });

  it('puts a step\'s edges in the order before, start, when, its children, end, after', () => {
    expect(before('space-combat/before', 'space-combat/start')).toBe(true);
    expect(before('space-combat/start', 'space-combat-round/before')).toBe(true);
    expect(before('space-retreat/after', 'space-combat/end')).toBe(true);
    expect(before('space-combat/end', 'space-combat/after')).toBe(true);
    expect(before('agenda-reveal/at', 'agenda-reveal/after')).toBe(true);
  });

  it('orders the votes from the speaker\'s left, the speaker last', () => {
    const voters = ['Cy', 'Ann', 'Bo'];
    const r = (p: string) => slotRank({ step: 'agenda-vote', edge: 'after', player: p }, voters);
    expect(compareRanks(r('Cy'), r('Ann'))).toBeLessThan(0);
    expect(compareRanks(r('Ann'), r('Bo'))).toBeLessThan(0);
    expect(compareRanks(rank('agenda-reveal/after'), r('Cy'))).toBeLessThan(0);
    expect(compareRanks(r('Bo'), rank('agenda-resolve/at'))).toBeLessThan(0);
  });

  it('round-trips window keys and labels them', () => {
    for (const { step } of allSteps()) {
      const key = slotKey({ step: step.id, edge: 'after' });
      expect(slotKey(parseSlotKey(key)!)).toBe(key);
    }
    expect(parseSlotKey('agenda-vote/after@Ann Lee')).toEqual({ step: 'agenda-vote', edge: 'after', player: 'Ann Lee' });
    expect(parseSlotKey('nowhere/after')).toBeUndefined();
    expect(slotLabel({ step: 'agenda-vote', edge: 'after', player: 'Bo' }, 'Bo')).toBe('After the speaker (Bo) votes');
    expect(slotLabel({ step: 'space-combat', edge: 'start' })).toBe('At the start of the space combat');
  });

  it('labels every window as English: an article or a quoted step name after "At the start of"', () => {
    expect(slotLabel({ step: 'space-combat-round', edge: 'start' })).toBe('At the start of a round of space combat');
    expect(slotLabel({ step: 'status-gain-tokens', edge: 'end' })).toBe('At the end of the "Gain and redistribute command tokens" step');
    expect(slotLabel({ step: 'space-roll-dice', edge: 'after' })).toBe('After the "Roll dice" step of a round of space combat');
    for (const { step } of allSteps()) {
      for (const edge of ['start', 'end'] as const) {
        // A bare step label ("At the start of round of space combat") never follows the timing words.
        expect(slotLabel({ step: step.id, edge })).not.toMatch(/ of (round|roll dice|assign hits|move ships|choose|establish|commit|activation|\d)/i);
      }
    }
  });

  it('knows each step\'s phase', () => {
    expect(stepInfo('space-afb')?.phase).toBe('action');
    expect(stepInfo('agenda-vote')?.phase).toBe('agenda');
    expect(stepInfo('status-gain-tokens')?.phase).toBe('status');
  });
});
