/**
 * Loaded before scripts/serve.ts by test/site/server-errors.test.ts (`--import`): once a server
 * listens, it emits the errors listed in INJECT_SERVER_ERRORS (JSON `[{ code, syscall }]`), as
 * node does when it cannot accept a connection, which no test can bring about for real (libuv
 * turns away clients quietly while it can).
 */
import net from 'node:net';

const errors = JSON.parse(process.env.INJECT_SERVER_ERRORS ?? '[]') as { code: string; syscall: string }[];
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
  this.once('listening', () => {
    for (const { code, syscall } of errors) this.emit('error', Object.assign(new Error(`${syscall} ${code}`), { code, syscall, errno: -1 }));
    console.log('injected');
  });
  return (listen as (...a: unknown[]) => net.Server).apply(this, args);
} as typeof net.Server.prototype.listen;
