/**
 * A system error's code (ENOENT, ELOOP…) in words a user can act on, for the one line a command
 * prints when a file cannot be read or written.
 */
const CAUSES: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ELOOP: 'a loop of symbolic links',
  ENXIO: 'a socket or a device with nothing behind it',
  ENAMETOOLONG: 'the name is too long',
  ENOTDIR: 'a part of the path is not a folder',
  EEXIST: 'a file of that name is in the way',
  EISDIR: 'it is a directory',
  ENOSPC: 'the disk is full',
  EFBIG: 'the file would pass the largest size allowed',
  EROFS: 'a read-only file system',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files on the system',
  ENOBUFS: 'out of network buffers',
  // A failing disk, or a file the kernel will not read in sequence (`/proc/self/mem`).
  EIO: 'an input/output error',
};

/** The words for `code`, the code itself when it has none, or undefined when there is no code. */
export function systemCause(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code && Object.hasOwn(CAUSES, code) ? CAUSES[code] : code;
}
