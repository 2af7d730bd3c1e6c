/** `npm run bench`: prints benchmark figures (milliseconds) for the engines; nothing is asserted. */
import { readFileSync } from 'node:fs';
import { runCalcBench, type BenchCase } from '../lib/calc/bench';
import { runSearchBench } from '../lib/search/bench';
import { runQuickBench } from '../lib/search/quick-bench';
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { argsFor, corpusOrFail } from './cli';

argsFor(COMMAND_LINES.bench);
// Before the minutes of the combat bench, so content/ that cannot be loaded is said at once.
const corpus = await corpusOrFail();

const print = (line: string) => process.stdout.write(`${line}\n`);

const fixture = JSON.parse(readFileSync(new URL('../test/fixtures/combat-cases.json', import.meta.url), 'utf8')) as {
  cases: ({ name: string; expected: unknown } & Record<string, unknown>)[];
};
const cases: BenchCase[] = fixture.cases.map(({ name, expected: _expected, ...input }) => ({ name, input }));
runCalcBench(cases, print);

// Search: build, size, load and query latency over both eval sets (lib/search/bench.ts).
const searchFixture = (name: string) => JSON.parse(readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url), 'utf8')) as Record<string, { q: string }[]>;
const queries = [...searchFixture('search-queries.json').queries!, ...searchFixture('search-eval.json').questions!].map((q) => q.q);
runSearchBench(corpus, queries, print);
// The quick index the page answers from until the full one is in (lib/search/quick-bench.ts).
runQuickBench(corpus, print);
