/** `npm run bench`: prints benchmark figures (milliseconds) for the engines; nothing is asserted. */
import { readFileSync } from 'node:fs';
import { runCalcBench, type BenchCase } from '../lib/calc/bench';
import { buildCorpus } from '../lib/corpus/build';
import { loadContent } from '../lib/content/load';
import { runSearchBench } from '../lib/search/bench';

const print = (line: string) => process.stdout.write(`${line}\n`);

const fixture = JSON.parse(readFileSync(new URL('../test/fixtures/combat-cases.json', import.meta.url), 'utf8')) as {
  cases: ({ name: string; expected: unknown } & Record<string, unknown>)[];
};
const cases: BenchCase[] = fixture.cases.map(({ name, expected: _expected, ...input }) => ({ name, input }));
runCalcBench(cases, print);

// Search: build, size, load and query latency over the eval queries (lib/search/bench.ts).
const queries = (JSON.parse(readFileSync(new URL('../test/fixtures/search-queries.json', import.meta.url), 'utf8')) as { queries: { q: string }[] }).queries;
runSearchBench(buildCorpus(await loadContent('content')), queries.map((q) => q.q), print);
