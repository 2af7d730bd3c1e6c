/**
 * The state space of one side: every fleet state it can reach, numbered, with its per-round
 * transitions and hit distributions memoized (a state's dice depend only on the state).
 */
import { poolDistribution } from './dice';
import {
  aliveCount,
  combatRolls,
  progressRank,
  takeRoundHits,
  type FleetState,
  type SideSetup,
} from './fleet';

export interface HitDistribution {
  /** p[k] = P(k hits). */
  p: Float64Array;
  /** tail[k] = P(k or more hits); tail[p.length] = 0. */
  tail: Float64Array;
}

export class SideSpace {
  readonly states: FleetState[] = [];
  private readonly ids = new Map<string, number>();
  /** after[s][k]: the state after a combat round in which the side takes k hits. */
  after: Int32Array[] = [];
  empty: Uint8Array = new Uint8Array(0);
  ships: Int32Array = new Int32Array(0);
  rank: Int32Array = new Int32Array(0);
  /** firstEmpty[s]: the fewest hits that leave the side with no units. */
  firstEmpty: Int32Array = new Int32Array(0);
  /** stay[s]: hits below this leave the side's rank unchanged (0 hits; with Duranium, maybe more). */
  stay: Int32Array = new Int32Array(0);
  private readonly dists = new Map<number, HitDistribution>();

  constructor(
    readonly setup: SideSetup,
    private readonly initialAlive: number,
  ) {}

  intern(state: FleetState): number {
    const key = state.join(',');
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.states.length;
      this.states.push(state);
      this.ids.set(key, id);
    }
    return id;
  }

  /** Numbers every state reachable by combat rounds from the states interned so far. */
  close(maxHitsTaken: number): void {
    for (let s = 0; s < this.states.length; s++) {
      const row = new Int32Array(maxHitsTaken + 1);
      const state = this.states[s]!;
      for (let k = 0; k <= maxHitsTaken; k++) row[k] = this.intern(takeRoundHits(this.setup, state, k));
      this.after[s] = row;
    }
    const n = this.states.length;
    this.empty = new Uint8Array(n);
    this.ships = new Int32Array(n);
    this.rank = new Int32Array(n);
    this.firstEmpty = new Int32Array(n);
    this.stay = new Int32Array(n);
    this.states.forEach((state, s) => {
      const alive = aliveCount(this.setup, state);
      this.ships[s] = alive;
      this.empty[s] = alive === 0 ? 1 : 0;
      this.rank[s] = progressRank(this.setup, this.initialAlive, state);
    });
    this.after.forEach((row, s) => {
      let k = 0;
      while (k < row.length && !this.empty[row[k]!]) k++;
      this.firstEmpty[s] = k;
      let j = 0;
      while (j < row.length && !this.empty[row[j]!] && this.rank[row[j]!] === this.rank[s]) j++;
      this.stay[s] = j;
    });
  }

  /** The hits this state's combat roll produces with the given modifier. */
  hits(s: number, modifier: number): HitDistribution {
    const key = s * 64 + modifier + 32;
    let dist = this.dists.get(key);
    if (!dist) {
      const p = poolDistribution(combatRolls(this.setup, this.states[s]!), modifier);
      const tail = new Float64Array(p.length + 1);
      for (let k = p.length - 1; k >= 0; k--) tail[k] = tail[k + 1]! + p[k]!;
      dist = { p, tail };
      this.dists.set(key, dist);
    }
    return dist;
  }
}
