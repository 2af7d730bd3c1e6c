/**
 * Started by test/site/serve.test.ts as its own process, so the test can tell whether a request
 * ended it: serves the folder named by argv[2] on 127.0.0.1 at a free port and prints the port and
 * its process id (tsx runs it in a process of its own, so the spawned one is not the server).
 */
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../lib/serve/static-server';

const server = createStaticServer(process.argv[2]!);
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port, process.pid));
