/**
 * Serving the built static export in out/, for npm run serve (./serve.ts) and npm start
 * (./start.ts). A module of its own, run by neither: serve.ts once ran itself only when
 * `import.meta.url` equalled `file://` + argv[1], which a path with a space (`%20` in the URL), a
 * non-ASCII letter or a symbolic link never does, and `npm run serve` then ended at once, exit 0,
 * nothing served.
 */
import { statSync } from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import { systemCause } from '../lib/cli/system-cause';
import { echo, oneLine } from '../lib/input/echo';
import { MAX_NOT_FOUND_PAGE_BYTES } from '../lib/serve/not-found-page';
import { whenOrphaned } from '../lib/serve/orphan-watch';
import { handlingServerErrors } from '../lib/serve/server-errors';
import { createStaticServer } from '../lib/serve/static-server';
import { stoppingOnSignals } from '../lib/serve/stop-on-signal';
import { fail, fromRoot, outputIsALog } from './cli';

/** Ends the run with one line when the port cannot be had (busy, privileged). */
function portFailed(port: number, error: NodeJS.ErrnoException): never {
  const why = error.code === 'EADDRINUSE' ? 'is in use' : error.code === 'EACCES' ? 'needs privileges' : `failed (${error.code ?? error.message})`;
  fail(`port ${port} ${why}: pick another with -- --port N (e.g. npm start -- --port ${port === 65535 ? 3001 : port + 1})`);
}

/** The size of the file at `path`, or undefined when it is no file that can be looked at (a folder named 404.html is none: reading it ended in a stack trace). */
function fileSize(path: string): number | undefined {
  try {
    const found = statSync(path);
    return found.isFile() ? found.size : undefined;
  } catch {
    return undefined;
  }
}

/** The server of out/, or the end of the run in one line when a file it reads at start cannot be read (no permission). */
function staticServer(): http.Server {
  try {
    return createStaticServer(fromRoot('out'));
  } catch (error) {
    const path = (error as NodeJS.ErrnoException).path;
    return fail(`cannot read ${path ? echo(path) : 'out/'} (${systemCause(error) ?? String(error)}): run npm run build (or npm start) again`);
  }
}

export function serve(port: number): void {
  if (fileSize(fromRoot('out/index.html')) === undefined) fail('out/ has no build: run npm run build (or npm start) first');
  // The server reads its 404 page at start: a build cut short would otherwise end in a stack trace.
  const notFoundSize = fileSize(fromRoot('out/404.html'));
  if (notFoundSize === undefined) fail('out/ has no 404.html: run npm run build (or npm start) first');
  if (notFoundSize > MAX_NOT_FOUND_PAGE_BYTES) process.stderr.write(`warning: out/404.html is over ${MAX_NOT_FOUND_PAGE_BYTES >> 10} KB: unknown paths get a plain "Not Found" instead\n`);
  const server = staticServer();
  outputIsALog();
  handlingServerErrors(server, {
    port: (error) => portFailed(port, error),
    warn: (line) => process.stderr.write(`${oneLine(line)}\n`),
    // Not the user's input: a failure of the machine, exit code 1.
    fatal: (line) => {
      process.stderr.write(`error: ${oneLine(line)}\n`);
      process.exit(1);
    },
  });
  const stop = stoppingOnSignals(server, process, { say: (line) => console.log(line), exit: (code) => process.exit(code) });
  // Run by npm (which names the script it runs), its parent is npm's shell: package.json runs node
  // itself, no tsx launcher between (lib/serve/orphan-watch.ts). Run otherwise, a parent that ends
  // may be a wrapper script that started the server in the background and left it to run.
  if (process.env.npm_lifecycle_event) whenOrphaned(() => process.ppid, () => stop('the process that started it, npm or its shell, has ended'));
  server.listen(port, () => console.log(`Rules Companion on http://localhost:${port}`));
}

/** Resolves when `port` can be listened on now, so `npm start` does not build for a port it cannot have. */
export function portIsFree(port: number): Promise<void> {
  return new Promise((done) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => portFailed(port, error));
    probe.listen(port, () => probe.close(() => done()));
  });
}
