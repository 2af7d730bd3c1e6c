import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlingServerErrors, serverErrorKind, WARN_INTERVAL_MS } from '@/lib/serve/server-errors';
import { createStaticServer } from '@/lib/serve/static-server';

const failure = (code: string, syscall: string) => Object.assign(new Error(`${syscall} ${code}`), { code, syscall });

/** A server as handlingServerErrors sees it, listening or not, and what each handler was given. */
function fake(listening: boolean, clock = { t: 0 }) {
  const server = Object.assign(new EventEmitter(), { listening });
  const seen = { port: [] as string[], warn: [] as string[], fatal: [] as string[] };
  handlingServerErrors(server, { port: (e) => seen.port.push(e.code!), warn: (l) => seen.warn.push(l), fatal: (l) => seen.fatal.push(l) }, WARN_INTERVAL_MS, () => clock.t);
  return { server, seen, clock };
}

describe('serverErrorKind', () => {
  it('is the port\'s before listening, whatever the error; after, accept errors go by and the rest is fatal', () => {
    expect(serverErrorKind(failure('EADDRINUSE', 'listen'), false)).toBe('port');
    expect(serverErrorKind(failure('EMFILE', 'accept'), false)).toBe('port');
    for (const code of ['EMFILE', 'ENFILE', 'ENOBUFS', 'ECONNABORTED']) expect(serverErrorKind(failure(code, 'accept'), true)).toBe('accept');
    expect(serverErrorKind(failure('EBADF', 'uv_close'), true)).toBe('fatal');
    expect(serverErrorKind(new Error('no code'), true)).toBe('fatal');
  });
});

describe('handlingServerErrors', () => {
  it('warns of a connection it could not accept, once per interval, counting the ones left unsaid', () => {
    const { server, seen, clock } = fake(true);
    for (let i = 0; i < 50; i++) server.emit('error', failure('EMFILE', 'accept'));
    expect(seen).toEqual({ port: [], warn: ['warning: could not accept a connection (too many open files, EMFILE); still serving'], fatal: [] });
    clock.t = WARN_INTERVAL_MS;
    server.emit('error', failure('ENFILE', 'accept'));
    expect(seen.warn[1]).toBe('warning: could not accept a connection (too many open files on the system, ENFILE) (and 49 more since the last warning); still serving');
    clock.t += 1;
    server.emit('error', failure('EWHATEVER', 'accept'));
    expect(seen.warn).toHaveLength(2);
  });

  it('hands a binding error to the port handler, and ends on any other error once listening, naming it', () => {
    const before = fake(false);
    before.server.emit('error', failure('EADDRINUSE', 'listen'));
    expect(before.seen).toEqual({ port: ['EADDRINUSE'], warn: [], fatal: [] });
    const after = fake(true);
    after.server.emit('error', failure('EBADF', 'uv_close'));
    after.server.emit('error', new Error('disk on fire'));
    expect(after.seen).toEqual({ port: [], warn: [], fatal: ['the server stopped (EBADF)', 'the server stopped (disk on fire)'] });
  });

  it('leaves the static server answering after an accept error', async () => {
    const out = mkdtempSync(join(tmpdir(), 'server-errors-'));
    writeFileSync(join(out, 'index.html'), 'home');
    writeFileSync(join(out, '404.html'), 'not here');
    const server = createStaticServer(out);
    const warned: string[] = [];
    handlingServerErrors(server, { port: () => {}, warn: (l) => warned.push(l), fatal: () => {} });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    server.emit('error', failure('EMFILE', 'accept'));
    const { port } = server.address() as AddressInfo;
    const status = await new Promise<number>((done, failed) => http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => done(res.resume().statusCode!)).on('error', failed));
    server.close();
    expect(warned).toHaveLength(1);
    expect(status).toBe(200);
  });
});

describe('npm run serve when its server reports an error after it started listening', () => {
  const repo = resolve('.');
  const site = mkdtempSync(join(tmpdir(), 'serve-errors-'));
  mkdirSync(join(site, 'out'));
  writeFileSync(join(site, 'out/index.html'), 'home');
  writeFileSync(join(site, 'out/404.html'), 'not here');

  const freePort = () =>
    new Promise<number>((done) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => done(port));
      });
    });

  const status = (port: number) =>
    new Promise<number>((done) => {
      http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => done(res.resume().statusCode!)).on('error', () => done(0));
    });

  /**
   * Runs serve.ts with `errors` emitted once it listens, its stdout or stderr closed at once when
   * `closed` names it (a reader that went away); `whileUp` runs once it answers, and is given that
   * first status. Resolves when it has exited.
   */
  async function serveWith(errors: { code: string; syscall: string }[], { closed, whileUp = async () => {} }: { closed?: 'stdout' | 'stderr'; whileUp?: (port: number) => Promise<void> } = {}) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', join(repo, 'test/site/inject-server-error.ts'), join(repo, 'scripts/serve.ts'), '--port', String(port)], {
      env: { ...process.env, RULES_COMPANION_ROOT: site, INJECT_SERVER_ERRORS: JSON.stringify(errors) },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 30_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    if (closed) child[closed].destroy();
    let exitedYet = false;
    const exited = new Promise<number | null>((done) => child.on('close', (code) => ((exitedYet = true), done(code))));
    let first = 0;
    while (!exitedYet && !(first = await status(port))) await new Promise((r) => setTimeout(r, 100));
    if (first) {
      await whileUp(port);
      child.kill();
    }
    return { code: await exited, first, stdout, stderr };
  }

  it('warns of connections it could not accept (EMFILE) in one line, and goes on serving', async () => {
    const run = await serveWith([failure('EMFILE', 'accept'), failure('EMFILE', 'accept')]);
    // Before: "error: port N failed (EMFILE): pick another with -- --port N", exit code 2, nothing served.
    expect(run.stderr).toBe('warning: could not accept a connection (too many open files, EMFILE); still serving\n');
    expect(run.first).toBe(200);
  });

  it('ends in one line with exit code 1 on an error it cannot go on from, not as a port to change', async () => {
    const run = await serveWith([failure('EIO', 'uv_close')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('error: the server stopped (an input/output error, EIO)\n');
  });

  it('goes on serving when nobody reads its output any more', async () => {
    // Before: `npm run serve | true` ended at once with exit code 0, nothing served.
    expect((await serveWith([], { closed: 'stdout' })).first).toBe(200);
    // Before: the warning to a stderr nobody read ended it (unhandled EPIPE, exit code 1).
    let later = 0;
    const run = await serveWith([failure('EMFILE', 'accept')], { closed: 'stderr', whileUp: async (port) => void (later = await status(port)) });
    expect([run.first, later]).toEqual([200, 200]);
  });
});
