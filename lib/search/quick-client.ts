/**
 * The browser side of the quick search worker (./quick-worker.ts): started with the page, handed
 * the quick index's bytes once the page has them (the page preloads the file: a fetch from the
 * worker would not find that preload and download it again), then asked like the full index's
 * worker (./remote.ts). Small and free of the searcher: the reader script imports it.
 */
import { QUICK_WORKER } from '../reader/script';
import { startSearch } from './client';
import type { SearchClient } from './remote';

/** The message that hands the worker the quick index (null: the page could not read it). */
export type QuickIndexMessage = { quickIndex: ArrayBuffer | null };

export function startQuickSearch(bytes: Promise<ArrayBuffer | undefined>, workerUrl = QUICK_WORKER): SearchClient {
  return startSearch(workerUrl, (worker) => {
    const hand = (quickIndex: ArrayBuffer | null) => worker.postMessage({ quickIndex } satisfies QuickIndexMessage, quickIndex ? [quickIndex] : []);
    bytes.then((b) => hand(b ?? null), () => hand(null));
  });
}
