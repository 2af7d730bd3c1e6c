/**
 * The combat rounds as an absorbing Markov chain over pairs of side states (a, d).
 *
 * Phase 1 steps the distribution round by round while anything depends on the round number
 * (Morale Boost, "retreat after round N", a round limit), and on while that is cheaper than phase 2
 * (steppingPays: large battles with Duranium Armor, or with thousands of coupled pairs a round).
 * Phase 2 solves what is left exactly:
 * every side state has a rank that never decreases (fleet.progressRank), so pairs are visited in
 * order of rank sum and each block of equal ranks (no hits; or a Duranium repair) is solved as a
 * small linear system instead of being iterated.
 *
 * Speed: states are numbered as the rounds reach them (SideSpace.row) and pairs as they first get
 * mass (PairIds), so only what the combat visits is ever expanded; pairs with mass are kept in a
 * list, each side's round outcomes are split once into "survives" and "gone" so that combat endings
 * are sums rather than products, and moves carrying less than PRUNE are dropped; the dropped mass
 * is counted, and if it ever exceeds PRUNE_BUDGET the calculation is repeated without dropping
 * anything.
 */
import type { SideSpace } from './space';
import { ChartBuffers, chartOnly, chartRemainingRounds, Edges } from './chain/chart';
import { Frontier } from './chain/frontier';
import { PairIds } from './chain/pair-ids';
import { RoundStepper, SideLists } from './chain/round';
import { Grid, Grouping, sweep, SWEEP_GROUPING } from './chain/sweep';
import { Recording, StationaryTail } from './chain/tail';
import { O_ATTACKER, O_DEFENDER, O_DRAW, O_ONGOING, Tally, type Outcome } from './chain/tally';

export { OUTCOMES, type Outcome } from './chain/tally';

export type SideIndex = 0 | 1;

/**
 * Cross-side effects inside a round (reaction hits, Courageous to the End, Devotion): given the
 * outcome indices of both rolls (j: the defender's roll, received by the attacker; i: the
 * attacker's roll), emit the resulting pairs with their probabilities (summing to 1).
 */
export type PairRound = (a: number, d: number, j: number, i: number, emit: (a2: number, d2: number, p: number) => void) => void;

export interface ChainRules {
  /** The index of the side's round context in round r (1-based). */
  context(side: SideIndex, round: number): number;
  /** Whether the side announces a retreat at the start of round r in state s (67.4). */
  retreats(side: SideIndex, round: number, s: number): boolean;
  /** Rounds fought before the combat is stopped as "ongoing"; Infinity when unlimited. */
  maxRounds: number;
  /** From this round on, context() and retreats() no longer depend on the round. */
  stationaryFrom: number;
  /**
   * Present when some effect couples the two sides within a round: the definition, outcome pair
   * by outcome pair (used only when `coupled` is absent).
   */
  pair?: PairRound;
  /** The same round split into independent products (lib/calc/pairs.ts makeCoupler). */
  coupled?: Coupled;
  /** Frontiers of at least this many pairs are stepped in groups (default SWEEP_GROUPING; for tests). */
  groupFrom?: number;
  /** Grouped rounds of at least this many pairs add their moves up in a dense grid, however sparse (for tests; default: GRID_FROM pairs filling enough of the grid). */
  gridFrom?: number;
  /** Whether an unlimited combat's stationary rounds are stepped while that pays (default; false for tests). */
  stepTail?: boolean;
}

/**
 * A coupled round as independent parts: for pair (a, d), given each side's roll (pA the
 * attacker's, pD the defender's) and each side's ordinary row, emit() each part as the attacker's
 * states after the round with their probabilities and the defender's; within a part the two are
 * independent, and the parts' products add up to the round. The lists are scratch space, valid
 * during the call only.
 */
export interface Coupled {
  components(
    a: number,
    d: number,
    pA: Float64Array,
    pD: Float64Array,
    rowA: Int32Array,
    rowD: Int32Array,
    emit: (sA: Int32Array, qA: Float64Array, nA: number, sD: Int32Array, qD: Float64Array, nD: number) => void,
  ): void;
  /** Whether pairs with side s in state x may be stepped together by group() (grouped on side s). */
  groupable(s: SideIndex, x: number): boolean;
  /**
   * The round of the pairs of side s's states xs[k] (masses ms[k], k < n) with the other side's
   * state y, where the xs are groupable and roll alike (pX, one sustain blocking; rowY: y's
   * ordinary row against it; ctxY: y's round context): emit() as components(), with the masses
   * already in side s's lists. Side-s shares below `prune` are dropped: returns the mass dropped.
   */
  group(
    s: SideIndex,
    y: number,
    pX: Float64Array,
    rowY: Int32Array,
    ctxY: number,
    xs: Int32Array,
    ms: Float64Array,
    n: number,
    prune: number,
    emit: (sA: Int32Array, qA: Float64Array, nA: number, sD: Int32Array, qD: Float64Array, nD: number) => void,
  ): number;
}

export interface ChainResult {
  outcome: Record<Outcome, number>;
  /** P(the side ends the combat in state s). */
  finalA: Float64Array;
  finalD: Float64Array;
  stillGoing: number[];
  /** Mass dropped as negligible (bounded by PRUNE_BUDGET). */
  pruned: number;
}

/** Moves carrying less than this are dropped from the exact computation... */
const PRUNE = 1e-18;
/** ...as long as all the dropped mass stays below this; otherwise nothing is dropped. */
export const PRUNE_BUDGET = 1e-11;

/** The combat from the initial pairs [a, d, probability]. */
export function solveChain(A: SideSpace, D: SideSpace, initial: readonly (readonly [number, number, number])[], rules: ChainRules): ChainResult {
  const first = run(A, D, initial, rules, PRUNE);
  return first.pruned <= PRUNE_BUDGET ? first : run(A, D, initial, rules, 0);
}

/**
 * The working arrays of run(). Allocating typed arrays costs more than a small battle's rounds,
 * so they are kept between calculations while they hold at most POOL_LIMIT pairs; run() hands
 * them back clean (every mass, pair number and mark reset).
 */
interface Work {
  pairs: PairIds;
  cur: Frontier;
  nxt: Frontier;
  edges: Edges;
  chart: ChartBuffers;
  lists: [SideLists, SideLists];
  record: Recording;
  grouping: Grouping;
  grid: Grid;
}
const POOL_LIMIT = 1 << 16;
let pooled: Work | undefined;

function takeWork(): Work {
  const w = pooled;
  pooled = undefined;
  return (
    w ?? {
      pairs: new PairIds(),
      cur: new Frontier(),
      nxt: new Frontier(),
      edges: new Edges(),
      chart: new ChartBuffers(),
      lists: [new SideLists(), new SideLists()],
      record: new Recording(),
      grouping: new Grouping(),
      grid: new Grid(),
    }
  );
}

function giveWork(w: Work): void {
  if (w.pairs.n > POOL_LIMIT) return;
  w.cur.clear();
  w.nxt.clear();
  w.pairs.clear();
  w.edges.n = 0;
  pooled = w;
}

function run(A: SideSpace, D: SideSpace, initial: readonly (readonly [number, number, number])[], rules: ChainRules, prune: number): ChainResult {
  const work = takeWork();
  try {
    return runWith(work, A, D, initial, rules, prune);
  } finally {
    giveWork(work);
  }
}

/** Phase 1 from the initial pairs; then what the rounds left goes on as "ongoing" at a round limit, or to phase 2 and its chart. */
function runWith(work: Work, A: SideSpace, D: SideSpace, initial: readonly (readonly [number, number, number])[], rules: ChainRules, prune: number): ChainResult {
  const { pairs } = work;
  const tally = new Tally(A, D);
  const stepper = new RoundStepper(A, D, rules, prune, pairs, tally, work.lists, work.grid, work.cur);
  for (const [a, d, p] of initial) {
    if (A.wiped[a] || D.wiped[d]) tally.end(O_DRAW, A.zero, D.zero, p);
    else if (A.empty[a] || D.empty[d]) tally.end(A.empty[a] && D.empty[d] ? O_DRAW : A.empty[a] ? O_DEFENDER : O_ATTACKER, a, d, p);
    else work.cur.add(pairs.id(a, d, D.states.length), p);
  }
  const { cur, round, remaining } = stepRounds(stepper, work);
  if (remaining !== 0 && round > rules.maxRounds) {
    for (let k = 0; k < cur.size; k++) {
      const x = cur.list[k]!;
      tally.end(O_ONGOING, pairs.a[x]!, pairs.d[x]!, cur.mass[x]!);
    }
  } else if (remaining !== 0) {
    const tail = new StationaryTail(stepper, cur, work.record, work.edges, Math.max(round, rules.stationaryFrom));
    tail.solve();
    chartRemainingRounds(work.chart, pairs, tail.met, tail.chartFrom, work.edges, round, tally.stillGoing);
  }
  return resultOf(tally, A, D, rules);
}

/**
 * Phase 1: round by round, exactly, while the rounds differ, and further while that pays
 * (steppingPays). Returns the frontier of pairs still fighting, its mass, and the first round
 * not stepped.
 */
function stepRounds(stepper: RoundStepper, work: Work): { cur: Frontier; round: number; remaining: number } {
  const { A, D, rules, prune, pairs, tally } = stepper;
  let cur = work.cur;
  let nxt = work.nxt;
  let round = 1;
  let remaining = cur.total();
  let before = Infinity;
  while (remaining > 0 && round <= rules.maxRounds && stepsOn(rules, tailStepped(A, D, rules, round, cur.size), round, remaining, before)) {
    before = remaining;
    if (cur.size < (rules.groupFrom ?? SWEEP_GROUPING)) {
      for (let k = 0; k < cur.size; k++) {
        const x = cur.list[k]!;
        const m = cur.mass[x]!;
        if (m < prune) tally.pruned += m;
        else stepper.step(pairs.a[x]!, pairs.d[x]!, m, round, nxt, false);
      }
    } else sweep(stepper, work.grouping, cur, round, nxt);
    cur.clear();
    [cur, nxt] = [nxt, cur];
    remaining = cur.total();
    tally.stillGoing.push(remaining);
    round++;
  }
  return { cur, round, remaining };
}

/**
 * Without Duranium Armor, a frontier of coupled pairs at least this large has its stationary
 * rounds stepped (in groups, see sweep) rather than left to phase 2, which takes each coupled pair
 * alone: measured (session 25), the slowest legal battles found, 8,000-120,000 pairs a round,
 * 2.4 s -> 0.3 s of CPU; mid fleets with Courageous on both sides, about 2,000, 21 -> 12 ms;
 * smaller fleets, about 400 a round for a dozen rounds, 11 -> 23 ms (hence not those).
 */
const COUPLED_TAIL_FROM = 1024;
/**
 * ...and a first round alike to the others from a start of at least this many pairs (after the
 * shots before combat) is stepped to see: such a start grows to thousands of pairs in a round
 * (the slowest found, 110 -> 7,910), where a start of a few pairs stays small.
 */
const COUPLED_START_FROM = 64;

/** Whether phase 1 may step the stationary round `round` from a frontier of `size` pairs while that pays (steppingPays); never where a test turned stepTail off. */
function tailStepped(A: SideSpace, D: SideSpace, rules: ChainRules, round: number, size: number): boolean {
  if (rules.stepTail === false) return false;
  if (A.setup.duranium || D.setup.duranium) return true;
  // Otherwise phase 2 takes each ordinary pair once, cheaper than rounds.
  if (rules.coupled === undefined) return false;
  return size >= (round === 1 ? COUPLED_START_FROM : COUPLED_TAIL_FROM);
}

/** Whether phase 1 steps round `round`: while the rounds differ or are limited, and on while that pays. */
function stepsOn(rules: ChainRules, stepTail: boolean, round: number, remaining: number, before: number): boolean {
  if (round < rules.stationaryFrom || Number.isFinite(rules.maxRounds)) return true;
  return stepTail && steppingPays(round - rules.stationaryFrom, remaining, before);
}

function resultOf(tally: Tally, A: SideSpace, D: SideSpace, rules: ChainRules): ChainResult {
  const { outcome } = tally;
  return {
    outcome: {
      attacker: outcome[0]!,
      defender: outcome[1]!,
      draw: outcome[2]!,
      attackerRetreated: outcome[3]!,
      defenderRetreated: outcome[4]!,
      ongoing: outcome[5]!,
      stalemate: outcome[6]!,
    },
    finalA: tally.finalA.subarray(0, A.states.length),
    finalD: tally.finalD.subarray(0, D.states.length),
    stillGoing: Number.isFinite(rules.maxRounds) ? tally.stillGoing : chartOnly(tally.stillGoing, rules.stationaryFrom - 1),
    pruned: tally.pruned,
  };
}

/**
 * Without a round limit, with Duranium Armor, the stationary rounds are still stepped one by one
 * (in groups, see sweep) while that pays: a large battle's mass mostly ends within a few rounds,
 * and a round over the pairs holding mass costs far less than phase 2's blocks, which take every
 * pair the combat can reach within a block (up to a few hundred), however little mass gets there.
 * (Without Duranium, phase 2 takes each pair once, alone: cheaper than stepping, measured; but
 * for a large frontier of coupled pairs, which stepping takes in groups, see tailStepped.)
 * Stepping stops once less than TAIL_MASS is still going (phase 2 then meets few pairs above
 * PRUNE), or when the combat ends slowly: after TAIL_WARMUP rounds (in which sustains and cards
 * may hold off the first losses), less than TAIL_DECAY of what is left ending in a round (long
 * battles of few pairs, which phase 2 solves at once).
 */
const TAIL_MASS = 1e-12;
const TAIL_WARMUP = 10;
const TAIL_DECAY = 0.2;
const TAIL_MAX_ROUNDS = 200;
function steppingPays(stationaryRounds: number, remaining: number, before: number): boolean {
  if (remaining <= TAIL_MASS || stationaryRounds >= TAIL_MAX_ROUNDS) return false;
  return stationaryRounds < TAIL_WARMUP || remaining <= (1 - TAIL_DECAY) * before;
}
