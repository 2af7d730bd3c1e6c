/**
 * The scripts find the project's files from where they are, not from the working directory: run
 * from another folder, `search` said "ENOENT scandir 'content'".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const elsewhere = mkdtempSync(join(tmpdir(), 'any-cwd-'));
// tsx by its path: `--import tsx` would look for it in the working directory.
const TSX = createRequire(import.meta.url).resolve('tsx');
const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, ['--import', TSX, resolve('scripts', `${script}.ts`), ...args], { cwd: elsewhere, encoding: 'utf8', maxBuffer: 64 << 20, timeout: 60_000 });

describe('scripts run from outside the repository', () => {
  it('search finds the corpus', () => {
    const r = run('search', ['--json', 'space cannon']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)[0].results.length).toBeGreaterThan(0);
  });

  it('ingest --check compares with the repository\'s content/, not a missing one here', () => {
    const r = run('ingest', ['--check']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^content\/ is up to date/);
  });
});
