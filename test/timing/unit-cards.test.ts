/**
 * Mechs, flagships and faction units by name: each lands in the window its printed clause names,
 * or is unplaced with the reason its trigger has no step; hand-checked orderings against
 * base-game cards.
 */
import { describe, expect, it } from 'vitest';
import { findCard, readTrigger, resolveTiming, type TimingInput } from '../../lib/timing';
import { FACTION_UNITS } from '../../lib/timing/cards/faction-units';
import { MECHS } from '../../lib/timing/cards/mechs';
import { FLAGSHIPS } from '../../lib/timing/cards/units';

const action = (active: string, abilities: TimingInput['abilities']): TimingInput => ({ phase: 'action', players: ['Ann', 'Bo', 'Cy'], activePlayer: active, abilities });
const ids = (input: TimingInput) => resolveTiming(input).order.map((e) => e.id);

describe('unit cards', () => {
  it('counts by table: Prophecy of Kings mechs, base and Prophecy of Kings flagships, faction units', () => {
    expect(MECHS).toHaveLength(16);
    expect(FLAGSHIPS).toHaveLength(12);
    expect(FACTION_UNITS).toHaveLength(6);
    for (const card of [...MECHS, ...FACTION_UNITS, ...FLAGSHIPS]) expect(findCard(card.name)).toBe(card);
  });

  it('quotes a flagship as printed, a ruling on it cited, and an erratum in its corrected words', () => {
    // Duha Menaimon as AsyncTI4 and ti-assistant print it; the FAQ (it must be in the system when it is activated) is cited, not written in.
    const duha = findCard('Duha Menaimon')!;
    expect('After you activate this system, you may produce up to 5 units in this system.'.startsWith(duha.text)).toBe(true);
    const [placedDuha] = resolveTiming(action('Ann', [{ id: 'duha', owner: 'Ann', text: 'Duha Menaimon' }])).order;
    expect(placedDuha!.window).toBe('activation/after');
    expect(duha.cites).toContain('ti4-faq:the-arborec-2');
    // Matriarch as the errata reads it: the printed "After combat" (AsyncTI4) would return the fighters after the combat, not as it ends.
    const matriarch = findCard('Matriarch')!;
    expect(matriarch.source).toBe('ti4-errata:matriarch');
    const edge = (text: string) => { const r = readTrigger(text); return r.ok ? r.trigger.edge : undefined; };
    expect(edge(matriarch.text)).toBe('end');
    expect(edge(matriarch.text.replace('When combat ends', 'After combat'))).toBe('after');
  });

  it('places a DEPLOY that names a faction ability in that ability\'s window, and says it is a DEPLOY', () => {
    const order = resolveTiming(action('Ann', [{ id: 'moyin', owner: 'Ann', text: "Moyin's Ashes" }, { id: 'indoc', owner: 'Ann', text: 'Indoctrination' }])).order;
    const moyin = order.find((e) => e.id === 'moyin')!;
    expect(moyin.window).toBe(order.find((e) => e.id === 'indoc')!.window);
    expect(moyin.reason).toMatch(/DEPLOY/);
  });

  it('reads "this unit" on an infantry or a mech as a ground force, and a combat "on this planet" as a ground combat', () => {
    const windowOf = (name: string) => resolveTiming(action('Ann', [{ id: 'c', owner: 'Ann', text: name }])).order[0]?.window;
    expect(windowOf('Letani Warrior II')).toBe('ground-unit-destroyed/after');
    expect(windowOf('A3 Valiance')).toBe('ground-unit-destroyed/at');
    expect(windowOf('Alarum')).toBe('ground-combat-round/end');
    expect(windowOf('Z-Grav Eidolon')).toBe('space-combat/end');
  });

  it('resolves Scavenger Zeta, after control is gained, before Reclaimer, after the tactical action', () => {
    expect(ids(action('Ann', [{ id: 'reclaimer', owner: 'Ann', text: 'Reclaimer' }, { id: 'zeta', owner: 'Bo', text: 'Scavenger Zeta' }]))).toEqual(['zeta', 'reclaimer']);
  });

  it('puts Valkyrie Exoskeleton after the Sustain Damage it follows', () => {
    expect(ids(action('Ann', [{ id: 'valkyrie', owner: 'Ann', text: 'Valkyrie Exoskeleton' }, { id: 'sd', owner: 'Ann', text: 'Sustain Damage' }]))).toEqual(['sd', 'valkyrie']);
  });

  it('puts Watcher right after the action card it cancels, as Sabotage', () => {
    const order = resolveTiming(action('Ann', [{ id: 'watcher', owner: 'Bo', text: 'Watcher' }, { id: 'boost', owner: 'Ann', text: 'Morale Boost' }])).order;
    expect(order.map((e) => e.id)).toEqual(['boost', 'watcher']);
    expect(order[1]!.reason).toMatch(/Sabotage/);
  });

  it('resolves Z-Grav Eidolon at the end of the space combat before an "after you win a combat" (1.14)', () => {
    expect(ids(action('Ann', [{ id: 'norr', owner: 'Bo', text: "N'orr Supremacy" }, { id: 'zgrav', owner: 'Ann', text: 'Z-Grav Eidolon' }]))).toEqual(['zgrav', 'norr']);
  });

  it('resolves Strike Wing Alpha II, used in the Anti-Fighter Barrage step, before Waylay, before that step\'s roll', () => {
    expect(ids(action('Ann', [{ id: 'waylay', owner: 'Bo', text: 'Waylay' }, { id: 'swa', owner: 'Ann', text: 'Strike Wing Alpha II' }]))).toEqual(['swa', 'waylay']);
  });

  it('resolves Eanautic, "when" a system is activated, before Icarus Drive and Flank Speed, "after" (1.14)', () => {
    const order = ids(action('Bo', [{ id: 'icarus', owner: 'Cy', text: 'Icarus Drive' }, { id: 'flank', owner: 'Bo', text: 'Flank Speed' }, { id: 'eanautic', owner: 'Ann', text: 'Eanautic' }]));
    expect(order[0]).toBe('eanautic');
    expect(order.slice(1).sort()).toEqual(['flank', 'icarus']);
  });

  it('resolves Reanimator, when infantry are destroyed, before Spec Ops II, after', () => {
    expect(ids(action('Ann', [{ id: 'spec', owner: 'Ann', text: 'Spec Ops II' }, { id: 'reanimator', owner: 'Bo', text: 'Reanimator' }]))).toEqual(['reanimator', 'spec']);
  });

  it.each([
    ['Iconoclast', /gains a relic.*no fixed step/],
    ['Viper Hollow', /card flipped.*no fixed step/],
  ])('leaves %s unplaced, saying why its event has no step', (name, why) => {
    const { order, unplaced } = resolveTiming(action('Ann', [{ id: 'i', owner: 'Ann', text: name }]));
    expect(order).toEqual([]);
    expect(unplaced[0]!.problem).toMatch(why);
  });
});
