import { createServer } from 'node:http';
import type { Socket } from 'node:net';

/** What the fake answers to one request. */
export interface FakeAnswer {
  status?: number;
  /** JSON body (objects are serialised; a string is sent as is). */
  body?: unknown;
  /** Wait this long before answering, ms. */
  delayMs?: number;
}

/** A local HTTP server (127.0.0.1, random port) that answers by a function and records request URLs. */
export interface FakeHttpServer {
  url: string;
  /** Path and query of every request, in order. */
  requests: URL[];
  close(): Promise<void>;
}

/**
 * Starts a fake external service on loopback.
 *
 * @example const photon = await startFakeHttpServer((url) => ({ body: { features: [] } }));
 */
export async function startFakeHttpServer(answer: (url: URL) => FakeAnswer): Promise<FakeHttpServer> {
  const requests: URL[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const { status = 200, body = {}, delayMs = 0 } = answer(url);
    const send = () => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (delayMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, delayMs);
      timers.add(timer);
    } else send();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
