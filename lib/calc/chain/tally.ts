/**
 * What the chain adds up as combats end: the chance of each outcome, of each side's final state,
 * the chart of rounds, and the mass dropped as negligible.
 */
import type { SideSpace } from '../space';
import { grown } from '../grown';

export const OUTCOMES = [
  'attacker',
  'defender',
  'draw',
  'attackerRetreated',
  'defenderRetreated',
  'ongoing',
  'stalemate',
] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const O_ATTACKER = 0;
export const O_DEFENDER = 1;
export const O_DRAW = 2;
export const O_ONGOING = 5;
export const O_STALEMATE = 6;

/**
 * The sums of one calculation. An attacker whose last units on the planet are the Matriarch's
 * fighters wins nothing: they go back to space, the planet is not taken, and the combat is a draw. Fields of a class rather than variables shared by closures: a
 * number the closures share is stored boxed, so every add to it allocates.
 */
export class Tally {
  readonly outcome = new Float64Array(OUTCOMES.length);
  /** P(each side ends in state s): grown as states are numbered (fit). */
  finalA: Float64Array;
  finalD: Float64Array;
  /** P(the combat is still going after round r), r from 1. */
  readonly stillGoing: number[] = [];
  pruned = 0;
  private readonly A: SideSpace;
  private readonly D: SideSpace;

  constructor(A: SideSpace, D: SideSpace) {
    this.A = A;
    this.D = D;
    this.finalA = new Float64Array(A.states.length + 64);
    this.finalD = new Float64Array(D.states.length + 64);
  }

  /** Makes room in finalA and finalD for every state numbered so far. */
  fit(): void {
    const { A, D } = this;
    if (A.states.length > this.finalA.length) {
      this.finalA = grown(this.finalA, 2 * A.states.length);
    }
    if (D.states.length > this.finalD.length) {
      this.finalD = grown(this.finalD, 2 * D.states.length);
    }
  }

  /** The combat ends in outcome o with the sides in states a and d, with probability p. */
  end(o: number, a: number, d: number, p: number): void {
    this.fit();
    const held = o !== O_ATTACKER || !this.A.mayLeaveGround || this.A.holds[a] === 1;
    const k = held ? o : O_DRAW;
    this.outcome[k] = this.outcome[k]! + p;
    this.finalA[a] = this.finalA[a]! + p;
    this.finalD[d] = this.finalD[d]! + p;
  }

  /** Combats ending in outcome o with the attacker in one of `as` and the defender in one of `ds` (after fit). */
  settle(o: number, m: number, as: Int32Array, ap: Float64Array, na: number, sa: number, ds: Int32Array, dp: Float64Array, nd: number, sd: number): void {
    if (sa === 0 || sd === 0) return;
    const { finalA, finalD } = this;
    const lost = o === O_ATTACKER ? this.notHeld(as, ap, na) : 0;
    this.outcome[o] = this.outcome[o]! + m * (sa - lost) * sd;
    if (lost > 0) this.outcome[O_DRAW] = this.outcome[O_DRAW]! + m * lost * sd;
    for (let k = 0; k < na; k++) finalA[as[k]!] = finalA[as[k]!]! + m * ap[k]! * sd;
    for (let k = 0; k < nd; k++) finalD[ds[k]!] = finalD[ds[k]!]! + m * dp[k]! * sa;
  }

  /** The mass of attacker states (as, ap) left with no unit that stays on the planet. */
  private notHeld(as: Int32Array, ap: Float64Array, na: number): number {
    const { A } = this;
    if (!A.mayLeaveGround) return 0;
    let p = 0;
    for (let k = 0; k < na; k++) if (A.holds[as[k]!] === 0) p += ap[k]!;
    return p;
  }
}
