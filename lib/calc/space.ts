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

export class SideSpace {
  readonly states: FleetState[] = [];
  private readonly ids = new Map<string, number>();
  /** after[s][k]: the state after a combat round in which the side takes k hits. */
  after: Int32Array[] = [];
  empty: Uint8Array = new Uint8Array(0);
  ships: Int32Array = new Int32Array(0);
  rank: Int32Array = new Int32Array(0);
  private readonly dists = new Map<number, Float64Array>();

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
    this.states.forEach((state, s) => {
      const alive = aliveCount(this.setup, state);
      this.ships[s] = alive;
      this.empty[s] = alive === 0 ? 1 : 0;
      this.rank[s] = progressRank(this.setup, this.initialAlive, state);
    });
  }

  /** P(k hits) for this state's combat roll with the given modifier. */
  hits(s: number, modifier: number): Float64Array {
    const key = s * 64 + modifier + 32;
    let dist = this.dists.get(key);
    if (!dist) {
      dist = poolDistribution(combatRolls(this.setup, this.states[s]!), modifier);
      this.dists.set(key, dist);
    }
    return dist;
  }
}
