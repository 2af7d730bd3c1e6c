import { describe, expect, it } from 'vitest';
import { lengthOf, loadEventAt, longestOf, tasksOf, type TraceEvent } from '../../lib/site/trace-tasks';

const ORIGIN = 'http://127.0.0.1:1234';
const task = (ts: number, dur: number, tdur?: number, tid = 1): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, tdur, pid: 7, tid });

describe('tasksOf', () => {
  it("keeps the top-level tasks of the renderer thread that ran the site's documents", () => {
    const events: TraceEvent[] = [
      { name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ts: 0, pid: 9, tid: 1, args: { name: 'CrRendererMain' } }, // another renderer (about:blank)
      { name: 'ParseHTML', ph: 'X', ts: 110, dur: 50, pid: 7, tid: 1, args: { data: { url: `${ORIGIN}/calc/` } } },
      task(100, 200, 80),
      { ...task(120, 30, 20), name: 'ThreadControllerImpl::RunTask' }, // nested in the first: not a task of its own
      task(400, 10, 9),
      task(500, 300, 1, 2), // another thread of the renderer
      { ...task(0, 900, 900), pid: 9 },
    ];
    expect(tasksOf(events, ORIGIN).topLevel.map((t) => [t.ts, t.dur])).toEqual([
      [100, 200],
      [400, 10],
    ]);
  });
});

describe('longestOf', () => {
  const preempted = task(0, 121_000, 1_000);
  const busy = task(200_000, 60_000, 55_000);
  it('picks the longest task in wall time or in thread CPU time', () => {
    expect(longestOf([busy, preempted])).toBe(preempted);
    expect(longestOf([preempted, busy], 'tdur')).toBe(busy);
  });
  it('is undefined for no tasks, which lengthOf reads as 0 ms', () => {
    expect(longestOf([])).toBeUndefined();
    expect(lengthOf(undefined)).toEqual({ wallMs: 0, cpuMs: 0 });
    expect(lengthOf(busy)).toEqual({ wallMs: 60, cpuMs: 55 });
  });
});

describe('loadEventAt', () => {
  const dispatch: TraceEvent = { name: 'EventDispatch', ph: 'X', ts: 700, dur: 5, pid: 7, tid: 1, args: { data: { type: 'load' } } };
  it("takes the main frame's MarkLoad, else the load event's dispatch, else never", () => {
    const marks: TraceEvent[] = [
      { name: 'MarkLoad', ph: 'I', ts: 500, pid: 7, tid: 1, args: { data: { isMainFrame: false } } },
      { name: 'MarkLoad', ph: 'I', ts: 650, pid: 7, tid: 1, args: { data: { isMainFrame: true } } },
    ];
    expect(loadEventAt(marks, [dispatch])).toBe(650);
    expect(loadEventAt(marks.slice(0, 1), [dispatch])).toBe(700);
    expect(loadEventAt([], [])).toBe(Infinity);
  });
});
