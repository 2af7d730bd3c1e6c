/**
 * The scripts that load the corpus, on a content/ that is missing or whose asked.json a hand edit
 * broke: one line and exit code 2, never a stack trace. Each runs on a scratch tree
 * (RULES_COMPANION_ROOT), with the repository's eval set where it needs one.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (root: string, script: string, args: string[]) =>
  new Promise<{ script: string; code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000, env: { ...process.env, RULES_COMPANION_ROOT: root } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ script, code, stdout, stderr }));
  });

describe('a content/ that cannot be loaded', () => {
  const missing = mkdtempSync(join(tmpdir(), 'no-content-'));
  const broken = mkdtempSync(join(tmpdir(), 'broken-content-'));
  mkdirSync(join(broken, 'content'));
  writeFileSync(join(broken, 'content/asked.json'), '{"questions": [');

  it.each([
    ['missing', missing, /^error: ENOENT: no such file or directory, scandir '[^']*content'\n$/],
    ['with a broken asked.json', broken, /^error: [^\n]*content\/asked\.json: [^\n]*JSON[^\n]*\n$/],
  ])('%s: ends every script that loads it in one line with exit code 2', async (_, root, said) => {
    const runs = await Promise.all([
      run(root, 'search', ['space cannon']),
      run(root, 'corpus', []),
      run(root, 'eval-search', ['--file', resolve('test/fixtures/search-eval.json'), '--judgments', resolve('test/fixtures/search-judgments.json')]),
      // Before: a stack trace from these two (and exit code 1).
      run(root, 'judge', ['cases', join(root, 'judged')]),
      run(root, 'bench', []),
    ]);
    for (const r of runs) expect(r, r.script).toMatchObject({ code: 2, stdout: '', stderr: expect.stringMatching(said) });
  }, 120_000);
});
