import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_EVENTS, whenQuiet } from '@/lib/reader/quiet';

describe('whenQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const timers = { setTimeout: (task: () => void, ms: number) => setTimeout(task, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };

  it('runs the task once, only after the quiet time has passed since the last key press or tap', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 2999 }), fc.constantFrom(...BUSY_EVENTS)), { maxLength: 8 }), (gaps) => {
        const target = new EventTarget();
        const task = vi.fn();
        whenQuiet(3000, task, target, timers);
        for (const [gap, type] of gaps) {
          vi.advanceTimersByTime(gap);
          expect(task).not.toHaveBeenCalled();
          target.dispatchEvent(new Event(type));
        }
        vi.advanceTimersByTime(2999);
        expect(task).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
        expect(task).toHaveBeenCalledTimes(1);
        // Done: later activity does not run it again.
        target.dispatchEvent(new Event('keydown'));
        vi.advanceTimersByTime(10_000);
        expect(task).toHaveBeenCalledTimes(1);
      }),
    );
  });

  it('is not held back by other events (scrolling, clicks without a press)', () => {
    const target = new EventTarget();
    const task = vi.fn();
    whenQuiet(3000, task, target, timers);
    vi.advanceTimersByTime(2000);
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('focusin'));
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
