import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';
import type { Coding } from './compressed-cache';

/**
 * The content coding the `compression` middleware would choose for a request, from the same lists
 * in the same order (brotli first, then gzip): the server makes that choice itself for the files it
 * compresses once (./compressed-cache.ts), and an answer of either must not differ in its coding.
 * Without an Accept-Encoding the middleware sends the file as it is, so does this.
 */
export function acceptedCoding(headers: IncomingHttpHeaders): Coding | undefined {
  if (!headers['accept-encoding']) return undefined;
  const chosen = new Negotiator({ headers }).encoding(['br', 'gzip', 'deflate', 'identity'], ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' || chosen === 'deflate' ? chosen : undefined;
}
