/** npm run serve [-- --port N]: serves the built static export in out/. */
import { existsSync } from 'node:fs';
import { createStaticServer } from '../lib/serve/static-server';
import { fail } from './cli';

export function serve(port: number): void {
  if (!existsSync('out/index.html')) fail('out/ has no build: run npm run build (or npm start) first');
  createStaticServer('out')
    .once('error', (error: NodeJS.ErrnoException) => {
      const why = error.code === 'EADDRINUSE' ? 'is in use' : error.code === 'EACCES' ? 'needs privileges' : `failed (${error.code ?? error.message})`;
      fail(`port ${port} ${why}: pick another with -- --port N (e.g. npm start -- --port ${port === 65535 ? 3001 : port + 1})`);
    })
    .listen(port, () => console.log(`Rules Companion on http://localhost:${port}`));
}

export function portFrom(args: string[]): number {
  const i = args.indexOf('--port');
  if (i < 0) return Number(process.env.PORT ?? 3000);
  const port = Number(args[i + 1]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--port needs a number from 1 to 65535, got ${args[i + 1] ?? 'nothing'}`);
  return port;
}

if (import.meta.url === `file://${process.argv[1]}`) serve(portFrom(process.argv.slice(2)));
