/**
 * npm run judge -- cases DIR | merge DIR...: the pooled judging of eval misses (lib/search/judgments.ts).
 * `cases` writes DIR/cases.json (every question of the tuning, held-out and transfer sets whose first result is
 * neither expected nor judged yet, with that result and the first expected item as A and B in random
 * order) and DIR/JUDGE.md (the judge's brief), and DIR.key.json beside it (which item is which: kept out of
 * the judge's directory).
 * A judge, who opens nothing but those two files, writes DIR/judgments.json; `merge` adds its verdicts
 * to test/fixtures/search-judgments.json.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { badCaseKey } from '../lib/cli/case-keys';
import { makeDirs } from '../lib/cli/make-dirs';
import { systemCause } from '../lib/cli/system-cause';
import { writeFileAtomic } from '../lib/cli/write-atomic';
import { echo } from '../lib/input/echo';
import { searcherFor } from '../lib/search/engine';
import { parseEvalSet } from '../lib/search/eval';
import { type CaseKey, type Judgment, judgmentsFrom, mergeJudgments, parseJudgments, pendingCases } from '../lib/search/judgments';
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { argsFor, corpusOrFail, fail, fromRoot, readJsonFile } from './cli';

const FIXTURES = fromRoot('test/fixtures');
const JUDGMENTS = join(FIXTURES, 'search-judgments.json');

const brief = (dir: string) => `# Task: judge which rules item settles a player's question (blind relevance judging)

Players of Twilight Imperium 4 (and a few of TI3 / Empires of the Void) type a question into a rules search
on their phone. For each case in ${dir}/cases.json you get the question and two items (A and B),
each a rule, FAQ ruling, erratum, unit card or rules-summary section (title, text, source).

For each case decide which items SETTLE the question: a player who reads only that item (its title and
text) gets the answer to what he asked, without needing another rule. An item that is on the topic but
does not state the answer does not settle it. Be strict and fair; the order A/B means nothing.
Answer one of: "A", "B", "both", "neither".

Output: ${dir}/judgments.json: {"<case id>": "A" | "B" | "both" | "neither", ...} for every case.
Read only ${dir}/cases.json and this file; open nothing else on this machine.
Validate that every case id has an answer. Report the counts of each answer.
`;

const readJson = (path: string) => readJsonFile('judge', path);

/** Which item of each case is the engine's: beside the judge's directory, not in it. */
const keyFile = (dir: string) => `${dir.replace(/\/+$/, '')}.key.json`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const judgmentsFile = () => readJson(JUDGMENTS) as { about: string; judgments: Judgment[] };

/** Runs `write`, or ends the run in one line naming `path` when the disk refuses (a file in the way, no permission, a full disk). */
function writing(path: string, write: () => void): void {
  try {
    write();
  } catch (error) {
    fail(`judge: cannot write ${echo(path)} (${systemCause(error) ?? String(error)})`);
  }
}

async function writeCases(dir: string): Promise<void> {
  // Before the minutes of searching, so a DIR that cannot be made is said at once.
  writing(dir, () => makeDirs(dir));
  const corpus = await corpusOrFail();
  const byId = new Map(corpus.map((item) => [item.id, item]));
  const searcher = searcherFor(corpus);
  const sets = readdirSync(FIXTURES).filter((f) => f === 'search-eval.json' || /^search-(holdout|transfer)(-\d+)?\.json$/.test(f));
  const asked = sets.flatMap((f) =>
    parseEvalSet(readJson(join(FIXTURES, f))).map(({ q, expect }) => ({ q, expect, first: searcher.search(q)[0]?.id })),
  );
  // A fixed seed: the same pool gives the same cases, so a lost key can be made again.
  let seed = 14;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const show = (id: string) => {
    const { title, text, source } = byId.get(id)!;
    return { title, text, source };
  };
  const { cases, key } = pendingCases(asked, parseJudgments(judgmentsFile()), show, random);
  for (const [path, text] of [
    [join(dir, 'cases.json'), JSON.stringify(cases, null, 1)],
    [keyFile(dir), JSON.stringify(key, null, 1)],
    [join(dir, 'JUDGE.md'), brief(dir)],
  ] as const) {
    writing(path, () => writeFileSync(path, text));
  }
  console.log(`${cases.length} cases in ${join(dir, 'cases.json')}`);
}

async function merge(dirs: readonly string[]): Promise<void> {
  const file = judgmentsFile();
  const extra = dirs.flatMap((dir) => {
    const key = readJson(keyFile(dir));
    const answers = readJson(join(dir, 'judgments.json'));
    if (!isRecord(key) || !isRecord(answers)) fail(`${echo(dir)}: its key and judgments.json must each hold one JSON object`);
    const bad = badCaseKey(key);
    if (bad) fail(`${echo(keyFile(dir))}: ${bad}`);
    try {
      return judgmentsFrom(key as Record<string, CaseKey>, answers);
    } catch (error) {
      fail(`${echo(dir)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  const judgments = mergeJudgments(file.judgments, extra);
  parseJudgments({ judgments });
  // The fixture is written whole or not at all: a merge stopped midway must not cut it short.
  await writeFileAtomic(JUDGMENTS, `${JSON.stringify({ ...file, judgments }, null, 1)}\n`).catch((error: unknown) =>
    fail(`judge: cannot write ${echo(JUDGMENTS)} (${systemCause(error) ?? String(error)})`),
  );
  console.log(`${judgments.length - file.judgments.length} new judgments (${judgments.length} in all)`);
}

const args = argsFor(COMMAND_LINES.judge);
if (args.command === 'cases') await writeCases(args.dir);
else await merge(args.dirs);
