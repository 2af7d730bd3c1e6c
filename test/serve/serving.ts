/** A static server listening on a free port of 127.0.0.1 for the tests of one describe block. */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createStaticServer, type ServerOptions } from '@/lib/serve/static-server';

/** Serves `out()` (a function: a block may write its folder in its own beforeAll) from beforeAll to afterAll; `port()` once it listens. */
export function serving(out: () => string, options?: ServerOptions): { port: () => number } {
  let server: http.Server | undefined;
  let port = 0;
  beforeAll(async () => {
    server = createStaticServer(out(), options);
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server?.closeAllConnections();
    server?.close();
  });
  return { port: () => port };
}
