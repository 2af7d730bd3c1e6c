import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/**
 * Serves the static export as a phone would get it from any static host: `/r/49.4` finds
 * `r/49.4/index.html`, and an unknown path gets the site's own 404 page with status 404.
 */
export function createStaticServer(dir: string): http.Server {
  const files = sirv(dir, { extensions: ['html'], dev: false, etag: true });
  const notFound = readFileSync(join(dir, '404.html'));
  return http.createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(notFound);
    }),
  );
}
