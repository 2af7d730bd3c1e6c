'use client';
import { useEffect, useRef, useState } from 'react';
import type { BattleInput, OddsResult } from '@/lib/calc/types';
import type { Parsed } from '@/lib/calc/validate';
import { encodeBattle } from '@/lib/calc/url';
import { browserOddsClient, type OddsClient } from '@/lib/calc/worker/client';
import { ODDS_WORKER_SCRIPT } from '@/lib/site/islands';

/**
 * The odds of the battle, computed in a Web Worker (lib/calc/worker/) so a tap never waits for the
 * engine: the last result stays on screen, marked busy, until the new one arrives; a battle
 * overtaken by a newer one is dropped. `start` and its odds come from the build, so the first
 * render (on the server and when hydrating) shows a result at once.
 */
export function useOdds(parsed: Parsed, start: BattleInput, startOdds: OddsResult) {
  const key = parsed.ok ? encodeBattle(parsed.input) : undefined;
  const [shown, setShown] = useState<{ key: string; result?: OddsResult; error?: string }>(() => ({ key: encodeBattle(start), result: startOdds }));
  const client = useRef<OddsClient | null>(null);
  useEffect(() => () => client.current?.dispose(), []);
  // Runs per battle (its key), not per render; `shown` changes only as a consequence of this effect.
  useEffect(() => {
    if (!parsed.ok || key === shown.key) {
      client.current?.cancel();
      return;
    }
    client.current ??= browserOddsClient(ODDS_WORKER_SCRIPT);
    let live = true;
    void client.current.compute(parsed.input).then((o) => {
      if (live) setShown(o.ok ? { key: key!, result: o.result } : { key: key!, error: o.error });
    });
    return () => {
      live = false;
    };
  }, [key]);
  const current = key === shown.key;
  return { result: shown.result, error: current ? shown.error : undefined, busy: parsed.ok && !current };
}
