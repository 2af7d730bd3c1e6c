import { grown } from '../grown';

/** A growable list of pair numbers with mass, and the mass itself. */
export class Frontier {
  mass = new Float64Array(1024);
  list = new Int32Array(1024);
  size = 0;
  add(x: number, p: number): void {
    if (x >= this.mass.length) {
      this.mass = grown(this.mass, Math.max(x + 1, 2 * this.mass.length));
    }
    if (this.mass[x] === 0) {
      if (this.size === this.list.length) {
        this.list = grown(this.list, this.list.length * 2);
      }
      this.list[this.size++] = x;
    }
    this.mass[x] = this.mass[x]! + p;
  }
  clear(): void {
    for (let k = 0; k < this.size; k++) this.mass[this.list[k]!] = 0;
    this.size = 0;
  }
  total(): number {
    let t = 0;
    for (let k = 0; k < this.size; k++) t += this.mass[this.list[k]!]!;
    return t;
  }
}
