import { badRequest, type RequestHead } from './bad-request';

/** Every method the server answers, for any path: the Allow header of OPTIONS and of a 405. */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/** An answer given before any file is looked for: its status, its plain-text body, and whether it says Allow and closes the connection. */
export interface EarlyAnswer {
  status: number;
  body?: string;
  allow?: boolean;
  close?: boolean;
}

/**
 * The answer a request gets whatever its path, or undefined for a GET or HEAD to look up. A
 * malformed request says nothing good about the next on its connection, so its answer closes it.
 */
export function earlyAnswer(req: RequestHead & { httpVersionMajor: number }): EarlyAnswer | undefined {
  // Node reads `GET / HTTP/2.0` (and 3.0, 9.9) as an HTTP/1.1 request; RFC 9110 has a status for it.
  if (req.httpVersionMajor !== 1) return { status: 505, body: 'HTTP Version Not Supported', close: true };
  const bad = badRequest(req);
  if (bad) return { status: 400, body: `Bad Request: ${bad}`, close: true };
  // What may be asked of a path, or of the server in general (`OPTIONS *`, RFC 9110 section 9.3.7): the same everywhere.
  if (req.method === 'OPTIONS') return { status: 204, allow: true };
  if (req.method !== 'GET' && req.method !== 'HEAD') return { status: 405, body: 'Method Not Allowed', allow: true };
  return undefined;
}
