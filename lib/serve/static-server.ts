import { ReadStream, realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import { join, resolve, sep } from 'node:path';
import { pipeline, type Duplex, type Readable } from 'node:stream';
import send from '@fastify/send';
import { trackingAnswers, type Answers } from './answers';
import { acceptedCoding } from './coding';
import { compressedCache, type Coding, type CompressedCache, type Compress } from './compressed-cache';
import { answeringClientErrors } from './client-error';
import { normalizeConditionals } from './conditionals';
import { exactLength } from './exact-length';
import { openFailureStatus } from './open-failure';
import { cappingConnections, type ConnectionCap } from './connection-cap';
import { ALLOWED_METHODS, earlyAnswer, type EarlyAnswer } from './early-answer';
import { closingAfterLastRequest } from './last-request';
import { closingWithConnections, type CloseWithConnection } from './connection-streams';
import { continuingInOrder } from './continue-in-order';
import { readNotFoundPage } from './not-found-page';
import { droppingStalled } from './stalled';
import { sendingBudget, type SendingBudget } from './sending-budget';
import { cacheControlFor, REVALIDATE, SECURITY_HEADERS } from './headers';
import { canonicalRange, readRange } from './range';
import { requestPath, safeQuery, urlPath, type RequestPath } from './request-path';
import { variesWithCoding } from './vary';

/** What a test may change: the compressor, and how many compressed bytes are kept. */
export interface ServerOptions {
  compress?: Compress;
  cacheBytes?: number;
  /** How many connections are held at once (MAX_CONNECTIONS). */
  maxConnections?: number;
  /** How many bytes large answers under way may hand the kernel at once (SENDING_BUDGET_BYTES). */
  sendingBytes?: number;
}

/**
 * Serves the static export as a phone would get it from a static host, with the headers of
 * lib/serve/headers.ts: `/r/49.4/` finds `r/49.4/index.html` (and `/r/49.4` or `//r/49.4/`
 * redirects there, query kept), and an unknown path gets the site's own 404 page with status 404. Files go out
 * through @fastify/send (ETag, conditional GET, byte ranges), compressed (brotli, gzip) once per
 * version of a file (lib/serve/compressed-cache.ts), with `Vary` where that could happen
 * (lib/serve/vary.ts). Nothing a client
 * sends can end the process: every request runs inside one promise whose failure becomes a 500 or
 * a closed connection. What node's parser lets through malformed (two Host lines, `GET *`, `/%zz`, `http://[::1/`, `/#x`:
 * lib/serve/bad-request.ts) is answered 400, another HTTP version 505, and the conditional headers
 * are read as RFC 9110 says before the file sender sees them (lib/serve/conditionals.ts).
 */
export function createStaticServer(dir: string, { compress, cacheBytes, maxConnections = MAX_CONNECTIONS, sendingBytes }: ServerOptions = {}): http.Server {
  const site = siteAt(dir, compressedCache(cacheBytes, compress), sendingBudget(sendingBytes));
  const server = http.createServer({ connectionsCheckingInterval: TIMEOUT_CHECK_MS });
  const closeWithConnection = closingWithConnections(server);
  limitingClients(server);
  const answers = trackingAnswers(server);
  answeringClientErrors(server, answers);
  const cap = cappingConnections(server, answers, maxConnections);
  answeringConnect(server, answers);
  continuingInOrder(server);
  // Last, so the answers and the cap have seen each request before it is answered.
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => handle(site, cap, closeWithConnection, req, res));
  return server;
}

/** What the server of `dir` serves from; its real path, as a symbolic link under out/ must not lead a client to a file outside it. */
function siteAt(dir: string, cache: CompressedCache, budget: SendingBudget): Site {
  const root = realpathSync(resolve(dir));
  return { root, notFoundPage: readNotFoundPage(join(root, '404.html')), cache, budget };
}

/** Every request runs inside one promise whose failure becomes a 500 or a closed connection. */
function handle(site: Site, cap: ConnectionCap, closeWithConnection: CloseWithConnection, req: http.IncomingMessage, res: http.ServerResponse) {
  // A client that goes away mid-request must not raise an unhandled error.
  req.on('error', () => {});
  res.on('error', () => {});
  try {
    if (cap.refused(req.socket)) return busy(res);
    respond(site, closeWithConnection, req, res).catch(() => failed(res));
  } catch {
    failed(res);
  }
}

/** How long and how much one client may hold of the server. */
function limitingClients(server: http.Server) {
  // Node reads every request pipelined in one packet at once, and each opens its file then: 3,000
  // in one write held 3,000 files open. Past this many on one connection, the answer says
  // `Connection: close` and node refuses what follows with 503; a browser, which does not
  // pipeline, just opens a new connection.
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_CONNECTION;
  closingAfterLastRequest(server);
  // A client that sends its request a line at a time (slowloris) or not at all held its connection
  // for 60 to 90 s with node's defaults, so a few thousand such clients used up the descriptors.
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  droppingStalled(server, STALLED_MS);
  // A client that sends its request and then closes its side (`nc -N`, `printf ... | nc`) got no
  // answer: node dropped the request when the FIN came. Now it is answered, then the socket closes.
  (server as http.Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
}

/**
 * CONNECT never reaches the request handler; without this, node closes the socket unanswered.
 * Node has let go of the connection by then, and an answer still going out on it stalls: with
 * one pending, the connection is closed unanswered rather than given a 405 the client would
 * read as the earlier request's answer. Closed once the 405 is out, as node closes its own: ended
 * only, the connection stayed open for as long as the client kept its side open, one descriptor
 * each (50 CONNECTs from clients that never closed held 50 for good).
 */
function answeringConnect(server: http.Server, answers: Answers) {
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {});
    if (answers.pending(socket)) socket.destroy();
    else socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`, () => socket.destroy());
  });
}

/** A phone on a poor network sends its few hundred bytes of headers in well under this. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included (node wants it above the headers' limit); GET and HEAD have none. */
const REQUEST_TIMEOUT_MS = 20_000;
/** A response that moves not one byte for this long goes to a client that stopped reading (lib/serve/stalled.ts). */
export const STALLED_MS = 20_000;
/** How often node checks those limits (30 s by default, so a limit was only met that much later). */
const TIMEOUT_CHECK_MS = 1_000;

/** Below this, compression saves less than it costs (the `compression` middleware's default). */
const COMPRESS_THRESHOLD = 1024;

/**
 * A browser opens at most 6 connections to a host, so this serves some 80 devices at once; each
 * connection holds a descriptor and node's buffers (see ./connection-cap.ts).
 */
const MAX_CONNECTIONS = 500;

/** Far more than a page load asks of one connection; the offline precache (760 files) takes a few. */
export const MAX_REQUESTS_PER_CONNECTION = 100;

/** What every answer may draw on: the export's real path, its 404 page (none when too large to keep), the compressed bytes kept, the bytes answers may hand the kernel. */
type Site = { root: string; notFoundPage: Buffer | undefined; cache: CompressedCache; budget: SendingBudget };

type Found = { kind: 'file'; segments: string[]; size: number; modifiedMs: number } | { kind: 'folder' };

async function respond(site: Site, closeWithConnection: CloseWithConnection, req: http.IncomingMessage, res: http.ServerResponse) {
  setCommonHeaders(req, res);
  const early = earlyAnswer(req);
  if (early) return sendEarly(res, early);
  const target = requestPath(req.url);
  const found = target && (await locate(site.root, target));
  if (!target || !found) return notFound(req, res, site);
  if (found.kind === 'folder' || target.doubledSlash) {
    res.setHeader('Location', urlPath(target.segments, found.kind === 'folder' || target.slash) + safeQuery(target.query));
    return text(res, 301, 'Moved Permanently');
  }
  readyForSender(req.headers, found);
  const path = urlPath(found.segments, false);
  const result = await send(req, path, { root: site.root, index: false, extensions: false, cacheControl: false, dotfiles: 'allow' });
  if (result.type === 'error' && result.statusCode === 404) return notFound(req, res, site);
  // Its error pages bring their own policy; ours (with frame-ancestors) stays.
  delete result.headers['Content-Security-Policy'];
  if (result.type === 'file') res.setHeader('Cache-Control', cacheControlFor(path));
  closeWithConnection(req.socket, result.stream);
  return sendFound(req, res, result, site);
}

/** The headers of every answer, whatever it turns out to be. */
function setCommonHeaders(req: http.IncomingMessage, res: http.ServerResponse) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader('Cache-Control', REVALIDATE);
  // Node reads nothing after the head of a request that asks to upgrade (there is no upgrade to
  // make here) among the bytes that came with it: a request pipelined behind it went unanswered
  // until the keep-alive timeout. Closing tells the client to send it again on a new connection.
  if (req.headers.upgrade !== undefined) res.setHeader('Connection', 'close');
}

/** An answer given before any file is looked for (./early-answer.ts). */
function sendEarly(res: http.ServerResponse, { status, body, allow, close }: EarlyAnswer) {
  if (allow) res.setHeader('Allow', ALLOWED_METHODS);
  if (body !== undefined) return text(res, status, body, close);
  res.writeHead(status);
  res.end();
}

/**
 * The range and conditional headers of a request for `found` as RFC 9110 reads them, in the forms
 * the file sender reads the same way: its own range parser answers 416 to some ranges RFC 9110
 * serves or ignores.
 */
function readyForSender(headers: http.IncomingHttpHeaders, found: { size: number; modifiedMs: number }) {
  const range = canonicalRange(readRange(headers.range, found.size), found.size);
  if (range === undefined) delete headers.range;
  else headers.range = range;
  normalizeConditionals(headers, found.modifiedMs);
}

type Sent = Awaited<ReturnType<typeof send>>;

/**
 * Sends what the file sender found once its file is open: its status and headers, then its bytes,
 * none fewer than its Content-Length says (see ./exact-length.ts); the status of a file that could
 * not be opened (see ./open-failure.ts) instead.
 */
async function sendFound(req: http.IncomingMessage, res: http.ServerResponse, result: Sent, site: Site) {
  const failure = await opened(result.stream);
  if (failure) return sendFailure(req, res, failure, site);
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
  // A 304 says the Vary its 200 would (RFC 9110 section 15.4.5), though it has no Content-Type to tell it by.
  if (result.type === 'file' && result.statusCode === 304 && variesWithCoding(send.mime.getType(result.metadata.path), result.metadata.stat.size, false)) res.setHeader('Vary', 'Accept-Encoding');
  const coding = result.type === 'file' && result.statusCode === 200 ? codingFor(req, res) : undefined;
  if (coding && result.type === 'file') {
    // The bytes come from the cache, which reads the file itself when it must.
    result.stream.destroy();
    const { path, stat } = result.metadata;
    const source = { key: path, version: `${stat.size} ${stat.mtimeMs}`, read: () => readWhole(path, stat.size) };
    const body = await site.cache.get(source, coding).catch((error: NodeJS.ErrnoException) => error);
    if (body instanceof Error) {
      dropFileHeaders(res, result);
      return sendFailure(req, res, body, site);
    }
    if (!mayGo(req, res, site.budget, body.length)) {
      dropFileHeaders(res, result);
      return busy(res);
    }
    return sendEncoded(req, res, 200, coding, body);
  }
  if (!mayGo(req, res, site.budget, Number(result.headers['Content-Length']))) {
    result.stream.destroy();
    dropFileHeaders(res, result);
    return busy(res);
  }
  writeHead(res, result.statusCode);
  const length = Number(result.headers['Content-Length']);
  const body = result.stream instanceof ReadStream && Number.isSafeInteger(length) ? [result.stream, exactLength(length)] : [result.stream];
  pipeline([...body, res], (error) => {
    if (error) res.destroy();
  });
}

/** The file's headers (ETag, Last-Modified, its length) are not those of an answer that says why it did not come. */
function dropFileHeaders(res: http.ServerResponse, result: Sent) {
  for (const name of Object.keys(result.headers)) res.removeHeader(name);
}

/**
 * Whether an answer of `bytes` may go out now (./sending-budget.ts), its share held until it
 * closes. A HEAD sends no body.
 */
function mayGo(req: http.IncomingMessage, res: http.ServerResponse, budget: SendingBudget, bytes: number): boolean {
  if (req.method === 'HEAD') return true;
  const share = budget.take(bytes, req.socket);
  if (!share) return false;
  res.once('close', share.release);
  return true;
}

/** The status of a file that could not be opened or read (see ./open-failure.ts). */
function sendFailure(req: http.IncomingMessage, res: http.ServerResponse, failure: NodeJS.ErrnoException, site: Site) {
  const status = openFailureStatus(failure.code);
  if (status === 404) return notFound(req, res, site);
  if (status === 503) res.setHeader('Retry-After', '1');
  return text(res, status, http.STATUS_CODES[status]!, status === 503);
}

/**
 * The coding this whole answer, its headers set, goes out in: the one the client takes best, when
 * it could be compressed (./vary.ts) and is big enough to be worth it. A HEAD gets that of its GET.
 */
function codingFor(req: http.IncomingMessage, res: http.ServerResponse): Coding | undefined {
  const length = Number(res.getHeader('Content-Length'));
  return length >= COMPRESS_THRESHOLD && variesWithCoding(res.getHeader('Content-Type'), length, false) ? acceptedCoding(req.headers) : undefined;
}

/** Sends the status and headers set, with `Vary: Accept-Encoding` on an answer that could have gone out in another coding. */
function writeHead(res: http.ServerResponse, status: number) {
  if (variesWithCoding(res.getHeader('Content-Type'), res.getHeader('Content-Length'), res.hasHeader('Content-Range'))) res.setHeader('Vary', 'Accept-Encoding');
  res.writeHead(status);
}

/** An answer compressed beforehand, with its own length. */
function sendEncoded(req: http.IncomingMessage, res: http.ServerResponse, status: number, coding: Coding, body: Buffer) {
  res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', body.length);
  writeHead(res, status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A file's `size` bytes, or an error when it holds others now (out/ written again meanwhile). */
async function readWhole(path: string, size: number): Promise<Buffer> {
  const bytes = await readFile(path);
  if (bytes.length !== size) throw new Error(`${path} changed while read: ${bytes.length} bytes, not ${size}`);
  return bytes;
}

/**
 * Resolves once a file stream has its file open, or with the error that kept it from opening; at
 * once for any other stream (a HEAD's, an error page's). A stream closed first (its client left)
 * resolves too, and the answer then goes nowhere.
 */
function opened(stream: Readable): Promise<NodeJS.ErrnoException | undefined> {
  if (!(stream instanceof ReadStream) || !stream.pending) return Promise.resolve(undefined);
  return new Promise((done) => {
    stream.once('ready', () => done(undefined));
    stream.once('close', () => done(undefined));
    stream.once('error', done);
  });
}

/** The file or folder that a safe request path names inside `root`, or undefined. */
async function locate(root: string, target: RequestPath): Promise<Found | undefined> {
  const path = join(root, ...target.segments);
  // requestPath already refuses `..`; this is the last word on staying inside out/.
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  const found = await stat(path).catch(() => undefined);
  if (found?.isFile()) return target.slash || !(await inside(root, path)) ? undefined : { kind: 'file', segments: target.segments, size: found.size, modifiedMs: found.mtimeMs };
  if (!found?.isDirectory()) return undefined;
  const index = await stat(join(path, 'index.html')).catch(() => undefined);
  if (!index?.isFile() || !(await inside(root, join(path, 'index.html')))) return undefined;
  if (!target.slash && target.segments.length > 0) return { kind: 'folder' };
  return { kind: 'file', segments: [...target.segments, 'index.html'], size: index.size, modifiedMs: index.mtimeMs };
}

/** Whether `path`, its symbolic links followed, is still under `root` (a real path). */
async function inside(root: string, path: string): Promise<boolean> {
  const real = await realpath(path).catch(() => undefined);
  return real !== undefined && real.startsWith(root + sep);
}

/** The site's 404 page, compressed once like a file: read at start, it has one version; a plain one when it was too large to keep. */
async function notFound(req: http.IncomingMessage, res: http.ServerResponse, site: Site) {
  const body = site.notFoundPage;
  if (!body) return text(res, 404, 'Not Found');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  const coding = codingFor(req, res);
  if (coding) return sendEncoded(req, res, 404, coding, await site.cache.get({ key: '404 page', version: 'start', read: async () => body }, coding));
  writeHead(res, 404);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A short plain-text answer; `close` ends the connection after it (a malformed request says nothing good about the next). */
function text(res: http.ServerResponse, status: number, body: string, close = false) {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  if (close) res.setHeader('Connection', 'close');
  writeHead(res, status);
  res.end(body);
}

/** The answer on a connection that came when every connection held was owed an answer (./connection-cap.ts). */
function busy(res: http.ServerResponse) {
  res.setHeader('Retry-After', '1');
  text(res, 503, 'Service Unavailable', true);
}

function failed(res: http.ServerResponse) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  try {
    text(res, 500, 'Internal Server Error');
  } catch {
    res.destroy();
  }
}
