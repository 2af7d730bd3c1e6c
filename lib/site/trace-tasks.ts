/** Reading a CDP trace of a page: the main thread's tasks (scripts/trace-load.ts, scripts/trace-edit.ts). */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

export const TRACE_CATEGORIES = ['devtools.timeline', 'toplevel', 'v8.execute', 'blink', 'loading', 'disabled-by-default-devtools.timeline'];

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
