/**
 * Thunder's Edge cards by name: each lands in the window its printed clause names, or is unplaced
 * with the reason its trigger has no step; hand-checked orderings against base-game cards.
 */
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CardNames } from '../../app/timing/CardNames';
import { CARDS, findCard, resolveTiming, type TimingInput } from '../../lib/timing';
import { THUNDERS_EDGE } from '../../lib/timing/cards/thunders-edge';
import { normalize } from '../../lib/timing/normalize';
import { expectedUnplaced } from './unplaced-cards';

const action = (active: string, abilities: TimingInput['abilities']): TimingInput => ({ phase: 'action', players: ['Ann', 'Bo', 'Cy'], activePlayer: active, abilities });
const ids = (input: TimingInput) => resolveTiming(input).order.map((e) => e.id);
const windowOf = (name: string, owner = 'Ann', active = 'Ann') => resolveTiming(action(active, [{ id: 'c', owner, text: name }])).order[0]?.window;

describe("Thunder's Edge cards", () => {
  it('are all in the card list, labelled with their expansion, none shadowing an older card', () => {
    for (const card of THUNDERS_EDGE) {
      expect(CARDS).toContain(card);
      expect(card.expansion).toBe('thunders-edge');
      expect(findCard(card.name)).toBe(card);
    }
    // The reprint keeps its own name; the Prophecy of Kings agent still answers to "Z'eu".
    expect(findCard("Z'eu")?.expansion).toBeUndefined();
  });

  it('counts by kind', () => {
    const count = (kind: string) => THUNDERS_EDGE.filter((c) => c.kind === kind).length;
    expect(count('action card')).toBe(14);
    expect(count('breakthrough')).toBe(27);
    expect(count('faction ability')).toBe(10);
    expect(count('agent') + count('commander') + count('hero')).toBe(16);
    expect(count('promissory note')).toBe(6);
    expect(count('faction technology')).toBe(11);
    expect(count('relic')).toBe(3);
    expect(count('flagship')).toBe(2);
    expect(count('mech')).toBe(7);
    expect(count('faction unit')).toBe(2);
    expect(THUNDERS_EDGE).toHaveLength(98);
    expect(THUNDERS_EDGE.filter(expectedUnplaced)).toHaveLength(15);
  });

  it.each([
    ['Rescue', 'Bo', 'space-cannon-offense/at'],
    ['Crash Landing', 'Ann', 'space-ship-destroyed/at'],
    ['Extreme Duress', 'Bo', 'turn/start'],
    ['Gravleash Maneuvers', 'Ann', 'space-roll-dice/before'],
    ['Bellum Gloriosum', 'Ann', 'production/at'],
    ['Auto-Factories', 'Ann', 'production/at'],
    ["N'orr Supremacy", 'Ann', 'space-combat/after'],
    ['Mindsieve', 'Bo', 'strategy-secondary/at'],
    ['Malevolency', 'Ann', 'tactical-action/end'],
    ['Exile II', 'Ann', 'space-combat/end'],
    ['Last Dispatch', 'Ann', 'space-retreat/at'],
    ['Director Nel', 'Ann', 'action-phase/after'],
    ['Planesplitter (Obsidian)', 'Ann', 'strategic-action/start'],
  ])('%s lands in its printed window (%s active): %s', (name, active, window) => {
    expect(windowOf(name, 'Ann', active)).toBe(window);
  });

  it('reads The Sowing at its status-phase half and says so', () => {
    const e = resolveTiming({ phase: 'status', players: ['Ann', 'Bo'], abilities: [{ id: 's', owner: 'Ann', text: 'The Sowing' }] }).order[0]!;
    expect(e.window).toBe('status-phase/start');
    expect(e.reason).toMatch(/no fixed step/);
  });

  it('puts Sabotage right after the Thunder\'s Edge action card it answers, "when" or "after"', () => {
    expect(ids(action('Ann', [{ id: 'sab', owner: 'Bo', text: 'Sabotage' }, { id: 'crash', owner: 'Ann', text: 'Crash Landing' }]))).toEqual(['crash', 'sab']);
    expect(ids(action('Ann', [{ id: 'sab', owner: 'Cy', text: 'Sabotage' }, { id: 'rescue', owner: 'Bo', text: 'Rescue' }]))).toEqual(['rescue', 'sab']);
  });

  it('resolves a base-game "when" on an activation before a Thunder\'s Edge "after" on it (1.14)', () => {
    const order = ids(action('Ann', [{ id: 'permit', owner: 'Ann', text: 'Nano-Link Permit' }, { id: 'mendosa', owner: 'Bo', text: 'Captain Mendosa' }]));
    expect(order).toEqual(['mendosa', 'permit']);
  });

  it('resolves a "when" on a retreat before a base-game "after" on it (1.14)', () => {
    const order = ids(action('Ann', [{ id: 'intercept', owner: 'Ann', text: 'Intercept' }, { id: 'ojz', owner: 'Bo', text: 'Watchful Ojz' }]));
    expect(order).toEqual(['ojz', 'intercept']);
  });

  it('orders windows by the round: Morale Boost at the round start, then Gravleash Maneuvers before the dice', () => {
    expect(ids(action('Ann', [{ id: 'grav', owner: 'Ann', text: 'Gravleash Maneuvers' }, { id: 'boost', owner: 'Bo', text: 'Morale Boost' }]))).toEqual(['boost', 'grav']);
  });

  it('takes turns by the golden rule in a shared window: Crisis and Puppets on a String at the end of a turn', () => {
    expect(ids(action('Bo', [{ id: 'crisis', owner: 'Ann', text: 'Crisis' }, { id: 'puppets', owner: 'Cy', text: 'Puppets on a String' }]))).toEqual(['puppets', 'crisis']);
  });

  it('shows the expansion beside a Thunder\'s Edge name in the page\'s list, not beside older cards', () => {
    const html = renderToString(createElement(CardNames));
    expect(html).toContain(`label="Rescue (Thunder&#x27;s Edge)"`);
    expect(html).toContain('<option value="Sabotage"></option>');
    expect(html).not.toContain('(Thunder&#x27;s Edge) (Thunder&#x27;s Edge)');
  });
});

describe('a card another collection names otherwise', () => {
  const named = CARDS.filter((c) => c.alsoNamed?.length);

  it('is found by either name, and no other name is a card of its own', () => {
    expect(named.map((c) => c.name)).toContain('Specialist Compounds');
    const own = new Set(CARDS.map((c) => normalize(c.name)));
    for (const card of named) {
      for (const name of card.alsoNamed!) {
        expect(own.has(normalize(name)), name).toBe(false);
        expect(findCard(name)).toBe(card);
      }
    }
  });

  it('places "Specialized Compounds" as "Specialist Compounds", the Jol-Nar breakthrough', () => {
    expect(findCard('specialized compounds')).toMatchObject({ name: 'Specialist Compounds', kind: 'breakthrough' });
    expect(windowOf('Specialized Compounds')).toBeDefined();
    expect(windowOf('Specialized Compounds')).toBe(windowOf('Specialist Compounds'));
  });

  it('offers the other name in the list of names, beside the card it is', () => {
    const html = renderToString(createElement(CardNames));
    expect(html).toContain(`<option value="Specialized Compounds" label="Specialist Compounds (Thunder&#x27;s Edge)"></option>`);
  });
});
