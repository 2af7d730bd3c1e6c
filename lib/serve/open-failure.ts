/**
 * The status of a request whose file was found but could not be opened. The file sender opens a
 * file only once it is read, after the status line had been written: a client then got nothing
 * at all (out of descriptors) or a 200 cut short, where it should hear what went wrong.
 *
 * - 404: the file went away between the look and the open (out/ rebuilt while serving).
 * - 503: the process is out of file descriptors (EMFILE) or the system is (ENFILE): a moment
 *   later there may be one, so the client may try again (the answer closes its connection,
 *   which frees one).
 * - 500: anything else (no permission, a disk error).
 */
export function openFailureStatus(code: string | undefined): 404 | 500 | 503 {
  if (code === 'ENOENT' || code === 'ENOTDIR') return 404;
  if (code === 'EMFILE' || code === 'ENFILE') return 503;
  return 500;
}
