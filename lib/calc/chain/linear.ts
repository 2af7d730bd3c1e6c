/**
 * The linear algebra of phase 2's blocks (lib/calc/chain/tail.ts): a block's moves among its
 * members as a sparse matrix Q, the expected visits m (I - Q)^-1, and which members can leave.
 */
import { grown } from '../grown';


/** A sparse matrix built row by row (compressed rows), kept between blocks. */
export class Sparse {
  start: number[] = [0];
  col = new Int32Array(1024);
  p = new Float64Array(1024);
  n = 0;
  clear(): void {
    this.start.length = 1;
    this.n = 0;
  }
  push(col: number, p: number): void {
    if (this.n === this.col.length) {
      this.col = grown(this.col, 2 * this.n);
      this.p = grown(this.p, 2 * this.n);
    }
    this.col[this.n] = col;
    this.p[this.n++] = p;
  }
  endRow(): void {
    this.start.push(this.n);
  }
}

/**
 * Expected visits v = m (I - Q)^-1 over the live members: v_k = m_k + sum_y v_y Q[y][k]. Members
 * that cannot reach each other are solved apart (without Duranium Armor every member is alone).
 */
export function solveVisits(live: number[], isLive: boolean[], q: Sparse, m: number[]): number[] {
  const v = new Array<number>(m.length).fill(0);
  for (const part of components(live, isLive, q)) {
    if (part.length === 1) {
      const k = part[0]!;
      let self = 0;
      for (let e = q.start[k]!, stop = q.start[k + 1]!; e < stop; e++) if (q.col[e] === k) self += q.p[e]!;
      v[k] = m[k]! / (1 - self);
    } else if (part.length <= DIRECT_SOLVE_LIMIT) gaussian(part, q, m, v);
    else gaussSeidel(part, q, m, v);
  }
  return v;
}

/** Larger blocks (Duranium Armor on big fleets) are iterated rather than eliminated. */
const DIRECT_SOLVE_LIMIT = 40;

/** The live members split into groups that do not reach each other (union-find). */
function components(live: number[], isLive: boolean[], q: Sparse): number[][] {
  const parent = new Int32Array(isLive.length);
  for (let k = 0; k < parent.length; k++) parent[k] = k;
  const find = (k: number): number => {
    let root = k;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[k] !== root) {
      const up = parent[k]!;
      parent[k] = root;
      k = up;
    }
    return root;
  };
  for (const k of live) {
    for (let e = q.start[k]!, stop = q.start[k + 1]!; e < stop; e++) {
      const y = q.col[e]!;
      if (isLive[y]) parent[find(k)] = find(y);
    }
  }
  const parts = new Map<number, number[]>();
  for (const k of live) {
    const root = find(k);
    const part = parts.get(root);
    if (part) part.push(k);
    else parts.set(root, [k]);
  }
  return [...parts.values()];
}

function gaussian(part: number[], q: Sparse, m: number[], v: number[]): void {
  const n = part.length;
  const pos = new Map(part.map((k, i) => [k, i]));
  // Row i: v_i - sum_j Q[j][i] v_j = m_i, with the right-hand side in column n.
  const M = part.map(() => new Float64Array(n + 1));
  part.forEach((k, i) => {
    M[i]![i] = 1;
    M[i]![n] = m[k]!;
  });
  part.forEach((k, j) => {
    for (let e = q.start[k]!, stop = q.start[k + 1]!; e < stop; e++) {
      const i = pos.get(q.col[e]!);
      if (i !== undefined) M[i]![j] = M[i]![j]! - q.p[e]!;
    }
  });
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[pivot]![c]!)) pivot = r;
    [M[c], M[pivot]] = [M[pivot]!, M[c]!];
    const row = M[c]!;
    for (let r = 0; r < n; r++) {
      const f = r === c ? 0 : M[r]![c]! / row[c]!;
      if (f !== 0) for (let k = c; k <= n; k++) M[r]![k] = M[r]![k]! - f * row[k]!;
    }
  }
  part.forEach((k, i) => (v[k] = M[i]![n]! / M[i]![i]!));
}

/** Gauss-Seidel sweeps until no visit count moves by more than 1e-16 of the block's mass. */
function gaussSeidel(part: number[], q: Sparse, m: number[], v: number[]): void {
  // The moves into each member of the part (compressed by target), and each member's move to itself.
  const n = part.length;
  const pos = new Map(part.map((k, i) => [k, i]));
  const count = new Int32Array(n + 1);
  const self = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const k = part[i]!;
    for (let e = q.start[k]!, stop = q.start[k + 1]!; e < stop; e++) {
      const t = pos.get(q.col[e]!);
      if (t === undefined) continue;
      if (t === i) self[i] = self[i]! + q.p[e]!;
      else count[t + 1]!++;
    }
  }
  for (let i = 0; i < n; i++) count[i + 1] = count[i + 1]! + count[i]!;
  const fill = count.slice(0, n);
  const from = new Int32Array(count[n]!);
  const prob = new Float64Array(count[n]!);
  for (let i = 0; i < n; i++) {
    const k = part[i]!;
    for (let e = q.start[k]!, stop = q.start[k + 1]!; e < stop; e++) {
      const t = pos.get(q.col[e]!);
      if (t === undefined || t === i) continue;
      from[fill[t]!] = i;
      prob[fill[t]!++] = q.p[e]!;
    }
  }
  const x = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) total += m[part[i]!]!;
  for (let sweep = 0; sweep < 100_000; sweep++) {
    let change = 0;
    for (let i = 0; i < n; i++) {
      let s = m[part[i]!]!;
      for (let e = count[i]!, stop = count[i + 1]!; e < stop; e++) s += x[from[e]!]! * prob[e]!;
      s /= 1 - self[i]!;
      change = Math.max(change, Math.abs(s - x[i]!));
      x[i] = s;
    }
    if (change <= 1e-16 * total) break;
  }
  for (let i = 0; i < n; i++) v[part[i]!] = x[i]!;
}

/** Which members can reach a member with a positive chance of leaving the block. */
export function canEscape(q: Sparse, exit: number[]): boolean[] {
  const n = exit.length;
  const escapes = exit.map((p) => p > 1e-15);
  // Backwards from the members that leave: whoever moves to an escaping member escapes.
  const count = new Int32Array(n + 1);
  for (let e = 0; e < q.n; e++) count[q.col[e]! + 1]!++;
  for (let i = 0; i < n; i++) count[i + 1] = count[i + 1]! + count[i]!;
  const fill = count.slice(0, n);
  const from = new Int32Array(q.n);
  for (let k = 0; k < n; k++) for (let e = q.start[k]!, stop = q.start[k + 1]!; e < stop; e++) from[fill[q.col[e]!]!++] = k;
  const stack: number[] = [];
  for (let k = 0; k < n; k++) if (escapes[k]) stack.push(k);
  while (stack.length > 0) {
    const y = stack.pop()!;
    for (let e = count[y]!, stop = count[y + 1]!; e < stop; e++) {
      const k = from[e]!;
      if (!escapes[k]) {
        escapes[k] = true;
        stack.push(k);
      }
    }
  }
  return escapes;
}
