/**
 * The game round as data: every step an ability can be timed against, in play order, with the
 * rules that define it. The engine orders windows by walking this tree, so the order of the
 * children here IS the order of play (LRR 36, 78, 67, 44, 70, 8).
 */
import type { Phase } from './types';

/**
 * Where on a step a window sits. A step's windows come in this order, its children's windows
 * between `at` and `end`: before the step, at its start, at the moment of it ("when"), inside it,
 * at its end, after it. "When" (at) therefore precedes "after" on the same step (LRR 1.14).
 */
export type Edge = 'before' | 'start' | 'at' | 'end' | 'after';

export const EDGES: readonly Edge[] = ['before', 'start', 'at', 'end', 'after'];

export interface Step {
  id: string;
  label: string;
  /** Corpus ids of the rules that define this step. */
  rules: string[];
  /** What happens here, for the page. */
  summary: string;
  /** Performed by the active player, so "you …" / "another player …" can be checked against the owner. */
  byActivePlayer?: boolean;
  /** The step happens again within its parent (rounds of combat, the two agendas): LRR 1.16. */
  repeats?: string;
  /** Happens at most once however often its parent repeats (Anti-Fighter Barrage: first round only). */
  once?: boolean;
  /** The step as an event, for window labels: "When the agenda is revealed", "After ships move". */
  event?: string;
  /** The step has one sub-moment per player, in voting order (the Vote step, LRR 8.2 ii). */
  perPlayer?: 'vote';
  children?: Step[];
}

export interface PhaseStep extends Step {
  phase: Phase;
}

/** Where a step belongs: a phase of the round, or `any` for an occasion that can happen in several phases. */
export type StepPhase = Phase | 'any';

const s = (id: string, label: string, rules: string[], summary: string, more: Partial<Step> = {}): Step => ({
  id,
  label,
  rules,
  summary,
  ...more,
});

/**
 * A unit ability that rolls dice in two steps, roll then assign hits (LRR 10.1-10.2, 15.1-15.2,
 * 66.3-66.5), so "after you roll dice for …" and "before you assign hits produced by …" have
 * their own moments inside the ability's step.
 */
function rolled(id: string, label: string, rules: string[], summary: string, roll: string, hits: string, more: Partial<Step> = {}): Step {
  const name = label.replace(/ \(.*\)$/, '').toLowerCase();
  return s(id, label, rules, summary, {
    ...more,
    children: [
      s(`${id}-roll`, 'Roll dice', [roll], `Dice are rolled for each unit using ${name}; rerolls are resolved right after the roll.`, { event: `dice are rolled for ${name}` }),
      s(`${id}-hits`, 'Assign hits', [hits], `The targeted player destroys units for the hits of ${name}.`, { event: `hits from ${name} are assigned` }),
    ],
  });
}

function combat(kind: 'space' | 'ground'): Step {
  const round =
    kind === 'space'
      ? [
          rolled('space-afb', 'Anti-fighter barrage (first round only)', ['lrr:67.3', 'lrr:10'], 'Only in the first round, both players may use Anti-Fighter Barrage simultaneously.', 'lrr:10.1', 'lrr:10.2', { once: true }),
          s('space-announce-retreats', 'Announce retreats', ['lrr:67.4'], 'Each player may announce a retreat, beginning with the defender.', { event: 'retreats are announced' }),
          s('space-roll-dice', 'Roll dice', ['lrr:67.5'], 'The attacker rolls all his combat dice, then the defender; rerolls are resolved right after the roll.'),
          s('space-assign-hits', 'Assign hits', ['lrr:67.6', 'lrr:76', 'lrr:29.1'], 'Before assigning hits, players may use Sustain Damage to cancel hits; then each player destroys one ship per hit.', {
            event: 'hits are assigned',
            children: [s('space-ship-destroyed', 'Ships are destroyed', ['lrr:67.6', 'lrr:29'], 'Ships chosen to absorb hits are destroyed and return to reinforcements.', { event: 'ships are destroyed' })],
          }),
          s('space-retreat', 'Retreat', ['lrr:67.7'], 'A player who announced a retreat moves his ships to an eligible adjacent system.'),
        ]
      : [
          s('ground-roll-dice', 'Roll dice', ['lrr:38.1'], 'Each player rolls one die for each of his ground forces on the planet.'),
          s('ground-assign-hits', 'Assign hits', ['lrr:38.2'], 'Each player destroys one of his ground forces on the planet for each hit.', {
            event: 'hits are assigned',
            children: [s('ground-unit-destroyed', 'Ground forces are destroyed', ['lrr:38.2', 'lrr:29'], 'Ground forces chosen to absorb hits are destroyed.', { event: 'ground forces are destroyed' })],
          }),
        ];
  return kind === 'space'
    ? s('space-combat', 'Space combat', ['lrr:78.3', 'lrr:67', 'lrr:67.9', 'lrr:67.10'], '"Before combat" is immediately before the Anti-Fighter Barrage step (67.2); the combat ends when only one player (or neither) has ships in the active system.', {
        children: [s('space-combat-round', 'Round of space combat', ['lrr:67.8'], 'Rounds repeat from "Announce retreats" while both players have ships in the system.', { repeats: 'each round of combat', children: round })],
      })
    : s('ground-combat', 'Ground combat', ['lrr:44.4', 'lrr:38', 'lrr:38.4'], 'Resolved on each planet where the active player landed against another player\'s ground forces; ends when only one player (or neither) has ground forces there.', {
        children: [s('ground-combat-round', 'Round of ground combat', ['lrr:38.3'], 'Rounds repeat while both players have ground forces on the planet.', { repeats: 'each round of combat', children: round })],
      });
}

/** The game round (LRR 36): strategy, action, status and agenda phases. */
export const ROUND: readonly PhaseStep[] = [
  {
    ...s('strategy-phase', 'Strategy phase', ['lrr:73', 'lrr:36'], 'Starting with the speaker and going clockwise, each player chooses a strategy card.', {
      children: [
        s('strategy-choose', 'Choose strategy cards', ['lrr:73.1', 'lrr:69.1'], 'The speaker chooses first, then each player clockwise.', { event: 'a player chooses a strategy card' }),
        s('strategy-trade-goods', 'Trade goods on unchosen cards', ['lrr:73.2'], 'The speaker places one trade good on each strategy card nobody chose.'),
      ],
    }),
    phase: 'strategy',
  },
  {
    ...s('action-phase', 'Action phase', ['lrr:3', 'lrr:36.2'], 'Players take turns in initiative order, one action per turn, until every player has passed.', {
      children: [
        s('turn', "The active player's turn", ['lrr:3', 'lrr:4', 'lrr:3.3', 'lrr:36.3'], '"At the start of your turn" abilities open the turn, even on the turn the player passes (3.3).', {
          byActivePlayer: true,
          children: [
            s('turn-action', 'Perform one action', ['lrr:3.1'], 'A strategic, tactical or component action: one per turn.', {
              event: 'the active player performs an action',
              byActivePlayer: true,
              children: [
                s('component-action', 'Component action', ['lrr:21', 'lrr:21.1', 'lrr:1.3'], 'An "Action:" ability, resolved as the active player\'s action for the turn.', { byActivePlayer: true }),
                s('strategic-action', 'Strategic action', ['lrr:71'], 'The active player resolves the primary ability of his strategy card.', {
                  byActivePlayer: true,
                  children: [
                    s('strategy-primary', 'Primary ability', ['lrr:71', 'lrr:72.3'], 'Only the card\'s owner resolves it.', { byActivePlayer: true }),
                    s('strategy-secondary', 'Secondary abilities', ['lrr:71.1', 'lrr:72.4'], 'Each other player, from the active player\'s left and clockwise, may resolve it.'),
                  ],
                }),
                s('tactical-action', 'Tactical action', ['lrr:78'], 'Activation, movement, space combat, invasion, production.', {
                  byActivePlayer: true,
                  children: [
                    s('activation', 'Activation', ['lrr:78.1', 'lrr:5'], 'The active player places a command token from his tactic pool in a system: the active system.', { byActivePlayer: true, event: 'the active player activates a system' }),
                    s('movement', 'Movement', ['lrr:78.2', 'lrr:49'], 'Move ships, then space cannon offense.', {
                      byActivePlayer: true,
                      children: [
                        s('move-ships', 'Move ships', ['lrr:49.4', 'lrr:49.6'], 'The active player declares which ships move; they arrive simultaneously.', { byActivePlayer: true, event: 'ships move into the active system' }),
                        rolled('space-cannon-offense', 'Space cannon offense', ['lrr:49.7', 'lrr:66.2', 'lrr:66.1'], 'After the "Move Ships" step, any player may use Space Cannon against ships in the active system.', 'lrr:66.3', 'lrr:66.5'),
                      ],
                    }),
                    combat('space'),
                    s('invasion', 'Invasion', ['lrr:78.4', 'lrr:44'], 'Bombardment, commit ground forces, space cannon defense, ground combat, establish control.', {
                      children: [
                        rolled('bombardment', 'Bombardment', ['lrr:44.1', 'lrr:15'], 'The active player may bombard planets in the active system.', 'lrr:15.1', 'lrr:15.2', { byActivePlayer: true }),
                        s('commit-ground-forces', 'Commit ground forces', ['lrr:44.2'], 'The active player lands ground forces on planets.', { byActivePlayer: true }),
                        rolled('space-cannon-defense', 'Space cannon defense', ['lrr:44.3', 'lrr:66.6'], 'Units with Space Cannon on an invaded planet may fire at the committed ground forces.', 'lrr:66.3', 'lrr:66.5'),
                        combat('ground'),
                        s('establish-control', 'Establish control', ['lrr:44.5'], 'The active player gains control of each planet where his ground forces remain.', { event: 'the active player gains control of planets' }),
                      ],
                    }),
                    s('production', 'Production', ['lrr:78.5', 'lrr:59'], 'The active player may use the Production abilities of his units in the active system.', { byActivePlayer: true }),
                  ],
                }),
              ],
            }),
          ],
        }),
      ],
    }),
    phase: 'action',
  },
  {
    ...s('status-phase', 'Status phase', ['lrr:70'], 'Eight steps; steps with a player order follow initiative order.', {
      children: [
        s('status-score-objectives', '1. Score objectives', ['lrr:70.1'], 'In initiative order, each player may score one public and one secret objective.'),
        s('status-reveal-objective', '2. Reveal public objective', ['lrr:70.2'], 'The speaker reveals a public objective.'),
        s('status-draw-action-cards', '3. Draw action cards', ['lrr:70.3'], 'In initiative order, each player draws one action card.', { event: 'action cards are drawn' }),
        s('status-remove-tokens', '4. Remove command tokens', ['lrr:70.4'], 'Each player removes his command tokens from the board.'),
        s('status-gain-tokens', '5. Gain and redistribute command tokens', ['lrr:70.5'], 'Each player gains two command tokens; a timing conflict is resolved in initiative order.'),
        s('status-ready-cards', '6. Ready cards', ['lrr:70.6'], 'Each player readies all his exhausted cards.'),
        s('status-repair-units', '7. Repair units', ['lrr:70.7'], 'Each player repairs his damaged units.'),
        s('status-return-strategy-cards', '8. Return strategy cards', ['lrr:70.8'], 'Strategy cards go back to the common play area.'),
      ],
    }),
    phase: 'status',
  },
  {
    ...s('agenda-phase', 'Agenda phase', ['lrr:8', 'lrr:36.1'], 'Two agendas are revealed, voted on and resolved; then planets are readied.', {
      children: [
        s('agenda', 'Resolve an agenda', ['lrr:8.2', 'lrr:8.3'], 'Reveal, vote, resolve, for the first agenda and again for the second.', {
          repeats: 'each of the two agendas',
          children: [
            s('agenda-reveal', 'Reveal agenda', ['lrr:8.2', 'lrr:69.2'], 'The speaker draws the top agenda card and reads it aloud.', { event: 'the agenda is revealed' }),
            s('agenda-vote', 'Vote', ['lrr:8.2', 'lrr:8.5', 'lrr:69.2'], 'Each player votes in turn, starting with the player to the left of the speaker; the speaker votes last.', { perPlayer: 'vote' }),
            s('agenda-resolve', 'Resolve outcome', ['lrr:8.2', 'lrr:8.18', 'lrr:8.19'], 'Votes are tallied and the outcome with the most votes is resolved; the speaker breaks ties.', { event: 'the outcome is resolved' }),
          ],
        }),
        s('agenda-ready-planets', 'Ready planets', ['lrr:8.4'], 'Each player readies his exhausted planets; a new round begins.'),
      ],
    }),
    phase: 'agenda',
  },
];

/**
 * Occasions: events that are not a fixed step of the round but can happen in several phases
 * (a transaction, a technology researched, commodities replenished). A window on one is ordered
 * only against the other windows of the same occasion; the engine says so in the reason.
 */
export const OCCASIONS: readonly Step[] = [
  s('transaction', 'A transaction', ['lrr:83', 'lrr:83.1', 'lrr:83.2', 'lrr:60'], 'Players exchange trade goods, commodities and promissory notes; the active player takes part in each transaction.', {
    event: 'a transaction is resolved',
  }),
  s('replenish-commodities', 'Commodities are replenished', ['lrr:20.3', 'lrr:20.4'], 'A player takes commodity tokens up to his faction\'s commodity value (Trade, other effects).', {
    event: 'a player replenishes commodities',
  }),
  s('gain-trade-goods', 'Trade goods are gained', ['lrr:82'], 'A player gains trade goods from the supply (Trade, a transaction, another effect).', { event: 'a player gains trade goods' }),
  s('spend-trade-goods', 'Trade goods are spent', ['lrr:82'], 'A player spends trade goods as resources or influence.', { event: 'a player spends trade goods' }),
  s('spend-strategy-token', 'A strategy token is spent', ['lrr:19'], 'A player spends a command token from his strategy pool (a secondary ability, a faction ability).', {
    event: 'a player spends a token from his strategy pool',
  }),
  s('research-technology', 'A technology is researched or gained', ['lrr:79.9'], 'A player researches (Technology, other effects) or gains a technology.', {
    event: 'a player researches a technology',
  }),
  s('explore', 'A planet or frontier token is explored', ['pok:exploration'], 'A player draws an exploration card and resolves it.', { event: 'a player explores' }),
  s('place-structure', 'A structure is placed', ['lrr:74'], 'A player places a PDS or space dock (Construction, other effects).', { event: 'a player places a space dock' }),
  s('discard-action-card', 'An action card is discarded', ['lrr:2'], 'An action card goes to the discard pile after it is played or discarded.', { event: 'an action card is discarded' }),
  s('exhaust-agent', 'An agent is exhausted', ['pok:leaders'], 'A player exhausts his agent to use its ability.', { event: 'an agent is exhausted' }),
  s('pillage', 'Pillage is used', ['ti4-faq:the-mentak-coalition-4'], 'The Mentak player takes a trade good or commodity with the Pillage faction ability.', { event: 'Pillage is used' }),
];

export interface StepInfo {
  step: Step;
  phase: StepPhase;
  parent?: string;
  /** Ids from the phase down to this step. */
  path: string[];
}

/** Position of each (step, edge) in play order; a per-player step also holds its voting sub-moments at `cast`. */
interface Ranks {
  info: Map<string, StepInfo>;
  rank: Map<string, number>;
}

function buildRanks(): Ranks {
  const info = new Map<string, StepInfo>();
  const rank = new Map<string, number>();
  let next = 0;
  const walk = (step: Step, phase: StepPhase, path: string[], parent?: string) => {
    if (info.has(step.id)) throw new Error(`timeline: duplicate step id ${step.id}`);
    const here = [...path, step.id];
    info.set(step.id, { step, phase, parent, path: here });
    for (const edge of ['before', 'start', 'at'] as const) rank.set(`${step.id}/${edge}`, next++);
    if (step.perPlayer) rank.set(`${step.id}/cast`, next++);
    for (const child of step.children ?? []) walk(child, phase, here, step.id);
    for (const edge of ['end', 'after'] as const) rank.set(`${step.id}/${edge}`, next++);
  };
  for (const p of ROUND) walk(p, p.phase, []);
  for (const o of OCCASIONS) walk(o, 'any', []);
  return { info, rank };
}

const RANKS = buildRanks();

export function stepInfo(id: string): StepInfo | undefined {
  return RANKS.info.get(id);
}

/** Every step in play order. */
export function allSteps(): StepInfo[] {
  return [...RANKS.info.values()];
}

/** A window: an edge of a step, or for a per-player step, the moment one player acts in it. */
export interface Slot {
  step: string;
  edge: Edge;
  /** Per-player steps (Vote): whose vote. */
  player?: string;
}

export function slotKey(slot: Slot): string {
  return `${slot.step}/${slot.edge}${slot.player === undefined ? '' : `@${slot.player}`}`;
}

/**
 * Sort key of a window in play order. A per-player moment sits inside its step, ordered by that
 * player's position in `playerOrder` (the voting order), its `at` before its `after`.
 */
export function slotRank(slot: Slot, playerOrder: readonly string[]): number[] {
  const key = slot.player === undefined ? `${slot.step}/${slot.edge}` : `${slot.step}/cast`;
  const base = RANKS.rank.get(key);
  if (base === undefined) throw new Error(`timeline: no window ${key}`);
  if (slot.player === undefined) return [base, 0, 0];
  return [base, playerOrder.indexOf(slot.player), slot.edge === 'after' ? 1 : 0];
}

export function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** True if `step` is `ancestor` or lies inside it. */
export function isWithin(step: string, ancestor: string): boolean {
  return stepInfo(step)?.path.includes(ancestor) ?? false;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** Steps as noun phrases for "At the start of …" labels, where the bare label reads badly. */
const PHRASES: Readonly<Record<string, string>> = {
  'strategy-phase': 'the strategy phase',
  'action-phase': 'the action phase',
  'status-phase': 'the status phase',
  'agenda-phase': 'the agenda phase',
  turn: "the active player's turn",
  'turn-action': "the active player's action",
  'component-action': 'the component action',
  'strategic-action': 'the strategic action',
  'strategy-primary': "the strategy card's primary ability",
  'strategy-secondary': "the strategy card's secondary abilities",
  'tactical-action': 'the tactical action',
  movement: 'movement',
  'space-combat': 'the space combat',
  'ground-combat': 'the ground combat',
  'space-combat-round': 'a round of space combat',
  'ground-combat-round': 'a round of ground combat',
  'space-afb': 'anti-fighter barrage',
  'space-cannon-offense': 'space cannon offense',
  'space-cannon-defense': 'space cannon defense',
  bombardment: 'bombardment',
  invasion: 'the invasion',
  agenda: 'resolving an agenda',
  'agenda-vote': 'the vote',
};

/** The noun phrase of a step: from the table, a status step as "the "…" step", a roll or hits sub-step with its ability. */
function phraseOf(id: string, step: Step): string {
  const fixed = PHRASES[id];
  if (fixed) return fixed;
  const info = stepInfo(id);
  if (info?.phase === 'any') return lower(step.label);
  const name = `the "${step.label.replace(/^\d+\. /, '').replace(/ \(.*\)$/, '')}" step`;
  // A step of a combat round or of a unit ability says which: "the "Roll dice" step of a round of space combat".
  const parent = info?.parent;
  if (parent && (/-combat-round$/.test(parent) || /-(roll|hits)$/.test(id))) return `${name} of ${phraseOf(parent, stepInfo(parent)!.step)}`;
  return name;
}

/** The window in words, e.g. "At the start of space combat", "After Ann votes". */
export function slotLabel(slot: Slot, speaker?: string): string {
  const step = stepInfo(slot.step)?.step;
  const label = step ? phraseOf(slot.step, step) : slot.step;
  if (slot.player !== undefined) {
    const who = slot.player === speaker ? `the speaker (${slot.player})` : slot.player;
    return slot.edge === 'after' ? `After ${who} votes` : `When ${who} votes`;
  }
  if (step?.event && slot.edge !== 'start' && slot.edge !== 'end') {
    return `${slot.edge === 'before' ? 'Before' : slot.edge === 'at' ? 'When' : 'After'} ${step.event}`;
  }
  switch (slot.edge) {
    case 'before':
      return `Before ${label}`;
    case 'start':
      return `At the start of ${label}`;
    case 'at':
      return `During ${label}`;
    case 'end':
      return `At the end of ${label}`;
    case 'after':
      return `After ${label}`;
  }
}

/** Parses a window key back into a slot (for the page); undefined if it is not a window of the round. */
export function parseSlotKey(key: string): Slot | undefined {
  const m = /^([a-z0-9-]+)\/(before|start|at|end|after)(?:@(.+))?$/.exec(key);
  if (!m || !stepInfo(m[1]!)) return undefined;
  return { step: m[1]!, edge: m[2] as Edge, ...(m[3] === undefined ? {} : { player: m[3] }) };
}
