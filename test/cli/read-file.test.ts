/**
 * The files a command may be pointed at that are no plain file: a named pipe with or without a
 * writer, a directory, a symbolic link loop, a missing path. Each gives a reason, none a hang.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileCapped, unreadableMessage } from '@/lib/cli/read-file';
import { runScript } from './run-script';

const dir = mkdtempSync(join(tmpdir(), 'read-file-'));
const fifo = (name: string) => {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  return path;
};

describe.runIf(process.platform !== 'win32')('readFileCapped on what is not a plain file', () => {
  it('a named pipe nobody writes to is given up after the wait, for odds, timing and eval:search', async () => {
    // Real runs with a timeout of their own: before the fix the open itself blocked for ever.
    const runs = [['odds', '--json'], ['timing', '--json'], ['eval-search', '--file']].map(([script, flag]) => {
      const path = fifo(`silent-${script}`);
      return runScript(script!, [flag!, path]).then((r) => ({ ...r, path, flag }));
    });
    for (const r of await Promise.all(runs)) {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`error: ${r.flag}: ${r.path} is a named pipe that nothing wrote to within 5 s\n`);
    }
  }, 90_000);

  it('the wait is a parameter: a silent pipe is "no writer" once it is over', () => {
    const start = Date.now();
    const path = fifo('silent');
    const read = readFileCapped(path, 1024, 200);
    expect(read).toEqual({ ok: false, reason: 'no writer', waitedMs: 200 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(200);
    // The message states the wait that was used, not the default one.
    if (!read.ok) expect(unreadableMessage('--json', path, read)).toBe(`--json: ${path} is a named pipe that nothing wrote to within 0.2 s`);
  });

  it('a named pipe whose writer comes late, and writes slowly, is read whole', () => {
    const path = fifo('late');
    spawn('sh', ['-c', `sleep 0.3; { printf '{"a":'; sleep 0.3; printf '1}'; } > '${path}'`], { stdio: 'ignore' });
    expect(readFileCapped(path, 1024, 10_000)).toEqual({ ok: true, text: '{"a":1}' });
  });

  it('a named pipe still counts its bytes against the limit', () => {
    const path = fifo('endless');
    const writer = spawn('sh', ['-c', `yes > '${path}'`], { stdio: 'ignore' });
    try {
      expect(readFileCapped(path, 100_000, 10_000)).toEqual({ ok: false, reason: 'too large' });
    } finally {
      writer.kill();
    }
  });

  it('a directory, a symbolic link loop and a missing path each say what they are', () => {
    const loop = join(dir, 'loop');
    symlinkSync(loop, loop);
    const read = (path: string) => {
      const r = readFileCapped(path, 1024);
      return r.ok ? r.text : unreadableMessage('--json', path, r);
    };
    expect(read(dir)).toBe(`--json: ${dir} is a directory, not a file`);
    expect(read(loop)).toBe(`--json: cannot read ${loop} (a loop of symbolic links)`);
    expect(read(join(dir, 'none.json'))).toBe(`--json: cannot read ${join(dir, 'none.json')} (no such file)`);
    expect(read(join(dir, 'none.json', 'x'))).toMatch(/cannot read .* \(no such file\)$/);
    writeFileSync(join(dir, 'file'), 'x');
    expect(read(join(dir, 'file', 'x'))).toMatch(/cannot read .* \(a part of the path is not a folder\)$/);
  });

  it('a file named with a byte that is not UTF-8, given on the command line, says why it is not found and how to give it', () => {
    // Written as a Latin-1 system names it: 'é' is the one byte 0xE9.
    const latin1 = Buffer.concat([Buffer.from(`${dir}/caf`), Buffer.from([0xe9]), Buffer.from('.json')]);
    writeFileSync(latin1, '{}');
    // The shell hands node the raw byte; node reads it as U+FFFD, so the file is never found under that name.
    const run = spawnSync('sh', ['-c', `exec "$0" --import tsx scripts/odds.ts "$(printf '${dir}/caf\\351.json')"`, process.execPath], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    // Before: "cannot read .../caf\ufffd.json (no such file)", for a file that is there.
    expect(run.stderr).toBe(`error: cannot read ${dir}/caf\ufffd.json (no such file: a name that is not UTF-8 cannot be given on the command line; give the file as standard input, - < FILE)\n`);
    // A name that is UTF-8 and missing says no more than that.
    const missing = readFileCapped(`${dir}/café.json`, 10);
    expect(missing.ok ? missing.text : unreadableMessage(undefined, `${dir}/café.json`, missing)).toBe(`cannot read ${dir}/café.json (no such file)`);
  });

  // Before: "cannot read /proc/self/mem (EIO)", the one cause left as its code.
  it.runIf(existsSync('/proc/self/mem'))('a file the system cannot read says so in words', () => {
    const r = readFileCapped('/proc/self/mem', 1024);
    expect(r.ok ? r.text : unreadableMessage(undefined, '/proc/self/mem', r)).toBe('cannot read /proc/self/mem (an input/output error)');
  });
});
