import compressible from 'compressible';
import { MAX_COMPRESSED_FILE_BYTES } from './compressed-cache';

/**
 * Whether an answer of this Content-Type and Content-Length could go out compressed, so that a
 * cache must keep its answers apart by the request's Accept-Encoding (`Vary: Accept-Encoding`):
 * one of a compressible type, compressed or not (one under the size worth compressing says so
 * too, as the `compression` middleware had it), but no byte range (a 206, a 416: Content-Range
 * counts bytes of the file itself) and no file too large to be compressed once and kept, both of
 * which always go out as they are.
 */
export function variesWithCoding(type: unknown, length: unknown, ranged: boolean): boolean {
  return typeof type === 'string' && compressible(type) === true && !ranged && !(Number(length) > MAX_COMPRESSED_FILE_BYTES);
}
