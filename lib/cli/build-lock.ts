import { createHash } from 'node:crypto';
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One build of a tree at a time. Two `npm start` run at once on a stale out/ both built it: the
 * second's prebuild removed and wrote again the bundles under public/ while the first's next build
 * copied them into out/, and Next's own lock then failed the second build. The lock is a file in
 * the system's temporary folder, named for the tree, holding its holder's process id.
 */
const lockPath = (root: string): string => join(tmpdir(), `rules-companion-build-${createHash('sha256').update(root).digest('hex').slice(0, 16)}.lock`);

/** Whether process `pid` runs (one of another user's counts: it cannot be signalled, but runs). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock at `path` for this process; the process id of the one holding it otherwise. A lock left by a process that ended (killed mid-build) is taken over. */
function takeLock(path: string): { taken: true } | { taken: false; holder: number } {
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { taken: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(path, { encoding: 'utf8', flag: 'r' }).trim());
    if (Number.isSafeInteger(holder) && holder > 0 && running(holder)) return { taken: false, holder };
    rmSync(path, { force: true });
  }
}

/** Gives the lock at `path` back, when this process holds it. */
function releaseLock(path: string): void {
  try {
    if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
  } catch {
    // Not there: nothing to give back.
  }
}

/**
 * Runs `work` holding the lock of `root`, waiting while another process holds it (`waiting` is
 * told who, once); `work` then sees what that one built.
 */
export async function withBuildLock<T>(root: string, work: () => T, waiting: (holder: number) => void, pollMs = 500): Promise<T> {
  const path = lockPath(root);
  let told = false;
  for (;;) {
    const lock = takeLock(path);
    if (lock.taken) break;
    if (!told) waiting(lock.holder);
    told = true;
    await new Promise((done) => setTimeout(done, pollMs));
  }
  const release = () => releaseLock(path);
  process.once('exit', release);
  try {
    return work();
  } finally {
    release();
    process.off('exit', release);
  }
}
