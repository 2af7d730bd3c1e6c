// The part of the `compression` middleware (expressjs/compression) that lib/serve/static-server.ts
// uses, typed for plain node:http (its DefinitelyTyped types pull in all of Express's).
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

  interface Compression {
    (options?: { filter?: Filter; threshold?: number | string; brotli?: { params?: Record<number, number> } }): Middleware;
    /** The default filter: compressible content types only. */
    filter: Filter;
  }

  const compression: Compression;
  export default compression;
}
