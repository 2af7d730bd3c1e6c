import { describe, expect, it } from 'vitest';
import { hydrationParts } from '../../app/islands/parts';

/** A task queue run by hand: `run()` runs the oldest queued task, then the microtasks it left. */
function manualQueue() {
  const tasks: (() => void)[] = [];
  return {
    later: (task: () => void) => void tasks.push(task),
    pending: () => tasks.length,
    async run() {
      tasks.shift()!();
      await Promise.resolve();
    },
  };
}

describe('hydrationParts', () => {
  it('releases the parts one per task, in the order they first asked', async () => {
    const q = manualQueue();
    const parts = hydrationParts(q.later);
    const settled: string[] = [];
    for (const id of ['a', 'b', 'c']) void parts.turn(id)!.then(() => settled.push(id));
    expect(q.pending()).toBe(1);
    await q.run();
    expect(settled).toEqual(['a']);
    expect(parts.turn('a')).toBeUndefined();
    expect(parts.turn('b')).toBeDefined();
    await q.run();
    await q.run();
    expect(settled).toEqual(['a', 'b', 'c']);
    // One more turn finds none waiting: the first hydration is over.
    await q.run();
    expect(q.pending()).toBe(0);
  });

  it('gives a part nested in the last one released a task of its own', async () => {
    const q = manualQueue();
    const parts = hydrationParts(q.later);
    const settled: string[] = [];
    // The outer part's render (its promise's microtasks) is where the inner part first asks.
    void parts.turn('outer')!.then(() => {
      settled.push('outer');
      void parts.turn('inner')!.then(() => settled.push('inner'));
    });
    await q.run();
    expect(settled).toEqual(['outer']);
    expect(q.pending()).toBe(1);
    await q.run();
    expect(settled).toEqual(['outer', 'inner']);
    await q.run();
    expect(q.pending()).toBe(0);
  });

  it('gives a part asking again its first promise', () => {
    const parts = hydrationParts(manualQueue().later);
    expect(parts.turn('a')).toBe(parts.turn('a'));
  });

  it('releases every part still waiting at once when the reader acts', async () => {
    const q = manualQueue();
    const parts = hydrationParts(q.later);
    const settled: string[] = [];
    for (const id of ['a', 'b', 'c']) void parts.turn(id)!.then(() => settled.push(id));
    await q.run();
    expect(parts.releaseAll()).toBe(true);
    await Promise.resolve();
    expect(settled).toEqual(['a', 'b', 'c']);
    expect(parts.turn('b')).toBeUndefined();
    expect(parts.releaseAll()).toBe(false);
  });

  it('defers nothing once the first hydration is over: a part shown later renders at once', async () => {
    const q = manualQueue();
    const parts = hydrationParts(q.later);
    void parts.turn('a');
    await q.run();
    await q.run();
    expect(q.pending()).toBe(0);
    expect(parts.turn('new')).toBeUndefined();
    const acted = hydrationParts(manualQueue().later);
    void acted.turn('a');
    acted.releaseAll();
    expect(acted.turn('new')).toBeUndefined();
  });
});
