'use client';
import { useEffect, useRef, useState } from 'react';
import type { TimingInput } from '@/lib/timing/types';
import { encodeTiming } from '@/lib/timing/url';
import { forPhase, type Answer } from '@/lib/timing/situation';
import { browserTimingClient, type TimingClient } from '@/lib/timing/worker/client';
import { TIMING_WORKER_SCRIPT } from '@/lib/site/islands';
import { whenIdle } from '@/lib/site/when-idle';

export const ENGINE_FAILED = 'The timing engine could not be loaded: check the connection and reload the page.';

/**
 * The answer for the situation, resolved in a Web Worker (lib/timing/worker/) so an edit never waits
 * for the engine's cold start: the last answer stays on screen, marked busy, until the new one
 * arrives; a situation overtaken by a newer one is dropped. `start` and its answer come from the
 * build, so the first render (on the server and when hydrating) runs no engine; once the page is
 * idle the worker is started and warmed on `start`, so the first edit finds it ready.
 */
export function useAnswer(situation: TimingInput, start: TimingInput, startAnswer: Answer) {
  const key = encodeTiming(forPhase(situation));
  const [shown, setShown] = useState<{ key: string; answer?: Answer; error?: string }>(() => ({ key: encodeTiming(forPhase(start)), answer: startAnswer }));
  const client = useRef<TimingClient | null>(null);
  const clientOf = () => (client.current ??= browserTimingClient(TIMING_WORKER_SCRIPT));
  useEffect(() => {
    // Once the page is idle after hydration.
    const cancel = whenIdle(
      () => {
        // A warm-up: the reply is dropped if an edit overtakes it, and ignored otherwise.
        if (!client.current) void clientOf().resolve(start);
      },
      3000,
      1000,
    );
    return () => {
      cancel();
      client.current?.dispose();
    };
  }, []);
  // Runs per situation (its key), not per render; `shown` changes only as a consequence of this effect.
  useEffect(() => {
    if (key === shown.key) {
      client.current?.cancel();
      return;
    }
    let live = true;
    clientOf()
      .resolve(situation)
      .then(
        (answer) => live && setShown({ key, answer }),
        () => live && setShown({ key, error: ENGINE_FAILED }),
      );
    return () => {
      live = false;
    };
  }, [key]);
  return { answer: shown.answer, error: shown.error, busy: key !== shown.key };
}
