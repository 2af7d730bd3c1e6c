/**
 * A sorted-ish list of strings, each as how many leading characters it shares with the one before
 * and the rest: item ids in corpus order ("lrr:49", "lrr:49.1", "lrr:49.2") mostly extend their
 * neighbour's, and gzip, which finds the repeats anyway, still pays for each one found.
 */
export interface FrontCoded {
  shared: number[];
  rest: string[];
}

export function frontCode(strings: readonly string[]): FrontCoded {
  const shared = strings.map((s, i) => {
    const before = strings[i - 1] ?? '';
    let n = 0;
    while (n < s.length && s[n] === before[n]) n++;
    return n;
  });
  return { shared, rest: strings.map((s, i) => s.slice(shared[i])) };
}

export function frontDecode({ shared, rest }: FrontCoded): string[] {
  const strings: string[] = [];
  rest.forEach((r, i) => strings.push((strings[i - 1] ?? '').slice(0, shared[i]) + r));
  return strings;
}
