import { describe, expect, it } from 'vitest';
import { longestTasks } from '../../lib/site/load-task-bench';

describe('longestTasks', () => {
  it('gives the longest task overall and the longest of those ending after the load event', () => {
    const tasks = [
      { start: 100, duration: 180 }, // the first layout, before load
      { start: 900, duration: 60 }, // ends after load at 950
      { start: 1500, duration: 70 },
    ];
    expect(longestTasks(tasks, 950)).toEqual({ longestMs: 180, longestAfterLoadMs: 70 });
  });

  it('is 0 where no long task was reported', () => {
    expect(longestTasks([], 1000)).toEqual({ longestMs: 0, longestAfterLoadMs: 0 });
    expect(longestTasks([{ start: 10, duration: 90 }], 1000)).toEqual({ longestMs: 90, longestAfterLoadMs: 0 });
  });
});
