/** Reading a CDP JS profile of a page within windows of its trace (scripts/trace-load.ts, scripts/trace-first-search.ts). */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** Within each window, the site's functions by sampled self and total time (total: on the stack at all). */
export function profileOf(p: Profile, windows: { ts: number; end: number }[], origin: string): void {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (f: ProfileNode['callFrame']) => `${f.functionName || '(anonymous)'} ${f.url.replace(origin, '')}:${f.lineNumber + 1}`;
  let t = p.startTime;
  const times = p.samples.map((_, i) => (t += p.timeDeltas[i] ?? 0));
  for (const w of windows) {
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    p.samples.forEach((id, i) => {
      if (times[i]! < w.ts || times[i]! > w.end) return;
      const dt = p.timeDeltas[i + 1] ?? 0;
      const key = label(byId.get(id)!.callFrame);
      self.set(key, (self.get(key) ?? 0) + dt);
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const f = byId.get(n)!.callFrame;
        if (!f.url.startsWith(origin)) continue;
        const k = label(f);
        if (seen.has(k)) continue;
        seen.add(k);
        total.set(k, (total.get(k) ?? 0) + dt);
      }
    });
    if (!total.size) continue;
    const show = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `      ${(us / 1000).toFixed(1).padStart(6)} ms  ${k}`).join('\n');
    console.log(`  JS in the task at ${((w.ts - p.startTime) / 1000).toFixed(0)} ms (profile clock), self:\n${show(self, 12)}\n    total:\n${show(total, 25)}`);
  }
}
