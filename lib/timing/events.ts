/**
 * The events a trigger can name, as data: a pattern over the words after the timing word, the
 * step of the round it points at, and the rules (and FAQ rulings) that place it there. Add an
 * event here, not in the parser. Order matters: the first pattern that matches wins, so the
 * longer phrases ("combat round", "combat ends") come before "combat".
 */
import type { Phase } from './types';

/** A step that exists once per kind of combat; the engine picks the kind. */
export interface CombatFamily {
  space: string;
  ground: string;
}

export type Actor = 'you' | 'other' | 'any' | 'speaker' | 'opponent';

/** What a reaction answers: an ability another player resolves, rather than a step of the round. */
export type Reaction = 'action-card' | 'sustain-damage';

export interface EventPattern {
  id: string;
  /** Anchored at the start of the event phrase; whatever follows must be a condition ("in a system …"). */
  pattern: RegExp;
  /** The step, a combat family, or a function of the named groups. */
  step: string | CombatFamily | ((groups: Record<string, string | undefined>) => string);
  /** The phrase names the step's start or end ("combat ends"), so "when" lands there and "after" just past it. */
  moment?: 'start' | 'end';
  /** Per-player step: whose sub-moment the phrase names. */
  voter?: 'you' | 'speaker';
  reacts?: Reaction;
  /** Only meaningful in this phase (an event with no single step elsewhere). */
  onlyIn?: Phase;
  rules: string[];
  /** Said in the reason whenever this event places an ability. */
  note?: string;
}

export const COMBAT: CombatFamily = { space: 'space-combat', ground: 'ground-combat' };
export const COMBAT_ROUND: CombatFamily = { space: 'space-combat-round', ground: 'ground-combat-round' };
export const ASSIGN_HITS: CombatFamily = { space: 'space-assign-hits', ground: 'ground-assign-hits' };
const ROLL_DICE: CombatFamily = { space: 'space-roll-dice', ground: 'ground-roll-dice' };
const DESTROYED: CombatFamily = { space: 'space-ship-destroyed', ground: 'ground-unit-destroyed' };

const WHO_ACTIVE = '(?<who>you|another player|a player|the active player)';
const KIND = '(?:(?<kind>space|ground) )?';

export const EVENTS: readonly EventPattern[] = [
  {
    id: 'combat-round',
    pattern: new RegExp(`^(?:a |the |each |every )?(?:round of ${KIND}combat|(?:(?<kind2>space|ground) )?(?:combat|battle) round)`),
    step: COMBAT_ROUND,
    rules: [],
  },
  {
    id: 'combat-ends',
    pattern: new RegExp(`^(?:the |a )?${KIND}combat ends`),
    step: COMBAT,
    moment: 'end',
    rules: ['lrr:67.9', 'lrr:38.4'],
  },
  {
    id: 'combat-won',
    pattern: new RegExp(`^(?<who>you|a player) (?:wins? or loses?|wins?|loses?) (?:a |the )?${KIND}combat`),
    step: COMBAT,
    moment: 'end',
    rules: ['lrr:67.10', 'lrr:38.4'],
    note: 'the winner is known once the combat has ended; a draw has no winner (67.10, 38.4)',
  },
  { id: 'combat', pattern: new RegExp(`^(?:a |the |each )?${KIND}combat`), step: COMBAT, rules: [] },
  {
    id: 'announce-retreat',
    pattern: /^(?<who>your opponent|another player|a player|you) (?:declares?|announces?) a retreat/,
    step: 'space-announce-retreats',
    rules: ['lrr:67.4'],
  },
  { id: 'roll-dice', pattern: /^(?<who>you|a player|your opponent|another player) (?:rolls?|makes?) (?:combat )?(?:dice|a combat roll|combat rolls)/, step: ROLL_DICE, rules: ['lrr:67.5'] },
  { id: 'assign-hits', pattern: /^(?<who>you|a player|another player|your opponent) assigns? hits/, step: ASSIGN_HITS, rules: ['lrr:67.6'] },
  {
    id: 'unit-destroyed',
    pattern: /^(?:(?:1|one) of (?<who>your|another player's|your opponent's) |(?:a|an|another player's|your opponent's) )?(?:ships?|units?|ground forces?|infantry) (?:is|are) destroyed/,
    step: DESTROYED,
    rules: ['lrr:29.1'],
    note: 'it is resolved as soon as the unit is destroyed, not later in the turn or round (1.12)',
  },
  {
    id: 'sustain-damage-used',
    pattern: /^(?<who>another player's|your opponent's|an opponent's|a|an) (?:ship|unit)s? uses? sustain damage/,
    step: ASSIGN_HITS,
    reacts: 'sustain-damage',
    rules: ['lrr:76', 'lrr:76.4'],
    note: 'Sustain Damage is used immediately before hits are assigned, against hits from units or abilities (76, 76.4)',
  },
  { id: 'anti-fighter-barrage', pattern: /^(?:the )?anti-fighter barrage(?: step)?/, step: 'space-afb', rules: ['lrr:67.3'] },
  { id: 'activation', pattern: new RegExp(`^${WHO_ACTIVE} activates? a system`), step: 'activation', rules: ['lrr:78.1'] },
  {
    id: 'move-ships',
    pattern: new RegExp(`^${WHO_ACTIVE} moves? (?:(?:1|one) or more )?ships into (?:a|the active|that|an adjacent) system`),
    step: 'move-ships',
    rules: ['lrr:49.4'],
  },
  { id: 'space-cannon-offense', pattern: /^(?:the )?space cannon offense(?: step)?/, step: 'space-cannon-offense', rules: [] },
  { id: 'space-cannon-defense', pattern: /^(?:the )?space cannon defense(?: step)?/, step: 'space-cannon-defense', rules: [] },
  { id: 'invasion', pattern: /^(?:an |the )?invasion(?: step)?/, step: 'invasion', rules: [] },
  { id: 'bombardment', pattern: /^(?:(?<who>you|another player) uses? )?(?:the )?bombardment(?: step)?/, step: 'bombardment', rules: [] },
  { id: 'commit-ground-forces', pattern: new RegExp(`^${WHO_ACTIVE} commits? (?:ground forces|units|infantry)`), step: 'commit-ground-forces', rules: [] },
  {
    id: 'use-production',
    pattern: /^(?:(?<who>(?:1|one) or more of your units|your units|you|another player) uses? )?(?:the )?production(?: step)?/,
    step: 'production',
    rules: ['lrr:59'],
  },
  {
    id: 'gain-control',
    pattern: /^(?<who>you|another player|a player) gains? control of a planet/,
    step: 'establish-control',
    rules: ['lrr:44.5'],
  },
  {
    id: 'turn',
    pattern: /^(?<who>your|another player's|a player's|the active player's|each player's) turn/,
    step: 'turn',
    rules: ['lrr:3.3', 'lrr:1.16', 'lrr:83.1', 'ti4-faq:general-9'],
    note: 'it comes once at each of that player\'s turns, even the turn he passes (3.3, 1.16); a card received in a transaction during this window can still be played in it (83.1, FAQ)',
  },
  {
    id: 'perform-action',
    pattern: new RegExp(`^${WHO_ACTIVE} performs? (?:an|a) (?:(?<which>tactical|strategic|component) )?action`),
    step: (g) => (g.which ? `${g.which}-action` : 'turn-action'),
    rules: ['lrr:3.1'],
  },
  { id: 'phase', pattern: /^(?:the )?(?<phase>strategy|action|status|agenda) phase/, step: (g) => `${g.phase}-phase`, rules: ['lrr:36'] },
  {
    id: 'agenda-revealed',
    pattern: /^(?:an|the) agenda is revealed/,
    step: 'agenda-reveal',
    rules: ['lrr:8.2'],
    note: 'predictions (riders) are made after the agenda is revealed and before any votes are cast (8.22)',
  },
  {
    id: 'speaker-votes',
    pattern: /^the speaker votes/,
    step: 'agenda-vote',
    voter: 'speaker',
    rules: ['lrr:69.2', 'ti4-faq:action-cards-14'],
    note: 'the speaker always votes last (69.2); the window opens even if the speaker cannot or does not vote (FAQ)',
  },
  {
    id: 'you-vote',
    pattern: /^you (?:cast (?:any )?votes|vote)/,
    step: 'agenda-vote',
    voter: 'you',
    rules: ['lrr:8.2', 'ti4-faq:action-cards-7'],
    note: 'players vote from the speaker\'s left, clockwise, the speaker last (8.2, 69.2); only after your own vote in the Vote step: additional votes from other effects (such as Bribery) open no such window (FAQ)',
  },
  { id: 'outcome-resolved', pattern: /^(?:an |the )?(?:outcome|agenda) is resolved/, step: 'agenda-resolve', rules: ['lrr:8.18'] },
  {
    id: 'action-card-played',
    pattern: /^(?<who>another player|a player|an opponent|your opponent) plays? an action card/,
    step: 'turn',
    reacts: 'action-card',
    rules: ['ti4-faq:action-cards-8'],
    note: 'it is played after that card\'s targets are decided and before any of its effects resolve, votes are cast or dice are rolled (FAQ)',
  },
  {
    id: 'draw-action-cards',
    pattern: /^(?<who>you|a player) draws? (?:(?:1|one) or more |an? )?action cards?/,
    step: 'status-draw-action-cards',
    onlyIn: 'status',
    rules: ['lrr:70.3', 'ti4-faq:general-12'],
    note: 'it triggers each time action cards are drawn (FAQ); in other phases cards are drawn by other effects (Politics), which this tool does not place',
  },
];

/** Words that may follow an event phrase to narrow it ("in a system that contains …"). */
export const CONDITION_WORDS = /^(?:in|during|that|which|if|against|with|where|while|other|to|on|from|containing|for|produced|by|of|and|or|this)\b/;

/** Unit abilities named on their own ("Sustain Damage"): their step and how they are timed there. */
export interface UnitAbility {
  name: string;
  step: string | CombatFamily;
  edge: 'before' | 'at';
  rules: string[];
  /** Tag a reaction can answer. */
  answers?: Reaction;
}

export const UNIT_ABILITIES: readonly UnitAbility[] = [
  { name: 'sustain damage', step: ASSIGN_HITS, edge: 'before', rules: ['lrr:76', 'lrr:67.6'], answers: 'sustain-damage' },
  { name: 'anti-fighter barrage', step: 'space-afb', edge: 'at', rules: ['lrr:10', 'lrr:67.3'] },
  { name: 'space cannon offense', step: 'space-cannon-offense', edge: 'at', rules: ['lrr:66.2', 'lrr:49.7'] },
  { name: 'space cannon defense', step: 'space-cannon-defense', edge: 'at', rules: ['lrr:66.6', 'lrr:44.3'] },
  { name: 'bombardment', step: 'bombardment', edge: 'at', rules: ['lrr:15', 'lrr:44.1'] },
  { name: 'production', step: 'production', edge: 'at', rules: ['lrr:59', 'lrr:78.5'] },
];

/** Names that are ambiguous on their own, with what to write instead. */
export const AMBIGUOUS_NAMES: Readonly<Record<string, string>> = {
  'space cannon':
    '"Space Cannon" is used in two windows: write "Space Cannon Offense" (after Move Ships, 66.2) or "Space Cannon Defense" (during an invasion, 66.6)',
};
