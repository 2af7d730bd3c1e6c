import type http from 'node:http';

/**
 * Sends `100 Continue` only to a request whose answer is at the front of its connection. Node
 * writes it at once for every request that expects it, and for one pipelined behind an answer
 * still going out it keeps it in that request's answer until its turn; when the answer's body then
 * comes as bytes (a file), node puts the answer's head before what it kept, and the client read
 * `200 ... \r\n\r\nHTTP/1.1 100 Continue\r\n\r\n<body>`: a 200 with no body, and a stray 100.
 * Such a request gets its final answer alone, which node then closes the connection after
 * (RFC 9110 section 10.1.1: the server may answer without a 100; what the client still sends
 * is then no request).
 */
export function continuingInOrder(server: http.Server) {
  server.on('checkContinue', (req: http.IncomingMessage, res: http.ServerResponse) => {
    // A queued answer has no socket yet (node gives it one when the answer before it is done).
    if (res.socket) res.writeContinue();
    server.emit('request', req, res);
  });
}
