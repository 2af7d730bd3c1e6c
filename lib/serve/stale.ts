import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The newest modification time under `path`, symbolic links followed (the build follows them too)
 * but each folder walked once: a link to a folder above it (`content/up -> ..`) walked the same
 * tree again and again until the path was too long, and `npm start` ended in an ELOOP stack trace.
 */
function newest(path: string, walked: Set<string>): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  const folder = `${stat.dev}:${stat.ino}`;
  if (walked.has(folder)) return 0;
  walked.add(folder);
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name), walked)));
}

/**
 * Whether `output` is missing or older than any file under `inputs` (so `npm start` must build
 * first). An input that cannot be looked at (no permission) counts as changed: the build then
 * reads it and says what is wrong, where this said it in a stack trace.
 */
export function isStale(output: string, inputs: string[]): boolean {
  const built = statSync(output, { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return true;
  try {
    const walked = new Set<string>();
    return inputs.some((input) => newest(input, walked) > built);
  } catch {
    return true;
  }
}
