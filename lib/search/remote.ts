/**
 * Search across a message port: the index is fetched, parsed and queried in a Web Worker
 * (./worker.ts), so neither its 700 KB of JSON nor building the searcher ever blocks a tap, and
 * the page asks it questions by message. Both ends are here, over any port-like object, so the
 * protocol is tested without a browser. Imports types only: this module ships in the reader script.
 */
import type { SearchOptions, SearchResult, Searcher } from './engine';

export type SearchRequest = { id: number; query: string; options: SearchOptions };

export type SearchReply =
  /** A searcher is loaded; `complete` once it is the last (the full index), not a quicker partial one. */
  | { kind: 'ready'; complete: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'results'; id: number; results: SearchResult[] };

/** What the page holds: a searcher that answers later. */
export interface SearchClient {
  /** Settles once a searcher is loaded (rejects when none can load: the client is then spent). */
  readonly ready: Promise<void>;
  /** Settles once the full index answers (queries answered before may deserve asking again). */
  readonly complete: Promise<void>;
  search(query: string, options?: SearchOptions): Promise<SearchResult[]>;
  close(): void;
}

/** The part of a Worker (or MessagePort) the client uses. */
export interface PortLike {
  postMessage(message: SearchRequest): void;
  onmessage: ((event: { data: SearchReply }) => void) | null;
  onerror?: ((event: unknown) => void) | null;
  terminate?(): void;
}

/**
 * The worker's side: loads the searchers in turn (a quicker partial one first if given, then the full one),
 * says when each is ready (or that none could load), and answers each request by its id, in
 * order, with the best searcher loaded by then. Returns the handler for incoming requests.
 */
export function serveSearch(stages: readonly (() => Promise<Pick<Searcher, 'search'>>)[], post: (reply: SearchReply) => void): (request: SearchRequest) => void {
  let best: Pick<Searcher, 'search'> | undefined;
  let first!: { resolve: (s: Pick<Searcher, 'search'>) => void; reject: () => void };
  const firstLoaded = new Promise<Pick<Searcher, 'search'>>((resolve, reject) => (first = { resolve, reject }));
  firstLoaded.catch(() => undefined);
  void (async () => {
    let error: unknown = new Error('nothing to load');
    for (const [i, stage] of stages.entries()) {
      try {
        best = await stage();
        post({ kind: 'ready', complete: i === stages.length - 1 });
        first.resolve(best);
      } catch (e) {
        // A later stage that fails leaves the earlier one answering (offline, say).
        if (best) return;
        error = e;
      }
    }
    if (!best) {
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      first.reject();
    }
  })();
  return (request) => {
    firstLoaded.then(
      () => post({ kind: 'results', id: request.id, results: best!.search(request.query, request.options) }),
      () => undefined, // `failed` was posted already
    );
  };
}

/** The page's side, over a worker started by the caller. */
export function remoteClient(port: PortLike): SearchClient {
  let next = 0;
  const waiting = new Map<number, { resolve: (r: SearchResult[]) => void; reject: (e: Error) => void }>();
  let settle: { resolve: () => void; reject: (e: Error) => void } | undefined;
  let settleComplete: { resolve: () => void; reject: (e: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const complete = new Promise<void>((resolve, reject) => (settleComplete = { resolve, reject }));
  complete.catch(() => undefined);
  const fail = (error: Error) => {
    settle?.reject(error);
    settleComplete?.reject(error);
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
    port.terminate?.();
  };
  port.onmessage = ({ data }) => {
    if (data.kind === 'ready') {
      settle?.resolve();
      if (data.complete) settleComplete?.resolve();
    }
    else if (data.kind === 'failed') fail(new Error(`search index: ${data.message}`));
    else {
      waiting.get(data.id)?.resolve(data.results);
      waiting.delete(data.id);
    }
  };
  port.onerror = () => fail(new Error('search worker failed'));
  return {
    ready,
    complete,
    search(query, options = {}) {
      const id = ++next;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        port.postMessage({ id, query, options: { ...options, ...(options.sources ? { sources: [...options.sources] } : {}) } });
      });
    },
    close: () => port.terminate?.(),
  };
}
