/** npm start: builds the static export when its inputs changed since the last build, then serves it on :3000. */
import { execSync } from 'node:child_process';
import { isStale } from '../lib/serve/stale';
import { portFrom, portIsFree, serve } from './serve';

const port = portFrom(process.argv.slice(2));
await portIsFree(port);
if (isStale('out/index.html', ['app', 'lib', 'content', 'public', 'next.config.mjs', 'package.json'])) {
  console.log('Building the site (out/ is missing or older than its sources)...');
  execSync('npm run build', { stdio: 'inherit' });
}
serve(port);
