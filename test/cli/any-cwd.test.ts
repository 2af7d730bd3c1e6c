/**
 * The scripts find the project's files from where they are, not from the working directory: run
 * from another folder, `search` said "ENOENT scandir 'content'". And they run wherever the
 * repository is, whatever its path is called.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const elsewhere = mkdtempSync(join(tmpdir(), 'any-cwd-'));
// tsx by its path: `--import tsx` would look for it in the working directory.
const TSX = createRequire(import.meta.url).resolve('tsx');
const run = (script: string, args: string[], repo = resolve('.'), env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, ['--import', TSX, join(repo, 'scripts', `${script}.ts`), ...args], { cwd: elsewhere, encoding: 'utf8', maxBuffer: 64 << 20, timeout: 60_000, env });

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

describe('scripts run from a path with a space and a symbolic link in it', () => {
  it('npm run serve serves (here: says its port is taken), not ends at once with nothing said', async () => {
    const repo = join(elsewhere, 'my rules');
    symlinkSync(resolve('.'), repo);
    const site = mkdtempSync(join(tmpdir(), 'any-path-'));
    mkdirSync(join(site, 'out'));
    for (const page of ['index.html', '404.html']) writeFileSync(join(site, 'out', page), page);
    // A port taken here proves the script got as far as listening, and ends the run.
    const taken = net.createServer();
    await new Promise<void>((done) => taken.listen(0, done));
    const { port } = taken.address() as AddressInfo;
    try {
      // Before: exit code 0 and no output (it ran itself only when its URL was file:// + argv[1]).
      const r = run('serve', ['--port', String(port)], repo, { ...process.env, RULES_COMPANION_ROOT: site });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`port ${port} is in use`);
    } finally {
      taken.close();
    }
  });
});
