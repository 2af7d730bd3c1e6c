/**
 * The timing rules and the FAQ's timing rulings as worked cases: a situation, and what the rule
 * or ruling says must come out of it. The tests run every case through the engine; the /timing
 * page offers them as examples. `rule` is the corpus id of the rule or ruling a case encodes.
 */
import type { TimingInput, TimingResult, TimingWord } from './types';

export type Expectation =
  /** These abilities resolve in this relative order. */
  | { kind: 'sequence'; ids: string[] }
  /** These abilities share one window. */
  | { kind: 'sameWindow'; ids: string[] }
  /** `second` resolves immediately after `first`. */
  | { kind: 'next'; first: string; second: string }
  | { kind: 'window'; id: string; window: string }
  | { kind: 'timing'; id: string; timing: TimingWord }
  /** The reason cites this rule (and, with `says`, contains these words). */
  | { kind: 'cites'; id: string; rule: string; says?: string }
  | { kind: 'unplaced'; id: string; says: string };

export interface TimingCase {
  rule: string;
  title: string;
  input: TimingInput;
  expect: Expectation[];
}

const ACTION = { phase: 'action', players: ['Ann', 'Bo', 'Cy', 'Di'], activePlayer: 'Cy' } as const;
const AGENDA = { phase: 'agenda', players: ['Ann', 'Bo', 'Cy', 'Di'], speaker: 'Bo' } as const;
const act = (abilities: TimingInput['abilities']): TimingInput => ({ ...ACTION, players: [...ACTION.players], abilities });
const agenda = (abilities: TimingInput['abilities']): TimingInput => ({ ...AGENDA, players: [...AGENDA.players], abilities });

export const CASES: readonly TimingCase[] = [
  // LRR 1.11–1.16 and 67.2
  {
    rule: 'lrr:1.12',
    title: '"Before" and "after" sit immediately before and after their event',
    input: act([
      { id: 'courageous', owner: 'Cy', text: 'After 1 of your ships is destroyed during a space combat:' },
      { id: 'shields', owner: 'Di', text: 'Before you assign hits to your ships during a space combat:' },
    ]),
    expect: [
      { kind: 'sequence', ids: ['shields', 'courageous'] },
      { kind: 'timing', id: 'shields', timing: 'before' },
      { kind: 'timing', id: 'courageous', timing: 'after' },
      { kind: 'cites', id: 'courageous', rule: 'lrr:1.12', says: 'as soon as' },
    ],
  },
  {
    rule: 'lrr:1.14',
    title: '"When" comes before "after" on the same event, whoever holds the speaker token',
    input: agenda([
      { id: 'rider', owner: 'Bo', text: 'After an agenda is revealed:' },
      { id: 'veto', owner: 'Ann', text: 'Veto' },
    ]),
    expect: [
      { kind: 'sequence', ids: ['veto', 'rider'] },
      { kind: 'timing', id: 'veto', timing: 'when' },
      { kind: 'cites', id: 'veto', rule: 'lrr:1.14' },
      { kind: 'cites', id: 'veto', rule: 'lrr:1.13', says: 'at the moment of the event' },
    ],
  },
  {
    rule: 'lrr:1.15',
    title: '"Then" makes the second part depend on the first',
    input: agenda([{ id: 'favor', owner: 'Di', text: 'Political Favor' }]),
    expect: [{ kind: 'cites', id: 'favor', rule: 'lrr:1.15', says: 'only if the part before it was' }],
  },
  {
    rule: 'lrr:1.16',
    title: 'Once for each occurrence: a round-of-combat ability comes back every round',
    input: act([{ id: 'boost', owner: 'Ann', text: 'At the start of a combat round: apply +1 to each of your combat rolls.' }]),
    expect: [
      { kind: 'window', id: 'boost', window: 'space-combat-round/start' },
      { kind: 'cites', id: 'boost', rule: 'lrr:1.16', says: 'each round of combat' },
    ],
  },
  {
    rule: 'lrr:1.12',
    title: 'At the first round, "start of combat" and "start of a round of combat" are one window',
    input: act([
      { id: 'ambush', owner: 'Ann', text: 'Ambush' },
      { id: 'retreat', owner: 'Di', text: 'Skilled Retreat' },
    ]),
    expect: [
      { kind: 'sameWindow', ids: ['ambush', 'retreat'] },
      { kind: 'window', id: 'retreat', window: 'space-combat/start' },
      { kind: 'sequence', ids: ['retreat', 'ambush'] },
      { kind: 'cites', id: 'retreat', rule: 'lrr:1.12', says: 'first round' },
    ],
  },
  {
    rule: 'lrr:1.12',
    title: 'After the last round, "after a round of combat" and "after combat ends" are one window',
    input: act([
      { id: 'salvage', owner: 'Ann', text: 'Salvage Operations' },
      { id: 'devotion', owner: 'Cy', text: 'Devotion' },
    ]),
    expect: [
      { kind: 'sameWindow', ids: ['salvage', 'devotion'] },
      { kind: 'window', id: 'devotion', window: 'space-combat/after' },
      { kind: 'sequence', ids: ['devotion', 'salvage'] },
      { kind: 'cites', id: 'devotion', rule: 'lrr:1.12', says: 'last round' },
    ],
  },
  {
    rule: 'lrr:67.2',
    title: '"Before combat" is immediately before Anti-Fighter Barrage, after space cannon offense',
    input: act([
      { id: 'barrage', owner: 'Cy', text: 'Anti-Fighter Barrage' },
      { id: 'before', owner: 'Ann', text: 'Before combat: look at your opponent\'s action cards.' },
      { id: 'pds', owner: 'Bo', text: 'Space Cannon Offense' },
    ]),
    expect: [
      { kind: 'sequence', ids: ['pds', 'before', 'barrage'] },
      { kind: 'cites', id: 'before', rule: 'lrr:67.2', says: 'Anti-Fighter Barrage' },
    ],
  },
  // The golden rule
  {
    rule: 'lrr11:timing',
    title: 'Action phase: one ability each, in initiative order, starting with the active player',
    input: act([
      { id: 'ann', owner: 'Ann', text: 'Shields Holding' },
      { id: 'bo', owner: 'Bo', text: 'Before you assign hits to your ships:' },
      { id: 'cy1', owner: 'Cy', text: 'Sustain Damage' },
      { id: 'cy2', owner: 'Cy', text: 'Before you assign hits to your ships:' },
      { id: 'di', owner: 'Di', text: 'Sustain Damage' },
    ]),
    expect: [
      { kind: 'sequence', ids: ['cy1', 'di', 'ann', 'bo', 'cy2'] },
      { kind: 'cites', id: 'ann', rule: 'lrr11:timing', says: 'beginning with the active player (Cy)' },
    ],
  },
  {
    rule: 'lrr11:timing',
    title: 'Agenda phase: one ability each, starting with the speaker and going clockwise',
    input: agenda([
      { id: 'ann', owner: 'Ann', text: 'Rider (any rider action card)' },
      { id: 'bo', owner: 'Bo', text: 'After an agenda is revealed:' },
      { id: 'cy', owner: 'Cy', text: 'After an agenda is revealed:' },
      { id: 'di', owner: 'Di', text: 'After an agenda is revealed:' },
    ]),
    expect: [
      { kind: 'sequence', ids: ['bo', 'cy', 'di', 'ann'] },
      { kind: 'cites', id: 'ann', rule: 'lrr:2.10', says: 'starting with the speaker (Bo)' },
    ],
  },
  {
    rule: 'lrr11:timing',
    title: 'Strategy phase: from the speaker clockwise',
    input: {
      phase: 'strategy',
      players: ['Ann', 'Bo', 'Cy'],
      speaker: 'Cy',
      abilities: [
        { id: 'ann', owner: 'Ann', text: 'At the start of the strategy phase:' },
        { id: 'bo', owner: 'Bo', text: 'At the start of the strategy phase:' },
        { id: 'cy', owner: 'Cy', text: 'At the start of the strategy phase:' },
      ],
    },
    expect: [{ kind: 'sequence', ids: ['cy', 'ann', 'bo'] }],
  },
  {
    rule: 'lrr:1.3',
    title: '"Action:" needs its owner\'s own turn',
    input: act([
      { id: 'mine', owner: 'Cy', text: 'Lucky Shot' },
      { id: 'theirs', owner: 'Ann', text: 'Unstable Planet' },
    ]),
    expect: [
      { kind: 'window', id: 'mine', window: 'component-action/at' },
      { kind: 'unplaced', id: 'theirs', says: "Ann's own turn" },
    ],
  },
  {
    rule: 'lrr:1.18',
    title: 'Text that names no event of the round is not placed, and the answer says which words',
    input: act([
      { id: 'dance', owner: 'Ann', text: 'After the speaker dances: gain 1 trade good.' },
      { id: 'none', owner: 'Bo', text: 'Destroy 1 of your opponent\'s ships.' },
      { id: 'span', owner: 'Di', text: "During combat, apply +2 to the result of each of your unit's combat rolls." },
    ]),
    expect: [
      { kind: 'unplaced', id: 'dance', says: '"the speaker dances"' },
      { kind: 'unplaced', id: 'none', says: 'no timing word' },
      { kind: 'unplaced', id: 'span', says: 'names a span of time' },
    ],
  },
  // The FAQ's timing rulings
  {
    rule: 'ti4-faq:action-cards-12',
    title: 'Experimental Battlestation shares the Space Cannon Offense window, and needs another player\'s ships to move',
    input: act([
      { id: 'battlestation', owner: 'Di', text: 'Experimental Battlestation' },
      { id: 'pds', owner: 'Ann', text: 'Space Cannon Offense' },
      { id: 'own', owner: 'Cy', text: 'Experimental Battlestation' },
    ]),
    expect: [
      { kind: 'sameWindow', ids: ['battlestation', 'pds'] },
      { kind: 'window', id: 'battlestation', window: 'space-cannon-offense/at' },
      { kind: 'sequence', ids: ['battlestation', 'pds'] },
      { kind: 'cites', id: 'battlestation', rule: 'ti4-faq:action-cards-12' },
      { kind: 'unplaced', id: 'own', says: 'another player' },
    ],
  },
  {
    rule: 'ti4-faq:action-cards-8',
    title: 'Sabotage: after the card\'s targets are chosen, before its effects',
    input: act([
      { id: 'upgrade', owner: 'Cy', text: 'Upgrade' },
      { id: 'sabotage', owner: 'Ann', text: 'Sabotage' },
    ]),
    expect: [
      { kind: 'next', first: 'upgrade', second: 'sabotage' },
      { kind: 'timing', id: 'sabotage', timing: 'when' },
      { kind: 'cites', id: 'sabotage', rule: 'ti4-faq:action-cards-8', says: 'before any of its effects resolve' },
    ],
  },
  {
    rule: 'ti4-faq:action-cards-8',
    title: 'Sabotage with no action card to answer is not placed',
    input: act([
      { id: 'sabotage', owner: 'Ann', text: 'Sabotage' },
      { id: 'pds', owner: 'Bo', text: 'Space Cannon Offense' },
    ]),
    expect: [{ kind: 'unplaced', id: 'sabotage', says: 'answers an action card' }],
  },
  {
    rule: 'ti4-faq:action-cards-7',
    title: 'Distinguished Councilor only after you vote in the Vote step',
    input: agenda([
      { id: 'bribery', owner: 'Ann', text: 'Bribery' },
      { id: 'councilor-speaker', owner: 'Bo', text: 'Distinguished Councilor' },
      { id: 'councilor-di', owner: 'Di', text: 'Distinguished Councilor' },
    ]),
    expect: [
      { kind: 'window', id: 'councilor-di', window: 'agenda-vote/after@Di' },
      { kind: 'window', id: 'councilor-speaker', window: 'agenda-vote/after@Bo' },
      { kind: 'sequence', ids: ['councilor-di', 'councilor-speaker', 'bribery'] },
      { kind: 'cites', id: 'councilor-di', rule: 'ti4-faq:action-cards-7', says: 'Bribery' },
    ],
  },
  {
    rule: 'ti4-faq:action-cards-14',
    title: 'Bribery goes after the speaker votes, even if the speaker did not vote',
    input: agenda([
      { id: 'bribery', owner: 'Cy', text: 'Bribery' },
      { id: 'councilor', owner: 'Ann', text: 'Distinguished Councilor' },
      { id: 'rider', owner: 'Di', text: 'Rider (any rider action card)' },
    ]),
    expect: [
      { kind: 'window', id: 'bribery', window: 'agenda-vote/after@Bo' },
      { kind: 'sequence', ids: ['rider', 'councilor', 'bribery'] },
      { kind: 'cites', id: 'bribery', rule: 'ti4-faq:action-cards-14', says: 'even if the speaker' },
    ],
  },
  {
    rule: 'ti4-faq:action-cards-6',
    title: 'Direct Hit follows the Sustain Damage it answers',
    input: act([
      { id: 'sustain', owner: 'Ann', text: 'Sustain Damage' },
      { id: 'shields', owner: 'Bo', text: 'Shields Holding' },
      { id: 'direct', owner: 'Cy', text: 'Direct Hit' },
    ]),
    expect: [
      { kind: 'next', first: 'sustain', second: 'direct' },
      { kind: 'cites', id: 'direct', rule: 'ti4-errata:direct-hit' },
      { kind: 'cites', id: 'direct', rule: 'ti4-faq:action-cards-6' },
    ],
  },
  {
    rule: 'ti4-faq:action-cards-3',
    title: 'Two Direct Hits in one window: only against different targets',
    input: act([
      { id: 'sustain-1', owner: 'Ann', text: 'Sustain Damage' },
      { id: 'sustain-2', owner: 'Ann', text: 'Sustain Damage' },
      { id: 'direct-1', owner: 'Cy', text: 'Direct Hit' },
      { id: 'direct-2', owner: 'Cy', text: 'Direct Hit' },
    ]),
    expect: [
      { kind: 'sequence', ids: ['sustain-1', 'direct-1', 'direct-2'] },
      { kind: 'cites', id: 'direct-2', rule: 'lrr:2.6', says: 'different units' },
      { kind: 'cites', id: 'direct-1', rule: 'ti4-faq:action-cards-3' },
    ],
  },
  {
    rule: 'ti4-faq:action-cards-4',
    title: 'Each player may play Shields Holding in the same window',
    input: act([
      { id: 'ann', owner: 'Ann', text: 'Shields Holding' },
      { id: 'cy', owner: 'Cy', text: 'Shields Holding' },
    ]),
    expect: [
      { kind: 'sameWindow', ids: ['ann', 'cy'] },
      { kind: 'sequence', ids: ['cy', 'ann'] },
      { kind: 'cites', id: 'ann', rule: 'ti4-faq:action-cards-4' },
    ],
  },
  {
    rule: 'ti4-faq:action-cards-1',
    title: 'Skilled Retreat is not a retreat: Intercept answers only a retreat announced in its step',
    input: act([
      { id: 'intercept', owner: 'Cy', text: 'Intercept' },
      { id: 'skilled', owner: 'Ann', text: 'Skilled Retreat' },
    ]),
    expect: [
      { kind: 'window', id: 'skilled', window: 'space-combat-round/start' },
      { kind: 'window', id: 'intercept', window: 'space-announce-retreats/after' },
      { kind: 'sequence', ids: ['skilled', 'intercept'] },
      { kind: 'cites', id: 'intercept', rule: 'ti4-faq:action-cards-1' },
    ],
  },
  {
    rule: 'ti4-faq:action-cards-10',
    title: 'One player may play several riders on one agenda',
    input: agenda([
      { id: 'rider-1', owner: 'Ann', text: 'Rider (any rider action card)' },
      { id: 'rider-2', owner: 'Ann', text: 'After an agenda is revealed: predict "Against".' },
      { id: 'rider-bo', owner: 'Bo', text: 'Rider (any rider action card)' },
    ]),
    expect: [
      { kind: 'sameWindow', ids: ['rider-1', 'rider-2', 'rider-bo'] },
      { kind: 'sequence', ids: ['rider-bo', 'rider-1', 'rider-2'] },
      { kind: 'cites', id: 'rider-1', rule: 'ti4-faq:action-cards-10' },
    ],
  },
  {
    rule: 'ti4-faq:the-clan-of-saar-2',
    title: 'Chaos Mapping at the start of each of your turns, even the one you pass',
    input: act([
      { id: 'mapping', owner: 'Cy', text: 'Chaos Mapping' },
      { id: 'not-yours', owner: 'Ann', text: 'Chaos Mapping' },
    ]),
    expect: [
      { kind: 'window', id: 'mapping', window: 'turn/start' },
      { kind: 'cites', id: 'mapping', rule: 'ti4-faq:the-clan-of-saar-2', says: 'even the turn he passes' },
      { kind: 'cites', id: 'mapping', rule: 'ti4-faq:the-clan-of-saar-1' },
      { kind: 'unplaced', id: 'not-yours', says: 'active player (Cy)' },
    ],
  },
  {
    rule: 'ti4-faq:general-9',
    title: 'A card received by transaction in a window can be played in that window',
    input: act([{ id: 'note', owner: 'Cy', text: 'At the start of your turn: gain 2 trade goods.' }]),
    expect: [
      { kind: 'window', id: 'note', window: 'turn/start' },
      { kind: 'cites', id: 'note', rule: 'ti4-faq:general-9', says: 'transaction' },
    ],
  },
  {
    rule: 'ti4-faq:the-arborec-2',
    title: 'Duha Menaimon must be in the system when it is activated',
    input: act([
      { id: 'duha', owner: 'Cy', text: 'Duha Menaimon' },
      { id: 'upgrade', owner: 'Di', text: 'Upgrade' },
    ]),
    expect: [
      { kind: 'window', id: 'duha', window: 'activation/after' },
      { kind: 'cites', id: 'duha', rule: 'ti4-faq:the-arborec-2' },
      { kind: 'unplaced', id: 'upgrade', says: 'active player (Cy)' },
    ],
  },
  {
    rule: 'ti4-faq:the-naalu-collective-2',
    title: 'Matriarch\'s fighters leave "when combat ends", before "after you win a ground combat"',
    input: act([
      { id: 'dacxive', owner: 'Ann', text: 'Dacxive Animators' },
      { id: 'matriarch', owner: 'Ann', text: 'Matriarch' },
    ]),
    expect: [
      { kind: 'window', id: 'matriarch', window: 'ground-combat/end' },
      { kind: 'window', id: 'dacxive', window: 'ground-combat/after' },
      { kind: 'sequence', ids: ['matriarch', 'dacxive'] },
      { kind: 'cites', id: 'dacxive', rule: 'ti4-faq:the-naalu-collective-2', says: 'draw has no winner' },
      { kind: 'cites', id: 'matriarch', rule: 'ti4-faq:the-naalu-collective-1' },
    ],
  },
  {
    rule: 'ti4-faq:general-12',
    title: 'Scheming triggers each time action cards are drawn; Neural Motivator changes the status-phase draw',
    input: {
      phase: 'status',
      players: ['Ann', 'Bo', 'Cy'],
      abilities: [
        { id: 'scheming', owner: 'Bo', text: 'Scheming' },
        { id: 'motivator', owner: 'Ann', text: 'Neural Motivator' },
      ],
    },
    expect: [
      { kind: 'window', id: 'scheming', window: 'status-draw-action-cards/at' },
      { kind: 'cites', id: 'scheming', rule: 'ti4-faq:general-12', says: 'each time' },
      { kind: 'window', id: 'motivator', window: 'status-draw-action-cards/at' },
      { kind: 'cites', id: 'motivator', rule: 'ti4-faq:general-12', says: 'read as' },
    ],
  },
  {
    rule: 'ti4-faq:the-nekro-virus-6',
    title: 'The Alastor and Assault Cannon both act at the start of the space combat',
    input: act([
      { id: 'cannon', owner: 'Ann', text: 'Assault Cannon' },
      { id: 'alastor', owner: 'Cy', text: 'The Alastor' },
    ]),
    expect: [
      { kind: 'sameWindow', ids: ['cannon', 'alastor'] },
      { kind: 'sequence', ids: ['alastor', 'cannon'] },
      { kind: 'cites', id: 'alastor', rule: 'ti4-faq:the-nekro-virus-6' },
    ],
  },
];

/** What went wrong in a case, empty if the result honours every expectation. */
export function checkCase(c: TimingCase, result: TimingResult): string[] {
  const at = (id: string) => result.order.findIndex((e) => e.id === id);
  const entry = (id: string) => result.order.find((e) => e.id === id);
  const failures: string[] = [];
  for (const x of c.expect) {
    switch (x.kind) {
      case 'sequence': {
        const positions = x.ids.map(at);
        if (positions.some((p) => p < 0)) failures.push(`sequence: ${x.ids.filter((_, i) => positions[i]! < 0).join(', ')} not placed`);
        else if (positions.some((p, i) => i > 0 && p <= positions[i - 1]!)) failures.push(`sequence: expected ${x.ids.join(' < ')}, got ${result.order.map((e) => e.id).join(', ')}`);
        break;
      }
      case 'sameWindow': {
        const windows = new Set(x.ids.map((id) => entry(id)?.window));
        if (windows.size !== 1 || windows.has(undefined)) failures.push(`sameWindow: ${x.ids.join(', ')} are in ${[...windows].join(' / ')}`);
        break;
      }
      case 'next':
        if (at(x.first) < 0 || at(x.second) !== at(x.first) + 1) failures.push(`next: expected ${x.second} right after ${x.first}`);
        break;
      case 'window':
        if (entry(x.id)?.window !== x.window) failures.push(`window: ${x.id} is in ${entry(x.id)?.window}, expected ${x.window}`);
        break;
      case 'timing':
        if (entry(x.id)?.timing !== x.timing) failures.push(`timing: ${x.id} is "${entry(x.id)?.timing}", expected "${x.timing}"`);
        break;
      case 'cites': {
        const e = entry(x.id);
        if (!e) failures.push(`cites: ${x.id} not placed`);
        else {
          if (!e.rules.includes(x.rule)) failures.push(`cites: ${x.id} does not cite ${x.rule} (${e.rules.join(', ')})`);
          if (x.says !== undefined && !e.reason.includes(x.says)) failures.push(`cites: reason of ${x.id} lacks "${x.says}": ${e.reason}`);
        }
        break;
      }
      case 'unplaced': {
        const u = result.unplaced.find((p) => p.id === x.id);
        if (!u) failures.push(`unplaced: ${x.id} was placed`);
        else if (!u.problem.includes(x.says)) failures.push(`unplaced: problem of ${x.id} lacks "${x.says}": ${u.problem}`);
        break;
      }
    }
  }
  return failures;
}
