/**
 * Every card known by name is read into a trigger and placed in a situation built from that
 * trigger (its phase, its owner active or not as it requires); spot checks pin the timing word
 * and window of cards players name most.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, findCard, readTrigger, resolveTiming, stepInfo, stepsOf, type Card, type Phase, type TimingInput } from '../../lib/timing';
import { EXPECTED_UNPLACED, expectedUnplaced } from './unplaced-cards';

/** An action card to answer in each phase, for reactions such as Sabotage. */
const TARGET: Record<Phase, string> = { action: 'Morale Boost', agenda: 'Veto', strategy: 'Summit', status: 'Political Stability' };

/** The situation a card's own trigger asks for, with the card played by Ann. */
function situationFor(card: Card): TimingInput {
  const r = readTrigger(card.reads?.text ?? card.text);
  if (!r.ok) throw new Error(`${card.name}: ${r.problem}`);
  const t = r.trigger;
  const home = stepInfo(stepsOf(t.step)[0]!)!.phase;
  const phase: Phase = t.onlyIn ?? (home === 'any' ? 'action' : home);
  const input: TimingInput = { phase, players: ['Ann', 'Bo', 'Cy'], abilities: [{ id: 'card', owner: 'Ann', text: card.name }] };
  if (phase === 'action') input.activePlayer = t.actor === 'other' ? 'Bo' : 'Ann';
  if (phase === 'agenda' || phase === 'strategy') input.speaker = 'Cy';
  if (t.reacts === 'action-card') input.abilities.push({ id: 'target', owner: 'Bo', text: TARGET[phase] });
  return input;
}

const placedEntry = (name: string) => {
  const card = findCard(name);
  if (!card) throw new Error(`unknown card ${name}`);
  const entry = resolveTiming(situationFor(card)).order.find((e) => e.id === 'card');
  if (!entry) throw new Error(`${name} not placed`);
  return entry;
};

describe('cards known by name', () => {
  it('covers every kind the issue names, with unique names', () => {
    const count = (kinds: string[]) => CARDS.filter((c) => kinds.includes(c.kind)).length;
    expect(count(['action card'])).toBeGreaterThanOrEqual(90);
    expect(count(['promissory note'])).toBeGreaterThanOrEqual(25);
    expect(count(['technology', 'faction technology'])).toBeGreaterThanOrEqual(40);
    expect(count(['faction ability'])).toBeGreaterThanOrEqual(25);
    expect(count(['agent', 'commander', 'hero'])).toBeGreaterThanOrEqual(50);
    expect(count(['agenda'])).toBeGreaterThanOrEqual(15);
    expect(count(['relic'])).toBeGreaterThanOrEqual(5);
    expect(count(['breakthrough'])).toBeGreaterThanOrEqual(20);
    expect(new Set(CARDS.map((c) => c.name.toLowerCase())).size).toBe(CARDS.length);
  });

  it.each(CARDS.filter((c) => !expectedUnplaced(c)).map((c) => [c.name, c] as const))('%s is placed, never "cannot place"', (_, card) => {
    const { order, unplaced } = resolveTiming(situationFor(card));
    expect(unplaced.filter((u) => u.id === 'card')).toEqual([]);
    const entry = order.find((e) => e.id === 'card')!;
    expect(entry.reason.length).toBeGreaterThan(20);
    expect(entry.rules.length).toBeGreaterThan(0);
    for (const id of card.cites) expect(entry.rules).toContain(id);
  });

  it.each(CARDS.filter(expectedUnplaced).map((c) => [c.name, c] as const))('%s, whose trigger has no step of the round, is unplaced and says why', (_, card) => {
    const { order, unplaced } = resolveTiming({ phase: 'action', players: ['Ann', 'Bo'], activePlayer: 'Ann', abilities: [{ id: 'card', owner: 'Ann', text: card.name }] });
    expect(order).toEqual([]);
    // It quotes the words it could not place and says why: an event with no single step, or none the round has.
    expect(unplaced[0]!.problem).toMatch(/^cannot place this trigger: ".+" \(after "(?:when|after)"\) (?:has no single step of the round: .{20,}|is not an event of the round this assistant knows)$/);
  });

  it('knows every card the tests expect unplaced by that name', () => {
    expect([...EXPECTED_UNPLACED].filter((name) => !CARDS.some((c) => c.name === name))).toEqual([]);
  });

  it('gives each card a source: the errata or LRR when our corpus quotes it, else the printed card', () => {
    for (const c of CARDS) {
      expect(c.source, c.name).toMatch(/^(card|ti4-errata:[a-z-]+|lrr:\d+(\.\d+)?)$/);
      if (c.source.startsWith('ti4-errata:')) expect(c.cites).toContain(c.source);
    }
  });

  it.each([
    ['Morale Boost', 'at', 'space-combat-round/start'],
    ['Skilled Retreat', 'at', 'space-combat-round/start'],
    ['Emergency Repairs', 'at', 'space-combat-round/start'],
    ['Fighter Prototype', 'at', 'space-combat-round/start'],
    ['Parley', 'after', 'commit-ground-forces/after'],
    ['Fire Team', 'after', 'ground-roll-dice/after'],
    ['Maneuvering Jets', 'before', 'space-cannon-offense-hits/before'],
    ['Flank Speed', 'after', 'activation/after'],
    ['Waylay', 'before', 'space-afb-roll/before'],
    ['Rout', 'at', 'space-announce-retreats/start'],
    ['Public Disgrace', 'when', 'strategy-choose/at'],
    ['Political Stability', 'when', 'status-return-strategy-cards/at'],
    ['Confusing Legal Text', 'when', 'agenda-resolve/at'],
    ['Deadly Plot', 'when', 'agenda-resolve/at'],
    ['Master Plan', 'after', 'turn-action/after'],
    ['Tekklar Legion', 'at', 'ground-combat/start'],
    ['Trade Agreement', 'when', 'replenish-commodities/at'],
    ['Viscount Unlenn', 'at', 'space-combat-round/start'],
    ['The Thundarian', 'after', 'space-roll-dice/after'],
    ["T'ro", 'at', 'tactical-action/end'],
    ['Committee Formation', 'before', 'agenda-vote/before'],
    ['Minister of Policy', 'at', 'status-phase/end'],
    ['Dominus Orb', 'before', 'move-ships/before'],
    ['Maw of Worlds', 'at', 'agenda-phase/start'],
    ['Duranium Armor', 'after', 'space-assign-hits/after'],
    ['Future Sight', 'after', 'agenda-resolve/after'],
    // A Codex reprint (Ω) that moved its timing is a card of its own, beside the first printing.
    ['War Funding', 'at', 'space-combat-round/start'],
    ['War Funding Ω', 'after', 'space-roll-dice/after'],
    ['Magen Defense Grid Ω', 'at', 'ground-combat/start'],
    ['Magen Defense Grid ΩΩ', 'when', 'activation/at'],
    ['X-89 Bacterial Weapon Ω', 'after', 'bombardment/after'],
    ['Greyfire Mutagen Ω', 'at', 'ground-combat/start'],
    ['Cybernetic Enhancements Ω', 'when', 'status-gain-tokens/at'],
  ] as const)('%s: "%s", in %s', (name, timing, window) => {
    const e = placedEntry(name);
    expect(e.timing).toBe(timing);
    expect(e.window).toBe(window);
  });

  it('answers reactions: Sabotage right after the action card it cancels', () => {
    const { order } = resolveTiming(situationFor(findCard('Sabotage')!));
    expect(order.map((e) => e.id)).toEqual(['target', 'card']);
    expect(order[1]!.timing).toBe('when');
  });

  it('puts your own Sustain Damage reactions after your Sustain Damage, "when" before "after"', () => {
    const input: TimingInput = {
      phase: 'action',
      players: ['Ann', 'Bo'],
      activePlayer: 'Ann',
      abilities: [
        { id: 'farran', owner: 'Bo', text: 'Rear Admiral Farran' },
        { id: 'reflective', owner: 'Bo', text: 'Reflective Shielding' },
        { id: 'sd', owner: 'Bo', text: 'Sustain Damage' },
        { id: 'hit', owner: 'Ann', text: 'Direct Hit' },
      ],
    };
    const ids = resolveTiming(input).order.map((e) => e.id);
    expect(ids.indexOf('sd')).toBeLessThan(ids.indexOf('reflective'));
    expect(ids.indexOf('reflective')).toBeLessThan(ids.indexOf('farran'));
    expect(ids.indexOf('sd')).toBeLessThan(ids.indexOf('hit'));
  });

  it('places an event of several steps where the other abilities are, and says where else it happens', () => {
    const input: TimingInput = {
      phase: 'action',
      players: ['Ann', 'Bo'],
      activePlayer: 'Ann',
      abilities: [
        { id: 'jets', owner: 'Ann', text: 'Maneuvering Jets' },
        { id: 'scramble', owner: 'Ann', text: 'Scramble Frequency' },
      ],
    };
    const scramble = resolveTiming(input).order.find((e) => e.id === 'scramble')!;
    expect(scramble.window).toBe('space-cannon-offense-roll/after');
    expect(scramble.reason).toMatch(/also happens at/);
  });

  it('finds a card by its name however it is typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CARDS),
        fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
        fc.constantFrom(' ', '  ', '\t'),
        (card, upper, space) => {
          const typed = [...card.name].map((ch, i) => (upper[i % 60] ? ch.toUpperCase() : ch.toLowerCase())).join('').replace(/ /g, space);
          expect(findCard(`  ${typed} `)?.name).toBe(card.name);
        },
      ),
    );
  });

  it('finds a card by its name without its qualifier: "Rider" is any rider action card, "Suffi An" the agent', () => {
    expect(findCard('Rider')?.name).toBe('Rider (any rider action card)');
    expect(findCard('rider')?.text).toBe(findCard('Leadership Rider')?.text);
    expect(findCard('Suffi An')?.name).toMatch(/^Suffi An \(/);
  });
});

describe('looking a card up by its text', () => {
  it('finds a card from its full errata text, but not from a timing clause many cards share', () => {
    expect(findCard("After another player's ship uses 'Sustain Damage' to cancel a hit produced by your units or abilities: Destroy that ship.")?.name).toBe('Direct Hit');
    expect(CARDS.filter((c) => c.text === 'After you activate a system:').length).toBeGreaterThan(1);
    expect(findCard('After you activate a system:')).toBeUndefined();
  });
});
