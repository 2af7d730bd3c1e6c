import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Makes the folder `path` and any missing above it, as `mkdirSync(path, { recursive: true })`
 * would, or throws the error it would. Node's own loops for ever where a folder cannot be made
 * though its parent is there (ENOENT under /proc): `npm run judge -- cases /proc/x` hung, the CPU
 * at 100 %, until killed. Here each folder is tried once, from the first missing one down.
 */
export function makeDirs(path: string): void {
  const missing: string[] = [];
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    try {
      mkdirSync(dir);
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Something is there: a folder (done), a file (in the way), or a link to nothing (statSync says ENOENT).
      if (code === 'EEXIST' && statSync(dir).isDirectory()) break;
      if (code !== 'ENOENT' || dirname(dir) === dir) throw error;
      missing.push(dir);
    }
  }
  for (const dir of missing.reverse()) mkdirSync(dir);
}
