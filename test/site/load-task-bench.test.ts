import { describe, expect, it } from 'vitest';
import { loadTasksLine, loadTasksOf, type LoadRun } from '../../lib/site/load-task-bench';
import type { TraceEvent } from '../../lib/site/trace-tasks';

const ORIGIN = 'http://127.0.0.1:1234';
const task = (ts: number, durMs: number, cpuMs: number): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur: durMs * 1000, tdur: cpuMs * 1000, pid: 7, tid: 1 });

/** A visit: the first layout before load, a task preempted by other processes across the load event, a busy one after it. */
const VISIT: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
  { name: 'ParseHTML', ph: 'X', ts: 100_000, dur: 1000, pid: 7, tid: 1, args: { data: { url: `${ORIGIN}/` } } },
  task(100_000, 90, 70),
  task(300_000, 121, 1), // ends after the load event at 350 ms: long in wall time only
  { name: 'MarkLoad', ph: 'I', ts: 350_000, pid: 7, tid: 1, args: { data: { isMainFrame: true } } },
  task(500_000, 60, 55),
];

describe('loadTasksOf', () => {
  it('gives the longest task in wall time with its CPU time, the longest ending after load, the most CPU in one task and the total', () => {
    expect(loadTasksOf(VISIT, ORIGIN)).toEqual({
      longest: { wallMs: 121, cpuMs: 1 },
      afterLoad: { wallMs: 121, cpuMs: 1 },
      mostCpuMs: 70,
      totalCpuMs: 126,
    });
  });

  it('is 0 where no task ended after the load event', () => {
    const early = VISIT.filter((e) => e.ts < 300_000);
    expect(loadTasksOf([...early, { name: 'MarkLoad', ph: 'I', ts: 250_000, pid: 7, tid: 1, args: { data: { isMainFrame: true } } }], ORIGIN).afterLoad).toEqual({ wallMs: 0, cpuMs: 0 });
  });
});

describe('loadTasksLine', () => {
  const run = (wallMs: number, cpuMs: number, afterCpuMs: number, loadAverage: number): LoadRun => ({
    longest: { wallMs, cpuMs },
    afterLoad: { wallMs, cpuMs: afterCpuMs },
    mostCpuMs: cpuMs,
    totalCpuMs: 10 * cpuMs,
    loadAverage,
  });

  it('prints each figure as its median over the runs and flags a median over the 50 ms budget, wall and CPU apart', () => {
    const line = loadTasksLine('calc', [run(300, 40, 40, 12), run(90, 45, 45, 9), run(120, 38, 38, 10)]);
    expect(line).toContain('longest  120 ms wall,   40 ms CPU');
    expect(line).toContain('after the load event  120 ms wall OVER,   40 ms CPU;');
    expect(line).toContain('main-thread CPU  400 ms; load 10.0');
    expect(line).toContain('runs (wall/CPU): 300/40, 90/45, 120/38 ms');
    expect(loadTasksLine('', [run(40, 60, 60, 1)])).toContain('after the load event   40 ms wall,   60 ms CPU OVER;');
  });
});
