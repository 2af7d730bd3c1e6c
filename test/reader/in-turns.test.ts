import { describe, expect, it } from 'vitest';
import { inTurns } from '../../lib/reader/in-turns';

/** A task queue run by hand: each call to `runNext` is one task of the browser. */
function fakeQueue() {
  const queue: (() => void)[] = [];
  return { later: (task: () => void) => void queue.push(task), runNext: () => queue.shift()?.(), size: () => queue.length };
}

describe('inTurns', () => {
  it('runs each step in a task of its own, in order, queuing the next only once one has run', () => {
    const q = fakeQueue();
    const ran: string[] = [];
    inTurns([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')], q.later);
    expect(ran).toEqual([]);
    expect(q.size()).toBe(1);
    q.runNext();
    expect(ran).toEqual(['a']);
    expect(q.size()).toBe(1);
    q.runNext();
    q.runNext();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(q.size()).toBe(0);
  });

  it('lets other tasks queued meanwhile run between two steps', () => {
    const q = fakeQueue();
    const ran: string[] = [];
    inTurns([() => ran.push('step 1'), () => ran.push('step 2')], q.later);
    // The tap comes in while the first step waits its turn: it is handled before the second.
    q.later(() => ran.push('a tap'));
    while (q.size()) q.runNext();
    expect(ran).toEqual(['step 1', 'a tap', 'step 2']);
  });

  it('queues nothing for no steps', () => {
    const q = fakeQueue();
    inTurns([], q.later);
    expect(q.size()).toBe(0);
  });
});
