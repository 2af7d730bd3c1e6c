/**
 * Pairs (a, d) numbered as they first get mass, with the per-pair marks of phase 2. Per attacker
 * state, a row indexed by defender state holds the pair's number + 1 (0: none yet); rows are
 * made for the attacker states the combat visits and grow with the defender's states.
 */
import { grown } from '../grown';

export class PairIds {
  a = new Int32Array(1024);
  d = new Int32Array(1024);
  n = 0;
  private rows: (Int32Array | undefined)[] = [];
  /** Phase 2: whether the pair is queued (phase 2, lib/calc/chain/tail.ts), and its recorded moves edges[edgeStart, edgeEnd). */
  queued = new Uint8Array(1024);
  edgeStart = new Int32Array(1024);
  edgeEnd = new Int32Array(1024);

  /** The row of attacker state a, able to hold every defender state numbered so far (nD). */
  row(a: number, nD: number): Int32Array {
    let row = this.rows[a];
    if (row === undefined || row.length < nD) {
      const bigger = new Int32Array(Math.max(nD, 16, row ? 2 * row.length : 0));
      if (row) bigger.set(row);
      this.rows[a] = row = bigger;
    }
    return row;
  }

  /** The pair (a, d) in row(a): its number, made if new. */
  at(row: Int32Array, a: number, d: number): number {
    const id = row[d]! - 1;
    return id >= 0 ? id : this.make(row, a, d);
  }

  id(a: number, d: number, nD: number): number {
    return this.at(this.row(a, nD), a, d);
  }

  private make(row: Int32Array, a: number, d: number): number {
    const id = this.n++;
    if (id === this.a.length) {
      const n = 2 * id;
      this.a = grown(this.a, n);
      this.d = grown(this.d, n);
      this.queued = grown(this.queued, n);
      this.edgeStart = grown(this.edgeStart, n);
      this.edgeEnd = grown(this.edgeEnd, n);
    }
    this.a[id] = a;
    this.d[id] = d;
    row[d] = id + 1;
    return id;
  }

  /** Forgets every pair, keeping the arrays for the next calculation. */
  clear(): void {
    for (let id = 0; id < this.n; id++) {
      this.rows[this.a[id]!]![this.d[id]!] = 0;
      this.queued[id] = 0;
      this.edgeStart[id] = 0;
      this.edgeEnd[id] = 0;
    }
    this.n = 0;
  }
}
