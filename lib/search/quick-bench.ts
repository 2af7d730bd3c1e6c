/**
 * Quick-index figures for `npm run bench`: the shipped file's size (raw and gzipped) and what a
 * query typed before the page has read it pays (lib/reader/search-box.ts): the parse of the file
 * and of its entries, the searcher's build and a first search. The first round runs cold, as the
 * page's one does; the median of the rest shows the work itself. Printed, never asserted.
 */
import type { Item } from '../corpus/types';
import { shippedSize } from './bench';
import { createQuickSearcher, unpackQuickIndex, type QuickIndexFile } from './quick';
import { buildQuickIndex, packQuickIndex } from './quick-build';
import { asciiJson } from './write';

const ROUNDS = 50;
const QUERY = 'retreat';

const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Milliseconds of each step of one read of the file: parse, entries, build, first search. */
function readOnce(json: string): number[] {
  const times: number[] = [];
  const timed = <T>(step: () => T): T => {
    const started = performance.now();
    const value = step();
    times.push(performance.now() - started);
    return value;
  };
  const file = timed(() => JSON.parse(json) as QuickIndexFile);
  const index = timed(() => unpackQuickIndex(file).index());
  const searcher = timed(() => createQuickSearcher(index));
  timed(() => searcher.search(QUERY));
  return times;
}

export function runQuickBench(corpus: Item[], print: (line: string) => void): void {
  const json = asciiJson(packQuickIndex(buildQuickIndex(corpus)));
  const rounds = Array.from({ length: ROUNDS }, () => readOnce(json));
  const median = (step: number) => rounds.slice(1).map((r) => r[step]!).sort((a, b) => a - b)[(ROUNDS - 1) >> 1]!;
  const line = (times: number[]) => `parse ${ms(times[0]!)}, entries ${ms(times[1]!)}, build ${ms(times[2]!)}, first search ${ms(times[3]!)}`;
  print(`quick index: ${corpus.length} entries, ${shippedSize(json)}`);
  print(`quick index: read cold: ${line(rounds[0]!)}`);
  print(`quick index: read warm (median of ${ROUNDS - 1}): ${line([0, 1, 2, 3].map(median))}`);
}
