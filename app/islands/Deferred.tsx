'use client';
import { Suspense, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTE } from '@/lib/site/islands';
import { hydrationParts } from './parts';

/**
 * Progressive hydration. Hydrating a whole island at once is one long task (every element of the
 * server's HTML is visited); a part wrapped in <Deferred> is skipped by the first pass, its HTML kept
 * as the server rendered it, and hydrated in a task of its own, the parts one task apiece in page
 * order (./parts.ts). Preact keeps the server's DOM for a component that suspends while hydrating
 * and resumes there once the promise settles (preact/compat's Suspense). The reader's first tap,
 * key or focus in the island hydrates every part still waiting before the event goes on, so the
 * tap reaches a live control: a part may hold anything, above the fold too.
 */
const parts = hydrationParts();

/** What tells that the reader has started to act: each comes before the click or input it leads to. */
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;
const CAPTURE = { capture: true };
let listening = false;

function listenForFirstInput(): void {
  if (listening) return;
  listening = true;
  const onInput = (e: Event) => {
    if (!(e.target instanceof Element) || !e.target.closest(`[${ISLAND_ATTRIBUTE}]`)) return;
    for (const type of FIRST_INPUT) document.removeEventListener(type, onInput, CAPTURE);
    parts.releaseAll();
  };
  for (const type of FIRST_INPUT) document.addEventListener(type, onInput, CAPTURE);
}

/**
 * Runs `update` (a state change the reader did not make: a shared link read after hydration) once
 * every part has hydrated: at once when none waits, else it hydrates them all now and runs `update`
 * in the next task. A part hydrates the server's markup as it is, attributes and checked states
 * unpatched: hydrated after the state changed, it would keep showing the state before.
 */
export function whenHydrated(update: () => void): void {
  if (parts.releaseAll()) setTimeout(update);
  else update();
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const turn = parts.turn(id);
  if (!turn) return children;
  listenForFirstInput();
  throw turn;
}

/**
 * Renders `children` (one element: Preact keeps one node per suspended part), hydrated after the
 * rest; `id` names the part on the page. Best a component's element: markup written inline here is
 * built by the parent's render, in the first pass, even while the part waits. The server renders the part bare: React's own Suspense
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
