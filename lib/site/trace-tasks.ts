/** Reading a CDP trace of a page: the main thread's tasks (scripts/trace-load.ts, scripts/trace-edit.ts). */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; isMainFrame?: boolean } };
}

// 'fonts': the font lookups of a first layout (FontCache::GetFontPlatformData; on Linux a family's first
// lookup is a synchronous round trip to the browser process, FontDataManager::onMatchFamilyStyle).
export const TRACE_CATEGORIES = ['devtools.timeline', 'toplevel', 'v8.execute', 'blink', 'loading', 'disabled-by-default-devtools.timeline', 'fonts'];

/** The main thread of the page's renderer: the CrRendererMain that evaluated the most of the site's scripts and documents. */
function mainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const ours = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.args?.data?.url?.startsWith(origin)).length;
  const best = mains.reduce((a, b) => (ours(a) >= ours(b) ? a : b));
  return { pid: best.pid, tid: best.tid };
}

/** The main thread's top-level tasks (a task can run nested ones: a sync XHR, a microtask checkpoint) and all its slices. */
export function tasksOf(events: TraceEvent[], origin: string): { topLevel: TraceEvent[]; slices: TraceEvent[] } {
  const { pid, tid } = mainThread(events, origin);
  const slices = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = slices.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
  const topLevel = tasks.filter((t) => !tasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur! >= t.ts + t.dur! && (o.dur! > t.dur! || o.ts < t.ts)));
  return { topLevel, slices };
}

/** The slices inside `task`. */
export const within = (slices: TraceEvent[], task: TraceEvent) => slices.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);

/** What fills a task: its slices' self time (duration less their direct children's) by name, largest first. */
export function fillers(inside: TraceEvent[], minUs = 2000): [string, number][] {
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  const label = (x: TraceEvent) => `${x.name}${x.args?.data?.url ? ` ${x.args.data.url.replace(/^https?:\/\/[^/]+/, '')}` : ''}${x.args?.data?.functionName ? ` ${x.args.data.functionName}` : ''}`;
  for (const e of inside) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
    const parent = stack.at(-1);
    self.set(label(e), (self.get(label(e)) ?? 0) + e.dur!);
    if (parent) self.set(label(parent), (self.get(label(parent)) ?? 0) - e.dur!);
    stack.push(e);
  }
  return [...self].filter(([, us]) => us >= minUs).sort((a, b) => b[1] - a[1]);
}

/**
 * A task's length: wall time (what a tap waits) and the thread's CPU time (the trace's `tdur`: what
 * the task itself ran; neither the 4x throttling's pauses nor other processes' preemption are in it).
 */
export interface Length {
  wallMs: number;
  cpuMs: number;
}

export const lengthOf = (task: TraceEvent | undefined): Length => ({ wallMs: (task?.dur ?? 0) / 1000, cpuMs: (task?.tdur ?? 0) / 1000 });

/** The task of `tasks` that lasted longest in wall time (`dur`) or in thread CPU time (`tdur`). */
export const longestOf = (tasks: readonly TraceEvent[], key: 'dur' | 'tdur' = 'dur'): TraceEvent | undefined =>
  tasks.reduce<TraceEvent | undefined>((a, b) => ((b[key] ?? 0) > (a?.[key] ?? 0) ? b : a), undefined);

/** When the main frame's load event was dispatched: the trace's MarkLoad mark, else the window's load dispatch (Infinity: neither). */
export function loadEventAt(events: TraceEvent[], slices: TraceEvent[]): number {
  const mark = events.find((e) => e.name === 'MarkLoad' && e.args?.data?.isMainFrame);
  return mark?.ts ?? slices.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'load')?.ts ?? Infinity;
}
