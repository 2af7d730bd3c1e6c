import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes `path` whole or not at all: the text goes to a temporary file beside it, renamed over
 * `path` once written. A run stopped mid-write (Ctrl-C, a full disk, a killed CI job) used to leave
 * a generated file cut short, which the next step read as it was; now it leaves the old file, and
 * at worst a `.name.tmp-PID` beside it (a dotfile, never served or read as content).
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.tmp-${process.pid}`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
