/**
 * The typed arrays the coupled round (./coupler.ts) works in: its lists of (state, probability)
 * and its memos by state number, grown as states are numbered and reused from part to part, so a
 * round allocates nothing once they have grown (it runs for every pair a combat meets).
 */
import { grown } from './grown';

/** A list of (state, probability) entries, with the best combat value lost where it matters. */
export class List {
  s = new Int32Array(64);
  q = new Float64Array(64);
  b = new Uint8Array(64);
  n = 0;
  push(s: number, q: number, b: number): void {
    if (this.n === this.s.length) this.fit(2 * this.n);
    this.s[this.n] = s;
    this.q[this.n] = q;
    this.b[this.n++] = b;
  }
  /** Room for n entries, the first this.n kept. */
  fit(n: number): void {
    if (n <= this.s.length) return;
    this.s = grown(this.s, n);
    this.q = grown(this.q, n);
    this.b = grown(this.b, n);
  }
  /** push(), adding to the last entry when it has the same state and value. */
  pushRun(s: number, q: number, b: number): void {
    const n = this.n;
    if (n > 0 && this.s[n - 1] === s && this.b[n - 1] === b) this.q[n - 1] = this.q[n - 1]! + q;
    else this.push(s, q, b);
  }
}

/**
 * Adds probabilities up by state (first occurrence keeps its place): a dense array over the
 * side's states, grown as states are numbered, cleared after each use.
 */
export class Merger {
  private at = new Int32Array(16).fill(-1);
  add(into: List, s: number, q: number): void {
    if (s >= this.at.length) this.grow(s);
    const k = this.at[s]!;
    if (k >= 0) into.q[k] = into.q[k]! + q;
    else {
      this.at[s] = into.n;
      into.push(s, q, 0);
    }
  }
  /** add() keeping entries of different best values lost apart (an entry of another value stays unmerged). */
  addValued(into: List, s: number, q: number, b: number): void {
    if (s >= this.at.length) this.grow(s);
    const k = this.at[s]!;
    if (k >= 0 && into.b[k] === b) into.q[k] = into.q[k]! + q;
    else {
      if (k < 0) this.at[s] = into.n;
      into.push(s, q, b);
    }
  }
  end(list: List): void {
    for (let k = 0; k < list.n; k++) this.at[list.s[k]!] = -1;
  }
  private grow(s: number): void {
    this.at = grown(this.at, Math.max(s + 1, 2 * this.at.length), -1);
  }
}

/** A per-state memo of state numbers (-1: not yet known), `width` entries per state. */
export class StateMemo {
  private v: Int32Array;
  constructor(private readonly width: number) {
    this.v = new Int32Array(16 * width).fill(-1);
  }
  get(s: number, k: number): number {
    const at = s * this.width + k;
    return at < this.v.length ? this.v[at]! : -1;
  }
  set(s: number, k: number, x: number): number {
    const at = s * this.width + k;
    if (at >= this.v.length) {
      this.v = grown(this.v, Math.max(at + 1, 2 * this.v.length), -1);
    }
    this.v[at] = x;
    return x;
  }
}
