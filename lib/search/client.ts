/**
 * The browser side: starts a search worker, which fetches and parses its index off the main
 * thread and answers queries (see ./remote.ts). Small and free of the engine: the reader script
 * imports it directly. Every browser that runs the reader (a module script) has workers.
 */
import { SEARCH_WORKER } from '../reader/script';
import { remoteClient, type PortLike, type SearchClient } from './remote';

/** Starts the worker at `workerUrl`; `started` may send it more than queries (./quick-client.ts). */
export function startSearch(workerUrl = SEARCH_WORKER, started?: (worker: Worker) => void): SearchClient {
  try {
    const worker = new Worker(workerUrl);
    const client = remoteClient(worker as unknown as PortLike);
    started?.(worker);
    return client;
  } catch (error) {
    // Refused (a policy, a broken URL): a client that says so, like an index that failed to load.
    const failed = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    failed.catch(() => undefined);
    return { ready: failed, complete: failed, search: () => failed, close: () => undefined };
  }
}
