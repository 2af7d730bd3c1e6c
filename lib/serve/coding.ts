import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';
import type { Coding } from './compressed-cache';

/**
 * The content coding a request gets a compressible answer in (./compressed-cache.ts), from the
 * lists the `compression` middleware chose from, in its order (brotli first, then gzip), so the
 * coding of an answer did not change when the server stopped using it. Without an Accept-Encoding
 * the file goes out as it is.
 */
export function acceptedCoding(headers: IncomingHttpHeaders): Coding | undefined {
  if (!headers['accept-encoding']) return undefined;
  const chosen = new Negotiator({ headers }).encoding(['br', 'gzip', 'deflate', 'identity'], ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' || chosen === 'deflate' ? chosen : undefined;
}
