/**
 * Classes of printed phrasing found by the printed-trigger probe: each test checks the window a
 * class lands in (step and edge), not only that it is placed, and that what has no window stays
 * unplaced with its reason.
 */
import { describe, expect, it } from 'vitest';
import { resolveTiming, type TimingInput } from '../../lib/timing';
import { placed, problem } from './triggers';

/** The window the engine gives one ability of `owner` (Ann is the active player and speaker). */
const windowOf = (text: string, phase: TimingInput['phase'] = 'action', owner = 'Ann') => {
  const r = resolveTiming({ phase, players: ['Ann', 'Bo', 'Cy'], activePlayer: phase === 'action' ? 'Ann' : undefined, speaker: 'Ann', abilities: [{ id: 'a', owner, text }] });
  return r.order[0]?.window ?? r.unplaced[0]?.problem;
};

describe('"gain" is a technology only when it says so', () => {
  it('places gaining a technology at the research occasion', () => {
    expect(placed('After you gain a technology:').step).toBe('research-technology');
    expect(placed("When you would gain another player's technology using one of your faction abilities,").step).toBe('research-technology');
  });
  it('leaves "when you gain this card" (a relic) unplaced: gaining a card is no step of the round', () => {
    expect(problem('When you gain this card, gain 1 victory point.')).toMatch(/"you gain this card" \(after "when"\) has no single step/);
  });
});

describe('a destroyed unit\'s noun names its combat (38.2, 67.6)', () => {
  it.each([
    ['After 1 of your mechs is destroyed, gain 1 trade good.', 'ground-unit-destroyed/after'],
    ['After 1 of your ships is destroyed during a space combat:', 'space-ship-destroyed/after'],
    ["After a player's destroyer or cruiser is destroyed:", 'space-ship-destroyed/after'],
    ['When your infantry are destroyed,', 'ground-unit-destroyed/at'],
    ['When your infantry on this planet are destroyed, place them on your faction sheet', 'ground-unit-destroyed/at'],
  ])('%s', (text, window) => expect(windowOf(text, 'action', 'Bo')).toBe(window));
  it('keeps a bare "unit" for either combat, read from the others', () => {
    expect(placed('After this unit is destroyed, roll 1 die.').step).toEqual({ space: 'space-ship-destroyed', ground: 'ground-unit-destroyed' });
  });
});

describe('actors as cards print them, read by every event', () => {
  it.each([
    ['When the active player produces units:', 'production', 'any'],
    ["After a player's units use Bombardment against your units:", 'bombardment', 'any'],
    ['When a player would gain trade goods:', 'gain-trade-goods', 'any'],
    ['After an agent is exhausted:', 'exhaust-agent', undefined],
    ['After any player activates a system, you may remove this unit', 'activation', 'any'],
    ['When this unit uses Anti-Fighter Barrage, each result of 9 or 10', 'space-afb', 'you'],
    ['When the owner of this card uses Production, they discard this card', 'production', 'you'],
    ['After 1 of your neighbors gains trade goods,', 'gain-trade-goods', 'other'],
  ])('%s', (text, step, actor) => {
    const t = placed(text);
    expect(t.step).toBe(step);
    expect(t.actor).toBe(actor);
  });

  it('reads "the <colour or faction> player" of a promissory note as another player, so its holder cannot be that player', () => {
    expect(placed('When the red player replenishes commodities:').actor).toBe('other');
    expect(windowOf("At the start of the Sol player's turn:", 'action', 'Bo')).toBe('turn/start');
    expect(windowOf("At the start of the Sol player's turn:", 'action', 'Ann')).toMatch(/needs another player to act, but Ann is the active player/);
    expect(windowOf('After the Jol-Nar player researches a technology that is not a faction technology:', 'action', 'Bo')).toBe('research-technology/after');
  });

  it('keeps "the owner of this card" to the owner: not placed for a player who is not active on an active-player step', () => {
    expect(windowOf('When the owner of this card uses Production,', 'action', 'Ann')).toBe('production/at');
    expect(windowOf('When the owner of this card uses Production,', 'action', 'Bo')).toMatch(/belongs to the active player/);
  });

  it('reads "its Sustain Damage" as the Sustain Damage window', () => {
    expect(placed('After this unit uses its Sustain Damage ability during ground combat, it produces 1 hit').step).toEqual({ space: 'space-assign-hits', ground: 'ground-assign-hits' });
    expect(windowOf('After this unit uses its Sustain Damage ability during ground combat, it produces 1 hit')).toBe('ground-assign-hits/before');
  });
});

describe('a standing effect before the timed ability (1.2, 1.21)', () => {
  it.each([
    ['You cannot vote on agendas. Once per agenda phase, after an agenda is revealed, you may predict aloud the outcome', 'agenda-reveal', 'after'],
    ['Your space docks cannot produce infantry. At the start of the status phase, place 1 infantry', 'status-phase', 'start'],
    ['You cannot research technology. When you would research a technology, gain 3 command tokens instead.', 'research-technology', 'at'],
    ['Your ships can move into supernovas. After 1 or more of your units use Production in a system', 'production', 'after'],
  ])('%s', (text, step, edge) => {
    const t = placed(text);
    expect([t.step, t.edge]).toEqual([step, edge]);
    expect(t.rules).toContain('lrr:1.21');
  });
  it('reads only a first sentence that has no timing word past: a timed first sentence is the trigger', () => {
    expect(placed('After you activate a system: gain 1 trade good. At the end of the status phase, draw a card.').step).toBe('activation');
  });
  it('leaves a text whose sentences name no timing at all unplaced', () => {
    expect(problem("Capture your opponent's non-structure units that are destroyed during combat.")).toMatch(/no timing word opens/);
  });
});

describe('a mech\'s "DEPLOY:" header and a timing word after a cost', () => {
  it.each([
    ['DEPLOY: At the start of a round of ground combat, you may spend 2 resources', 'ground-combat-round/start'],
    ['DEPLOY: When you would place a PDS on a planet, you may place 1 mech and 1 infantry', 'place-structure/at'],
    ['DEPLOY: After you gain control of a planet, you may spend 1 trade good', 'establish-control/after'],
  ])('%s', (text, window) => {
    expect(windowOf(text)).toBe(window);
    expect(placed(text).notes.join(' ')).toMatch(/DEPLOY/);
  });
  it('names the event it does not know after the header or the cost, not "no timing word"', () => {
    expect(problem('DEPLOY: When you use your Indoctrination faction ability, you may spend 1 additional influence')).toMatch(
      /"you use your indoctrination faction ability" \(after "when"\) has no single step/,
    );
    expect(problem('You may exhaust this card when your units begin coexisting on a planet;')).toMatch(
      /"your units begin coexisting on a planet" \(after "when"\) has no single step of the round: units begin to coexist/,
    );
  });
});

describe('passive voice, plural spans, neighbours, adjectives and conditions after the event', () => {
  it.each([
    ['When ground forces are committed, if your units on that planet are not already coexisting', 'commit-ground-forces/at'],
    ['At the end of your tactical actions, you may place your structures', 'tactical-action/end'],
    ['When your last ship in the active system is destroyed:', 'space-ship-destroyed/at'],
    ['At the end of a combat between any players:', 'space-combat/end'],
  ])('%s', (text, window) => expect(windowOf(text)).toBe(window));
  it('reads "one of your galvanized units" as a unit of either combat', () => {
    expect(placed('When one of your galvanized units is destroyed:').step).toEqual({ space: 'space-ship-destroyed', ground: 'ground-unit-destroyed' });
  });
  it('reads "2 of your neighbors" as other players', () => {
    const t = placed('After 2 of your neighbors resolve a transaction:');
    expect([t.step, t.edge, t.actor]).toEqual(['transaction', 'after', 'other']);
  });
});

describe('objectives: revealed and scored in the status phase (70.1, 70.2); scored at any time in the action phase (52.5)', () => {
  it('places a revealed public objective at the status phase\'s "Reveal public objective" step', () => {
    expect(windowOf('When a public objective is revealed, you may purge 1 of your relics', 'status')).toBe('status-reveal-objective/at');
  });
  it('places scoring in the status phase at "Score objectives", and leaves it unplaced in the action phase', () => {
    expect(windowOf("When you score another player's secret objective, do not gain a victory point", 'status')).toBe('status-score-objectives/at');
    expect(windowOf('After you score a secret objective,', 'action')).toMatch(/happens in the status phase, not the action phase/);
    expect(placed('After you score a secret objective,').rules).toContain('lrr:52.5');
  });
});

describe('"during" one step of the round is that step; longer spans stay unplaced', () => {
  it.each([
    ['During the "Commit Ground Forces" step: You can commit up to 1 ground force', 'commit-ground-forces/at'],
    ['During the "Anti-Fighter Barrage" step of space combat, you may resolve Anti-Fighter Barrage 6 (x3)', 'space-afb/at'],
  ])('%s', (text, window) => {
    expect(windowOf(text)).toBe(window);
    expect(placed(text).timing).toBe('at');
  });
  it.each([
    ['During the action phase:', 'during the action phase'],
    ['During combat:', 'during combat'],
    ['During your tactical actions:', 'during your tactical actions'],
  ])('%s', (text, span) => expect(problem(text)).toContain(`"${span}" names a span of time`));
});

describe('events with no single step say why; "at any time" and a later "Action:" paragraph', () => {
  it.each([
    ['DEPLOY: When you would use your Mitosis faction ability, you may replace', /"you would use your mitosis faction ability" \(after "when"\) has no single step of the round: it names another ability/],
    ['When you gain this card, gain 1 victory point.', /has no single step of the round: a card is gained or lost/],
    ['When a player loses control of this planet, they lose 1 victory point.', /has no single step of the round: a planet is lost/],
    ['After any die is rolled, you may exhaust this card', /has no single step of the round: dice are rolled/],
    ['Each time hits are produced against 1 or more of your non-fighter ships,', /\(after "each time"\) has no single step of the round: dice are rolled/],
    ['When you exhaust planets:', /has no single step of the round: cards and planets are exhausted when used/],
    ['When this card readies, gain the trade goods on this card.', /has no single step of the round: cards and planets are exhausted when used and readied/],
    ['After you pass:', /a player passes on a turn instead of an action \(3.2\)/],
    ['When the speaker token passes:', /the speaker token changes hands/],
    ["After any player's command token is placed in a system:", /has no single step of the round: command tokens are placed/],
    ['At any time: You may exhaust this card', /"at any time" names no timing event/],
  ])('%s', (text, why) => expect(problem(text)).toMatch(why));

  it('places an "Action:" paragraph after a standing effect as a component action', () => {
    const t = placed('Your units do not roll for gravity rifts. ACTION: Exhaust this card to explore a frontier token');
    expect([t.word, t.step]).toEqual(['action', 'component-action']);
    expect(windowOf('The Silver Flame may be exchanged as part of a transaction. ACTION: Roll 1 die and purge this card', 'action', 'Bo')).toMatch(/needs Bo's own turn/);
  });
});

describe('an actor with a relative clause; the last pass ends the action phase (3.5)', () => {
  it('reads "a player whose …" and "a player who …" as any player, the event after it as usual', () => {
    const t = placed('After a player whose command token is in your fleet pool activates a system that contains 1 of your mechs,');
    expect([t.step, t.edge, t.actor]).toEqual(['activation', 'after', 'any']);
    expect(placed('When a player who has passed gains trade goods,').step).toBe('gain-trade-goods');
  });
  it('places "after the last player passes" just after the action phase ends, "when" at its end', () => {
    expect(windowOf('After the last player passes: You may choose to no longer be passed')).toBe('action-phase/after');
    expect(windowOf('When all players have passed,')).toBe('action-phase/end');
    expect(placed('After the last player passes:').rules).toContain('lrr:3.5');
  });
});

describe('passive voice and more actors for the event verbs', () => {
  it.each([
    ['When a planet is explored:', 'explore', 'at'],
    ['After a technology is researched:', 'research-technology', 'after'],
    ['When units are produced:', 'production', 'at'],
    ['When a transaction is resolved:', 'transaction', 'at'],
    ['When a PDS is placed:', 'place-structure', 'at'],
    ['When 1 or more units use Production:', 'production', 'at'],
    ['After you resolve an agenda:', 'agenda-resolve', 'after'],
    ['After the speaker reveals an agenda:', 'agenda-reveal', 'after'],
    ['At the end of a tactical action:', 'tactical-action', 'end'],
  ])('%s', (text, step, edge) => {
    const t = placed(text);
    expect([t.step, t.edge]).toEqual([step, edge]);
  });
  it('reads a ship moving as the Move Ships step, and its "after" as the Space Cannon Offense window it coincides with (49.7)', () => {
    expect(placed('After a ship moves into a system:').step).toBe('move-ships');
    expect(windowOf('After ships move:')).toBe('space-cannon-offense/at');
  });
  it('reads the speaker revealing a public objective in the status phase', () => {
    expect(windowOf('When the speaker reveals a public objective:', 'status')).toBe('status-reveal-objective/at');
  });
  it('places another player\'s vote at the Vote step, and "you would cast votes" at your own vote', () => {
    expect(placed('After another player votes on an agenda:').step).toBe('agenda-vote');
    expect(placed('When you would cast votes:').voter).toBe('you');
    expect(windowOf('When you would cast votes:', 'agenda', 'Bo')).toBe('agenda-vote/at@Bo');
  });
  it('reads "your opponent" as the opponent, not as you', () => {
    expect(placed('After your opponent rolls dice for Space Cannon:').actor).toBe('opponent');
    expect(placed('When your opponent makes a combat roll:').actor).toBe('opponent');
  });
});

describe('a trigger on using a named ability of the card list opens in that ability\'s window', () => {
  it.each([
    ['DEPLOY: When you would use your Mitosis faction ability, you may replace 1 of your infantry', 'status', 'status-phase/start'],
    ['DEPLOY: When you use your Indoctrination faction ability, you may spend 1 additional influence', 'action', 'ground-combat/start'],
    ['DEPLOY: After you use your Orbital Drop faction ability, you may spend 3 resources', 'action', 'component-action/after'],
  ] as const)('%s', (text, phase, window) => expect(windowOf(text, phase)).toBe(window));
  it('says which ability times it, and keeps that ability\'s owner check (Star Forge is its owner\'s component action)', () => {
    const r = resolveTiming({ phase: 'status', players: ['Ann', 'Bo'], abilities: [{ id: 'a', owner: 'Ann', text: 'When you would use your Mitosis faction ability,' }] });
    expect(r.order[0]!.reason).toContain('it is timed by Mitosis');
    expect(windowOf('When you use your Star Forge faction ability in this system,', 'action', 'Bo')).toMatch(/belongs to the active player/);
  });
  it('leaves an ability the card list does not know unplaced, saying it names another ability', () => {
    expect(windowOf('When you use your Frobnicate faction ability,')).toMatch(/names another ability/);
  });
});

describe('battles, combats on a planet, relics gained and cards flipped', () => {
  it.each([
    ['At the end of a space battle in the active system, flip this card.', 'space-combat/end'],
    ['When a ground battle ends, you may move 1 infantry', 'ground-combat/end'],
    ['At the end of a round of combat on this planet, you may move up to 2 ground forces', 'ground-combat-round/end'],
    ['At the start of a combat on that planet, roll 1 die', 'ground-combat/start'],
    ['After a round of combat in this system, repair 1 ship', 'space-combat-round/after'],
  ])('%s', (text, window) => expect(windowOf(text)).toBe(window));
  it('leaves a card flipped unplaced: an effect turns it over, at no fixed step', () => {
    expect(problem('When this card flips, draw 1 action card')).toMatch(/"this card flips" \(after "when"\) has no single step of the round: a card flips/);
  });
  it('leaves a relic gained unplaced, as any card gained', () => {
    for (const text of ['DEPLOY: When another player gains a relic, place 1 mech', 'After you gain a relic, draw 1 action card']) {
      expect(problem(text)).toMatch(/gains? a relic" \(after "(?:when|after)"\) has no single step of the round: a card is gained/);
    }
  });
});
