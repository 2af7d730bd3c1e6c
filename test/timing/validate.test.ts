import { describe, expect, it } from 'vitest';
import { checkTimingInput } from '../../lib/timing';

const good = {
  phase: 'action',
  players: ['Ann', 'Bo'],
  activePlayer: 'Ann',
  abilities: [{ id: 'x', owner: 'Bo', text: 'Sabotage' }],
};

describe('checkTimingInput', () => {
  it('accepts a well-formed input and trims names', () => {
    const r = checkTimingInput({ ...good, players: [' Ann ', 'Bo'] });
    expect(r).toEqual({ ok: true, input: { ...good, players: ['Ann', 'Bo'] } });
  });

  it.each([
    ['input', 'a string'],
    ['input', ['an', 'array']],
    ['phase', { ...good, phase: 'combat' }],
    ['players', { ...good, players: [] }],
    ['players', { ...good, players: 'Ann' }],
    ['players[1]', { ...good, players: ['Ann', 'Ann'] }],
    ['players[0]', { ...good, players: [3, 'Bo'] }],
    ['activePlayer', { ...good, activePlayer: undefined }],
    ['activePlayer', { ...good, activePlayer: null }],
    ['activePlayer', { ...good, activePlayer: 'Zed' }],
    ['speaker', { ...good, phase: 'agenda' }],
    ['speaker', { ...good, speaker: 'Zed' }],
    ['abilities', { ...good, abilities: {} }],
    ['abilities[0]', { ...good, abilities: ['Sabotage'] }],
    ['abilities[0].id', { ...good, abilities: [{ owner: 'Bo', text: 't' }] }],
    ['abilities[1].id', { ...good, abilities: [good.abilities[0], good.abilities[0]] }],
    ['abilities[0].owner', { ...good, abilities: [{ id: 'x', owner: 'Zed', text: 't' }] }],
    ['abilities[0].text', { ...good, abilities: [{ id: 'x', owner: 'Bo', text: ' ' }] }],
    ['abilities[0].txt', { ...good, abilities: [{ id: 'x', owner: 'Bo', txt: 't' }] }],
    ['activeplayer', { ...good, activeplayer: 'Ann' }],
  ])('names %s', (field, raw) => {
    const r = checkTimingInput(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.field).toBe(field);
      expect(r.message.startsWith(`${field}: `)).toBe(true);
      expect(r.message).not.toContain('\n');
    }
  });

  it.each(['agenda', 'strategy', 'status'])('takes a null or absent active player as none in the %s phase', (phase) => {
    const base = { ...good, phase, speaker: 'Bo' };
    const absent = checkTimingInput({ ...base, activePlayer: undefined });
    const none = checkTimingInput({ ...base, activePlayer: null });
    expect(none.ok).toBe(true);
    expect(none).toEqual(absent);
    if (none.ok) expect('activePlayer' in none.input).toBe(false);
  });
  it('takes a null speaker as none outside the strategy and agenda phases', () => {
    const r = checkTimingInput({ ...good, speaker: null });
    expect(r).toEqual({ ok: true, input: good });
  });
});
