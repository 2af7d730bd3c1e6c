import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_INPUTS, BUILD_OUTPUTS_IN_INPUTS, BUILD_STAMP } from './build-inputs';

/**
 * One line per file under `path` (its path from the root, size and modification time), symbolic
 * links followed (the build follows them too) but each folder walked once: a link to a folder
 * above it (`content/up -> ..`) walked the same tree again and again until the path was too long,
 * and `npm start` ended in an ELOOP stack trace.
 */
function fileLines(root: string, path: string, walked: Set<string>, lines: string[]): void {
  if (BUILD_OUTPUTS_IN_INPUTS.some((output) => output.test(path))) return;
  const stat = statSync(join(root, path), { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    lines.push(`${path}\t${stat.size}\t${stat.mtimeMs}`);
    return;
  }
  const folder = `${stat.dev}:${stat.ino}`;
  if (walked.has(folder)) return;
  walked.add(folder);
  for (const name of readdirSync(join(root, path)).sort()) fileLines(root, `${path}/${name}`, walked, lines);
}

/**
 * The fingerprint of the build's inputs under `root`: every file's path, size and modification
 * time, so that a file added, removed, renamed or put back with an older time (`cp -p`, `tar x`)
 * changes it, where the newest time under the inputs saw none of those. Undefined when an input
 * cannot be looked at (no permission): the build then reads it and says what is wrong.
 */
export function inputsFingerprint(root: string, inputs: readonly string[] = BUILD_INPUTS): string | undefined {
  const lines: string[] = [];
  try {
    // out/ is no input, even reached through a link (`content/up -> ..`): its stamp, written after
    // the fingerprint, would change the fingerprint it holds.
    const out = statSync(join(root, 'out'), { throwIfNoEntry: false });
    const walked = new Set<string>(out ? [`${out.dev}:${out.ino}`] : []);
    for (const input of inputs) fileLines(root, input, walked, lines);
  } catch {
    return undefined;
  }
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/**
 * Whether out/ under `root` must be built before it is served: it holds no finished build (the
 * stamp the build writes last is missing: a build stopped or failed part way, whose out/index.html
 * was newer than every input and was served as it was), or one built from other inputs.
 */
export function isStale(root: string, inputs: readonly string[] = BUILD_INPUTS): boolean {
  // The pages the server reads before it serves (scripts/serve-out.ts): one removed by hand from a
  // finished build made npm start say "run npm run build (or npm start)", and the next start the same.
  if (READ_AT_START.some((page) => !existsSync(join(root, page)))) return true;
  const built = readStamp(root);
  const now = inputsFingerprint(root, inputs);
  return built === undefined || now === undefined || built !== now;
}

const READ_AT_START = ['out/index.html', 'out/404.html'];

function readStamp(root: string): string | undefined {
  try {
    return readFileSync(join(root, BUILD_STAMP), 'utf8').trim();
  } catch {
    return undefined;
  }
}
