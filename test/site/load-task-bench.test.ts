import { describe, expect, it } from 'vitest';
import { loadTasksLines, loadTasksOf, type LoadRun } from '../../lib/site/load-task-bench';
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

describe('loadTasksLines', () => {
  const run = (wallMs: number, cpuMs: number, afterCpuMs: number, loadAverage: number): LoadRun => ({
    longest: { wallMs, cpuMs },
    afterLoad: { wallMs, cpuMs: afterCpuMs },
    mostCpuMs: cpuMs,
    totalCpuMs: 10 * cpuMs,
    loadAverage,
  });
  const pair = (slowed: LoadRun, unslowedCpuMs: number) => ({ slowed, unslowed: run(unslowedCpuMs, unslowedCpuMs, 1, slowed.loadAverage) });

  it('prints each figure as its median over the runs and flags a median over the 50 ms budget', () => {
    const lines = loadTasksLines('calc', [pair(run(300, 40, 40, 12), 17), pair(run(90, 45, 45, 9), 16), pair(run(120, 38, 38, 10), 15)]);
    expect(lines).toContain('longest  120 ms wall,   40 ms CPU');
    expect(lines).toContain('after the load event  120 ms wall OVER,   40 ms CPU;');
    expect(lines).toContain('main-thread CPU  400 ms; load 10.0');
    expect(lines).toContain('runs (wall/CPU): 300/40, 90/45, 120/38 ms');
  });

  it("gives the unslowed visits' CPU and 4x it, the phone's estimate, flagged over the budget", () => {
    const lines = loadTasksLines('', [pair(run(40, 60, 60, 1), 13)]).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('CPU not slowed: most in a task   13 ms (x4 52 ms OVER), after the load event    1 ms, main-thread CPU  130 ms (x4 520 ms)');
    expect(loadTasksLines('', [pair(run(40, 60, 60, 1), 12)])).toContain('(x4 48 ms)');
  });
});
