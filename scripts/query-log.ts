/**
 * npx tsx scripts/query-log.ts: writes content/logged.json, the query log the search indexes
 * (lib/search/query-log.ts), from the tuning questions (test/fixtures/search-eval.json). Rerun it
 * whenever the tuning set changes: test/search/query-log.test.ts fails until the file matches.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { LOGGED_FILE } from '../lib/corpus/load';
import { parseEvalSet } from '../lib/search/eval';
import { queryLog } from '../lib/search/query-log';
import { commandLine, fromRoot } from './cli';

commandLine({}, 'usage: npx tsx scripts/query-log.ts');
const log = queryLog(parseEvalSet(JSON.parse(readFileSync(fromRoot('test/fixtures/search-eval.json'), 'utf8'))));
writeFileSync(fromRoot(`content/${LOGGED_FILE}`), `${JSON.stringify(Object.fromEntries(log), null, 1)}\n`);
console.log(`wrote ${log.size} items' logged words to content/${LOGGED_FILE}`);
