/**
 * The state changes of the coupled round (./coupler.ts), each memoized by state number: the state
 * after an assignment (Reflective Shielding spent or not); Courageous to the End's card spent, and
 * k units destroyed by its dice; Devotion's class, move and hit; Exotrireme II's classes and
 * changes; the repairs at the round's end.
 * Each is a function of its arguments alone; the memos only spare numbering a state twice.
 */
import { aliveCount, C, destroyMostValuable, destroyUnits, hitChosenByOpponent, removeOne, repairAtRoundStart, type Assignment, type SideSetup } from './fleet';
import { StateMemo } from './coupler-lists';
import { devotionSlot, EXOTRIREME_KILLS } from './pairs';
import type { SideSpace } from './space';

/** Devotion's class of a Yin state: 0 no Devotion, 1 Devotion, 2 Devotion with the opponent's sustain blocked. */
export type DevotionClass = 0 | 1 | 2;

export class CouplerStates {
  private readonly reflectiveAt: readonly number[];
  private readonly courageousAt: readonly number[];
  private readonly afterMemo = [new Map<Assignment, number>(), new Map<Assignment, number>(), new Map<Assignment, number>(), new Map<Assignment, number>()];
  private readonly spentMemo = [new StateMemo(1), new StateMemo(1)];
  private readonly destroyMemo = [new StateMemo(3), new StateMemo(3)];
  private readonly devotionMemo = new StateMemo(2);
  private readonly hitMemo = new StateMemo(2);
  private readonly repairMemo = [new StateMemo(1), new StateMemo(1)];
  private readonly sacrificeMemo = new StateMemo(1 + EXOTRIREME_MAX);
  private readonly absorbMemo = new StateMemo(1 + EXOTRIREME_MAX);

  /** `yin`: the side with Devotion (the other side is "o"), -1 for none; `norr`: the side with Exotrireme II, -1 for none. */
  constructor(
    private readonly spaces: readonly [SideSpace, SideSpace],
    private readonly yin: 0 | 1 | -1,
    private readonly norr: 0 | 1 | -1,
  ) {
    this.reflectiveAt = spaces.map((sp) => 2 * sp.setup.slots.length + C.reflective);
    this.courageousAt = spaces.map((sp) => 2 * sp.setup.slots.length + C.courageous);
  }

  /** Side s's state after assignment `asg`, its Reflective Shielding spent when `spent`. */
  after(s: 0 | 1, asg: Assignment, spent: boolean): number {
    const memo = this.afterMemo[2 * s + (spent ? 1 : 0)]!;
    let id = memo.get(asg);
    if (id === undefined) {
      const n = asg.next.slice();
      if (spent) n[this.reflectiveAt[s]!]!--;
      id = this.spaces[s].intern(n);
      memo.set(asg, id);
    }
    return id;
  }

  /** Side s's state x with its Courageous to the End card spent. */
  spend(s: 0 | 1, x: number): number {
    const known = this.spentMemo[s]!.get(x, 0);
    if (known >= 0) return known;
    const next = this.spaces[s].states[x]!.slice();
    next[this.courageousAt[s]!]!--;
    return this.spentMemo[s]!.set(x, 0, this.spaces[s].intern(next));
  }

  /** Side s's state x with k units destroyed by the opponent's Courageous to the End dice. */
  destroy(s: 0 | 1, x: number, k: number): number {
    if (k === 0) return x;
    const known = this.destroyMemo[s]!.get(x, k);
    if (known >= 0) return known;
    const sp = this.spaces[s];
    return this.destroyMemo[s]!.set(x, k, sp.intern(destroyUnits(sp.setup, sp.states[x]!, k, false)));
  }

  /** The Devotion class of the Yin's state y. */
  devotionClass(y: number): DevotionClass {
    const known = this.devotionMemo.get(y, 0);
    if (known >= 0) return known as DevotionClass;
    const sp = this.spaces[this.yin as 0 | 1];
    const state = sp.states[y]!;
    let c: DevotionClass = 0;
    const k = aliveCount(sp.setup, state) < 2 ? -1 : devotionSlot(sp.setup, state);
    if (k >= 0) {
      const after = state.slice();
      removeOne(after, k);
      c = sp.blocking(after) ? 2 : 1;
    }
    return this.devotionMemo.set(y, 0, c) as DevotionClass;
  }

  /** The Yin's state y after Devotion took its unit, repaired for the next round. */
  devoted(y: number): number {
    const known = this.devotionMemo.get(y, 1);
    if (known >= 0) return known;
    const sp = this.spaces[this.yin as 0 | 1];
    const after = sp.states[y]!.slice();
    removeOne(after, devotionSlot(sp.setup, after));
    repairAtRoundStart(sp.setup, after);
    return this.devotionMemo.set(y, 1, sp.intern(after));
  }

  /** The opponent's state o after Devotion's hit (its sustain `blocked` or not), repaired for the next round. */
  hitByYin(o: number, blocked: boolean): number {
    const known = this.hitMemo.get(o, blocked ? 1 : 0);
    if (known >= 0) return known;
    const sp = this.spaces[(1 - this.yin) as 0 | 1];
    const next = (hitChosenByOpponent(sp.setup, sp.states[o]!, blocked) as number[]).slice();
    repairAtRoundStart(sp.setup, next);
    return this.hitMemo.set(o, blocked ? 1 : 0, sp.intern(next));
  }

  /** How many damaged dreadnoughts the N'orr's state x gives up to Exotrireme II, the opponent aside (pairs.ts exotrireme). */
  sacrifices(x: number): number {
    const known = this.sacrificeMemo.get(x, 0);
    if (known >= 0) return known;
    const sp = this.spaces[this.norr as 0 | 1];
    return this.sacrificeMemo.set(x, 0, giveUp(sp.setup, sp.states[x]!.slice(), EXOTRIREME_MAX));
  }

  /** The N'orr's state x after giving up j dreadnoughts to Exotrireme II, both sides then repaired for the next round. */
  gaveUp(x: number, j: number): number {
    const known = this.sacrificeMemo.get(x, 1 + j);
    if (known >= 0) return known;
    const sp = this.spaces[this.norr as 0 | 1];
    const next = sp.states[x]!.slice();
    giveUp(sp.setup, next, j);
    repairAtRoundStart(sp.setup, next);
    return this.sacrificeMemo.set(x, 1 + j, sp.intern(next));
  }

  /** How many times the opponent's state y can lose its 2 best ships to Exotrireme II before none is left (at most EXOTRIREME_MAX). */
  absorbs(y: number): number {
    const known = this.absorbMemo.get(y, 0);
    if (known >= 0) return known;
    const sp = this.spaces[(1 - this.norr) as 0 | 1];
    let state = sp.states[y]!;
    let t = 0;
    while (t < EXOTRIREME_MAX && aliveCount(sp.setup, state) > 0) {
      state = destroyMostValuable(sp.setup, state, EXOTRIREME_KILLS);
      t++;
    }
    return this.absorbMemo.set(y, 0, t);
  }

  /** The opponent's state y after losing its 2 best ships j times, both sides then repaired for the next round. */
  lostBest(y: number, j: number): number {
    const known = this.absorbMemo.get(y, 1 + j);
    if (known >= 0) return known;
    const sp = this.spaces[(1 - this.norr) as 0 | 1];
    let state = sp.states[y]!;
    for (let i = 0; i < j; i++) state = destroyMostValuable(sp.setup, state, EXOTRIREME_KILLS);
    const next = state.slice();
    repairAtRoundStart(sp.setup, next);
    return this.absorbMemo.set(y, 1 + j, sp.intern(next));
  }

  /** Side s's state x repaired for the next round (itself when the side repairs nothing). */
  repaired(s: 0 | 1, x: number): number {
    if (this.spaces[s].setup.repairAtRoundStart < 0) return x;
    const known = this.repairMemo[s]!.get(x, 0);
    if (known >= 0) return known;
    const next = this.spaces[s].states[x]!.slice();
    repairAtRoundStart(this.spaces[s].setup, next);
    return this.repairMemo[s]!.set(x, 0, this.spaces[s].intern(next));
  }
}

/** A bound on the dreadnoughts given up to Exotrireme II in a round (the classes fit a 16-bit set). */
const EXOTRIREME_MAX = 15;

/**
 * Gives up to `most` damaged dreadnoughts of `state` (changed in place) to Exotrireme II, slot by
 * slot, while the N'orr keep another unit (pairs.ts exotrireme, the opponent aside); returns how many.
 */
function giveUp(setup: SideSetup, state: number[], most: number): number {
  let done = 0;
  for (let k = 0; k < setup.slots.length; k++) {
    if (setup.slots[k]!.name !== 'dreadnought') continue;
    while (done < most && state[2 * k + 1]! > 0 && aliveCount(setup, state) >= 2) {
      removeOne(state, k);
      done++;
    }
  }
  return done;
}
