import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearcher, type Searcher } from '@/lib/search/engine';
import { buildShippedIndex } from '@/lib/search/shipped';
import type { Item } from '@/lib/corpus/types';
import { remoteClient, serveSearch, type PortLike, type SearchReply, type SearchRequest } from '@/lib/search/remote';
import { contentSearch } from './corpus';

/** A quicker partial searcher: the corpus without its texts (titles and numbers only). */
const titlesOnly = (corpus: Item[]) => createSearcher(buildShippedIndex(corpus.map((item) => ({ ...item, text: '' }))));

/** A page and a worker joined as a browser joins them: messages cloned, delivered later, in order. */
function channel(...stages: (() => Promise<Searcher>)[]) {
  let terminated = false;
  const port: PortLike = {
    onmessage: null,
    postMessage: (request) => {
      const copy = structuredClone(request);
      setTimeout(() => !terminated && answer(copy));
    },
    terminate: () => void (terminated = true),
  };
  const answer: (r: SearchRequest) => void = serveSearch(stages, (reply: SearchReply) => {
    const copy = structuredClone(reply);
    setTimeout(() => !terminated && port.onmessage?.({ data: copy }));
  });
  return { client: remoteClient(port), terminated: () => terminated };
}

describe('search in a worker', () => {
  it('answers each query with what the engine answers, whichever order the queries were asked in', async () => {
    const { searcher } = await contentSearch();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { client } = channel(() => gate.then(() => searcher));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('retreat', '49.4', 'sustain damage', 'ti3 leaders', 'qqqzzz', '', 'fleet pool'), { minLength: 1, maxLength: 5 }), async (queries) => {
        // Asked before the index is ready, all at once: each answer still goes to its own query.
        const answers = Promise.all(queries.map((q) => client.search(q, { sources: q.includes('ti3') ? ['ti3-faq-2.3'] : [] })));
        release();
        const got = await answers;
        queries.forEach((q, i) => expect(got[i]).toEqual(searcher.search(q, { sources: q.includes('ti3') ? ['ti3-faq-2.3'] : [] })));
      }),
      { numRuns: 20 },
    );
    await expect(client.ready).resolves.toBeUndefined();
    await expect(client.complete).resolves.toBeUndefined();
  });

  it('answers from a partial index until the full one is loaded, then from the full one', async () => {
    const { corpus, searcher: full } = await contentSearch();
    const titles = titlesOnly(corpus);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { client } = channel(
      () => Promise.resolve(titles),
      () => gate.then(() => full),
    );
    await client.ready;
    const early = await client.search('reroll opponent die');
    expect(early).toEqual(titles.search('reroll opponent die'));
    // The partial index knows every number and title, but no text: no snippet yet.
    expect((await client.search('67.5'))[0]).toMatchObject({ number: '67.5', snippet: [] });
    release();
    await client.complete;
    expect(await client.search('reroll opponent die')).toEqual(full.search('reroll opponent die'));
    expect(early).not.toEqual(full.search('reroll opponent die'));
  });

  it('keeps answering from the partial index when the full one cannot load, and from the full one when the partial cannot', async () => {
    const { corpus, searcher: full } = await contentSearch();
    const titles = titlesOnly(corpus);
    const offline = channel(() => Promise.resolve(titles), () => Promise.reject(new Error('offline'))).client;
    await offline.ready;
    expect(await offline.search('retreat')).toEqual(titles.search('retreat'));
    const noTitles = channel(() => Promise.reject(new Error('HTTP 404')), () => Promise.resolve(full)).client;
    await noTitles.complete;
    expect(await noTitles.search('retreat')).toEqual(full.search('retreat'));
  });

  it('reports an index that cannot load, fails the queries waiting for it and stops the worker', async () => {
    const { client, terminated } = channel(() => Promise.reject(new Error('HTTP 404')));
    const waiting = client.search('retreat');
    await expect(client.ready).rejects.toThrow('search index: HTTP 404');
    await expect(waiting).rejects.toThrow('HTTP 404');
    expect(terminated()).toBe(true);
  });

  it('treats a worker that dies as a failed load', async () => {
    const port: PortLike = { onmessage: null, onerror: null, postMessage: () => undefined };
    const client = remoteClient(port);
    const waiting = client.search('retreat');
    port.onerror?.({});
    await expect(client.ready).rejects.toThrow('search worker failed');
    await expect(client.complete).rejects.toThrow('search worker failed');
    await expect(waiting).rejects.toThrow('search worker failed');
  });
});
