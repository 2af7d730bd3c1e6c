/**
 * Search figures for `npm run bench`: index build time, shipped size (raw and gzipped), time to
 * load the shipped index, and query latency over the eval queries, whole and as typed. Printed,
 * never asserted: timings depend on the machine.
 */
import { gzipSync } from 'node:zlib';
import type { Item } from '../corpus/types';
import { createSearcher } from './engine';
import { buildShippedIndex, type ShippedIndex } from './shipped';

const ROUNDS = 20;
/** Per keystroke, a question is some 50 searches: a sample of the questions keeps the bench to a minute. */
const TYPED_QUESTIONS = 120;
const TYPED_ROUNDS = 5;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (n: number) => `${n.toFixed(3)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A shipped file's size as the bench prints it: raw, and gzipped as the server sends it. */
export const shippedSize = (json: string) => `${kb(json.length)} raw, ${kb(gzipSync(json).length)} gzipped`;

export function runSearchBench(corpus: Item[], queries: string[], print: (line: string) => void): void {
  let started = performance.now();
  const shipped = buildShippedIndex(corpus);
  const buildTime = performance.now() - started;
  const json = JSON.stringify(shipped);

  started = performance.now();
  const searcher = createSearcher(JSON.parse(json) as ShippedIndex);
  const loadTime = performance.now() - started;

  const latencies = (list: string[], rounds: number) => {
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const q of list) {
        const t = performance.now();
        searcher.search(q);
        times.push(performance.now() - t);
      }
    }
    return times.sort((a, b) => a - b);
  };
  // The first round of each query runs cold (no cached term lookups); all rounds count.
  const whole = latencies(queries, ROUNDS);
  // What a search box does: one search per keystroke.
  const sample = queries.filter((_, i) => i % Math.ceil(queries.length / TYPED_QUESTIONS) === 0);
  const typed = latencies(sample.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1))), TYPED_ROUNDS);

  print(`search: ${corpus.length} items, ${queries.length} eval queries x ${ROUNDS} rounds`);
  print(`search: index build ${ms(buildTime)}`);
  print(`search: index size ${shippedSize(json)}`);
  print(`search: load shipped index (JSON.parse + import) ${ms(loadTime)}`);
  print(`search: query latency p50 ${ms(percentile(whole, 50))}, p95 ${ms(percentile(whole, 95))}, max ${ms(whole.at(-1) ?? 0)}`);
  print(`search: per keystroke (${sample.length} of the queries typed out, x ${TYPED_ROUNDS} rounds) p50 ${ms(percentile(typed, 50))}, p95 ${ms(percentile(typed, 95))}, max ${ms(typed.at(-1) ?? 0)}`);
}
