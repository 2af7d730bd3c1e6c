'use client';
import { Suspense, type ReactNode } from 'react';

/**
 * Progressive hydration. Hydrating a whole island at once is one long task (every element of the
 * server's HTML is visited); a part wrapped in <Deferred> is skipped by the first pass, its HTML kept
 * as the server rendered it, and hydrated in a task of its own, the parts one task apiece in page
 * order. Preact keeps the server's DOM for a component that suspends while hydrating and resumes
 * there once the promise settles (preact/compat's Suspense); once released, a part renders at once. Wrap only what sits below what a player taps first, and nothing that
 * submits a form: until its turn, a deferred part's controls do nothing.
 */
const released = new Set<string>();
const waiting = new Map<string, Promise<void>>();
let queue: Promise<unknown> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (released.has(id)) return children;
  let turn = waiting.get(id);
  if (!turn) {
    turn = queue.then(nextTask).then(() => void released.add(id));
    waiting.set(id, (queue = turn));
  }
  throw turn;
}

/**
 * Renders `children` (one element: Preact keeps one node per suspended part), hydrated after the
 * rest; `id` names the part on the page. The server renders the part bare: React's own Suspense
 * would stream a large boundary's content apart, behind a script the export strips.
 */
export function Deferred({ id, children }: { id: string; children: ReactNode }) {
  if (typeof window === 'undefined') return children;
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
