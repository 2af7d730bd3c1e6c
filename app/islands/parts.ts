/**
 * The order in which an island's deferred parts (./Deferred.tsx) hydrate: one part per task, in the
 * order they first asked, so no task holds more than one part; and all that are left at once when
 * the reader starts to act (a tap or a key in the island), so a tap is never lost on a part that has
 * not had its turn yet. Deferring is for the page's first hydration only: once every part has had
 * its turn, a part that appears later (a control shown by an edit) renders at once, as any other.
 */

/** Queues a task (setTimeout by default; tests pass their own queue). */
export type Later = (task: () => void) => void;

export interface Parts {
  /** Undefined once the part `id` may render; until then the promise that settles at its turn. */
  turn(id: string): Promise<void> | undefined;
  /** Lets every part still waiting render now (their promises settle in this task's microtasks); says whether any was. */
  releaseAll(): boolean;
}

export function hydrationParts(later: Later = (task) => setTimeout(task)): Parts {
  const released = new Set<string>();
  /** Whether the first hydration is over: every part that asked has had its turn. */
  let over = false;
  const waiting = new Map<string, { turn: Promise<void>; release: () => void }>();
  let pumping = false;

  const release = (id: string) => {
    released.add(id);
    waiting.get(id)?.release();
    waiting.delete(id);
  };
  // One part per task: the first part waiting is released in the next task, its render runs in
  // that task's microtasks, and only then is the task of the part after it queued. The first
  // hydration is over only in a task that finds none waiting: a part nested in the one just
  // released asks for its turn in those microtasks, and gets a task of its own too.
  const pump = () => {
    pumping = true;
    later(() => {
      const next = waiting.keys().next();
      if (next.done) {
        pumping = false;
        over = true;
        return;
      }
      release(next.value);
      pump();
    });
  };

  return {
    turn(id) {
      if (over || released.has(id)) return undefined;
      let part = waiting.get(id);
      if (!part) {
        let settle!: () => void;
        part = { turn: new Promise<void>((resolve) => (settle = resolve)), release: () => settle() };
        waiting.set(id, part);
        if (!pumping) pump();
      }
      return part.turn;
    },
    releaseAll() {
      over = true;
      const any = waiting.size > 0;
      for (const id of [...waiting.keys()]) release(id);
      return any;
    },
  };
}
