import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a keep-alive client reads on one raw connection: it sends `head`, then `pieces` of the body
 * `pauseMs` apart (a slow upload that goes on after the server has answered), then `next` (its next
 * request on the same connection) unless the server closed the connection, and reads for a second more.
 */
async function exchange(port: number, head: string, pieces: string[], next: string, pauseMs = 150) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let text = '';
  let ended = false;
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  socket.on('end', () => (ended = true));
  socket.write(head);
  for (const piece of pieces) {
    if (socket.destroyed || ended) break;
    socket.write(piece);
    await sleep(pauseMs);
  }
  if (!socket.destroyed && !ended) socket.write(next);
  await sleep(1000);
  socket.destroy();
  const answers = text.split(/(?=HTTP\/1\.1 \d{3} )/).filter(Boolean);
  return { answers, ended };
}

const headerOf = (answer: string, name: string) =>
  new RegExp(`^${name}: *(.*)$`, 'im')
    .exec(answer.split('\r\n\r\n')[0] ?? '')?.[1]
    ?.trim()
    .toLowerCase();

const NEXT = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';

describe('request bodies the server does not read to the end, on a real keep-alive connection', () => {
  let api: TestApi;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    api = await startTestApi('pglite', { BODY_LIMIT_KB: '1' });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await api?.close();
  });

  /** Either the client's next request is answered on the connection, or the 413 told it to reconnect. */
  function expectNextRequestServed(result: { answers: string[]; ended: boolean }) {
    const [first, second] = result.answers;
    if (headerOf(first ?? '', 'connection') === 'close') {
      expect(result.ended).toBe(true);
    } else {
      expect(second).toMatch(/^HTTP\/1\.1 200 /);
    }
  }

  it('answers an oversize body (Content-Length) with 413 in pt-BR, then serves or closes cleanly', async () => {
    const piece = 'x'.repeat(20_000);
    const result = await exchange(
      port,
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${piece.length * 10}\r\n\r\n`,
      Array.from({ length: 10 }, () => piece),
      NEXT,
    );
    const [first] = result.answers;
    expect(first).toMatch(/^HTTP\/1\.1 413 /);
    expect(first).toContain('O corpo da requisição é grande demais.');
    expect(headerOf(first ?? '', 'connection')).toBe('close');
    expectNextRequestServed(result);
  });

  it('answers an oversize chunked body with 413 in pt-BR, then serves or closes cleanly', async () => {
    const piece = 'x'.repeat(20_000);
    const chunk = `${piece.length.toString(16)}\r\n${piece}\r\n`;
    const result = await exchange(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      [...Array.from({ length: 10 }, () => chunk), '0\r\n\r\n'],
      NEXT,
    );
    const [first] = result.answers;
    expect(first).toMatch(/^HTTP\/1\.1 413 /);
    expect(headerOf(first ?? '', 'connection')).toBe('close');
    expectNextRequestServed(result);
  });

  it('closes cleanly after answering (401) before a slow body has arrived', async () => {
    const piece = 'x'.repeat(300);
    const result = await exchange(
      port,
      `POST /api/shippers HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${piece.length * 3}\r\n\r\n`,
      [piece, piece, piece],
      NEXT,
      400,
    );
    const [first] = result.answers;
    expect(first).toMatch(/^HTTP\/1\.1 401 /);
    expectNextRequestServed(result);
  });

  it('keeps the connection after a body it has read', async () => {
    const body = JSON.stringify({ email: 'ninguem@teste.com.br', password: 'x' });
    const result = await exchange(
      port,
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      [body],
      NEXT,
    );
    expect(result.answers[0]).toMatch(/^HTTP\/1\.1 422 /);
    expect(result.answers[1]).toMatch(/^HTTP\/1\.1 200 /);
  });
});
