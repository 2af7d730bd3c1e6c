/**
 * A generated file is written whole or not at all (lib/cli/write-atomic.ts): a run killed while it
 * writes leaves the old file. With a plain writeFile, the same kill left a file cut short.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '@/lib/cli/write-atomic';

const dir = mkdtempSync(join(tmpdir(), 'atomic-'));

/** Starts a process writing 256 MB to `file` (atomically or not) and kills it once the write has begun. */
async function killedWhileWriting(file: string, atomic: boolean): Promise<void> {
  const module = resolve('lib/cli/write-atomic.ts');
  const script = atomic
    ? `import { writeFileAtomic } from ${JSON.stringify(module)}; await writeFileAtomic(${JSON.stringify(file)}, Buffer.alloc(256 << 20, 120));`
    : `import { writeFile } from 'node:fs/promises'; await writeFile(${JSON.stringify(file)}, Buffer.alloc(256 << 20, 120));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'ignore' });
  const closed = new Promise((done) => child.once('close', done));
  // Kill as soon as some bytes of the new text are on disk, wherever they are being written.
  const started = Date.now();
  while (Date.now() - started < 20_000) {
    const sizes = readdirSync(dir).map((name) => statSync(join(dir, name)).size);
    if (sizes.some((size) => size > 1 << 20)) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  child.kill('SIGKILL');
  await closed;
}

describe('writeFileAtomic', () => {
  it('writes the text, and leaves nothing else beside it', async () => {
    const file = join(dir, 'a.md');
    await writeFileAtomic(file, 'one');
    await writeFileAtomic(file, 'two');
    expect(readFileSync(file, 'utf8')).toBe('two');
    expect(readdirSync(dir)).toEqual(['a.md']);
  });

  it('leaves the old file whole when the run is killed mid-write (a plain write left it cut short)', async () => {
    for (const atomic of [false, true]) {
      const file = join(dir, `${atomic ? 'atomic' : 'plain'}.md`);
      writeFileSync(file, 'old');
      await killedWhileWriting(file, atomic);
      const size = statSync(file).size;
      if (atomic) expect(readFileSync(file, 'utf8')).toBe('old');
      // The plain write is here to show the test can catch what it guards against.
      else expect(size === 3 || size === 256 << 20).toBe(false);
    }
  }, 60_000);
});
