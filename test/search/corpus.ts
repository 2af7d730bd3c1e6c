/**
 * The shipped corpus and its searcher, built once per test file (as the CLI and the site do), but
 * without the query log (content/logged.json): the readings' tests check what each reading finds
 * from the rules and the questions asked of them. The log is learnt from the tuning questions and
 * measured on the held-out sets (docs/asked.md, "The query log"); what it costs these tests'
 * questions is test/search/query-log-cost.test.ts.
 */
import { loadCorpus } from '@/lib/corpus/load';
import type { Item } from '@/lib/corpus/types';
import { searcherFor, type Searcher } from '@/lib/search/engine';
import type { Alternative } from '@/lib/search/query';
import { terms } from '@/lib/search/text';

interface ContentSearch {
  corpus: Item[];
  byId: Map<string, Item>;
  searcher: Searcher;
}

let loaded: Promise<ContentSearch> | undefined;

export function contentSearch(): Promise<ContentSearch> {
  loaded ??= loadCorpus('content').then((shipped) => {
    const corpus = shipped.map(({ logged: _, ...item }) => item);
    return { corpus, byId: new Map(corpus.map((i) => [i.id, i])), searcher: searcherFor(corpus) };
  });
  return loaded;
}

/** The id of the first result the shipped corpus, without the query log, gives a question. */
export async function firstOnRules(question: string): Promise<string | undefined> {
  const { searcher } = await contentSearch();
  return searcher.search(question)[0]?.id;
}

/** A minimal corpus item for synthetic corpora. */
export function item(fields: Partial<Item> & Pick<Item, 'id' | 'title'>): Item {
  return { source: 'ti4-lrr-1.2', game: 'TI4', kind: 'rule', text: '', url: `/x#${fields.id}`, links: [], ...fields };
}

/** The searcher of a synthetic corpus given as rows of [id, title, text]. */
export function searcherOfRows(rows: readonly (readonly [string, string, string])[]): Searcher {
  return searcherFor(rows.map(([id, title, text]) => item({ id, title, text })));
}

/** A step of a synthetic procedure: [id, number, name, what it does]. */
export type StepRow = [id: string, number: number, name: string, text: string];

/** A procedure's entry and its named numbered steps ("STEP 1-SCORE OBJECTIVES: ..."), each titled "<title>: <name>". */
export function procedureItems(id: string, title: string, text: string, steps: readonly StepRow[]): Item[] {
  return [
    item({ id, title, kind: 'entry', text }),
    ...steps.map(([step, n, name, does]) => item({ id: step, title: `${title}: ${name}`, parent: id, text: `STEP ${n}-${name.toUpperCase()}: ${does}` })),
  ];
}

/** A query as the engine would read it had each word one concept, said one way (for the readings' own tests). */
export const wordConcepts = (query: string): Alternative[][] => terms(query).map((t) => [{ terms: [t], words: [t], weight: 1 }]);
