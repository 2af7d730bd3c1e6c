/** npm start: builds the static export when out/ holds no finished build of its inputs as they are now (lib/serve/stale.ts), then serves it on :3000. */
import { spawnSync } from 'node:child_process';
import { withBuildLock } from '../lib/cli/build-lock';
import { isStale } from '../lib/serve/stale';
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { argsFor, fail, ROOT } from './cli';
import { portIsFree, serve } from './serve-out';

/** Runs the build in the foreground; a build that fails (its own output above says why) ends the run in one line, not a stack trace. */
function build(): void {
  const run = spawnSync('npm run build', { stdio: 'inherit', shell: true, cwd: ROOT });
  if (run.error) fail(`cannot run npm run build (${run.error.message})`);
  if (run.status !== 0) fail(`npm run build ${run.signal ? `was stopped (${run.signal})` : `failed (exit code ${run.status})`}: nothing to serve`);
}

const port = argsFor(COMMAND_LINES.start);
await portIsFree(port);
if (isStale(ROOT)) {
  await withBuildLock(
    ROOT,
    () => {
      // Looked at again once the lock is ours: another start may have built out/ meanwhile.
      if (!isStale(ROOT)) return;
      console.log('Building the site (out/ is missing, unfinished or built from other sources)...');
      build();
    },
    (holder) => console.log(`Another npm start (process ${holder}) is building out/: waiting for it...`),
  );
}
serve(port);
