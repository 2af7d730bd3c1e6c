import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Whether `output` is missing or older than any file under `inputs` (so `npm start` must build first). */
export function isStale(output: string, inputs: string[]): boolean {
  const built = statSync(output, { throwIfNoEntry: false })?.mtimeMs;
  return built === undefined || inputs.some((input) => newest(input) > built);
}
