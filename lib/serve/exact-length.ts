import { Transform } from 'node:stream';

/**
 * Passes a file's bytes through, and fails when they come to fewer than `length`, the
 * Content-Length already sent. A file cut short while it was being sent (out/ written again by a
 * build, which truncates a file in place before it writes it) ended its answer early on a
 * connection kept open: the client then read the next answer as the rest of the body. Failing, it
 * has the pipeline destroy the connection, and the client sees an answer cut short. (A file that
 * grows is read only up to `length` by the file sender.)
 */
export function exactLength(length: number): Transform {
  let passed = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      passed += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      done(passed === length ? null : new Error(`the file ended after ${passed} of ${length} bytes`));
    },
  });
}
