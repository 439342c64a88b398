import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataDir } from '../test-support/shared-data.ts';
import { createValhallaEngine, toValhallaRequest } from './valhalla-engine.ts';

const example = readFileSync(join(sharedDataDir(), '..', 'reference', 'valhalla-route-example.json'), 'utf8');

/** A fake Valhalla: answers from the reference example, or an error for a location at lat 0. */
function fakeValhalla(received: unknown[]): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/route') {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(body) as { locations: { lat: number }[] };
      received.push(request);
      if (request.locations.some((l) => l.lat === 0)) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error_code: 171,
            error: 'No suitable edges near location',
            status_code: 400,
            status: 'Bad Request',
          }),
        );
      } else if (request.locations.some((l) => l.lat === 1)) {
        res.writeHead(429, { 'content-type': 'text/html' }).end('<html>429 Too Many Requests</html>');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(example);
      }
    });
  });
}

describe('Valhalla adapter', () => {
  const received: unknown[] = [];
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = fakeValhalla(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the query with its costing options and reads the route', async () => {
    const engine = createValhallaEngine({ url });
    const answer = await engine.route({
      locations: [
        { lat: 52.51797, lon: 13.433304 },
        { lat: 52.519601, lon: 13.434275 },
      ],
      costing: 'bus',
      costing_options: { bus: { toll_booth_penalty: 1000 } },
      alternates: 2,
    });
    expect(answer).toMatchObject({ trip: { status: 0, units: 'kilometers' }, alternates: [] });
    expect(received.at(-1)).toMatchObject({
      costing: 'bus',
      costing_options: { bus: { shortest: false, toll_booth_penalty: 1000, top_speed: 140, use_tolls: 0 } },
      directions_options: { units: 'kilometers', language: 'pt-BR' },
      alternates: 2,
    });
    await engine.close();
  });

  it('passes Valhalla error bodies on as values', async () => {
    const engine = createValhallaEngine({ url });
    const answer = await engine.route({
      locations: [
        { lat: 0, lon: 0 },
        { lat: 2, lon: 2 },
      ],
    });
    expect(answer).toEqual({
      error_code: 171,
      error: 'No suitable edges near location',
      status_code: 400,
      status: 'Bad Request',
    });
  });

  it('throws on an answer that is not Valhalla JSON', async () => {
    const engine = createValhallaEngine({ url });
    await expect(
      engine.route({
        locations: [
          { lat: 1, lon: 1 },
          { lat: 2, lon: 2 },
        ],
      }),
    ).rejects.toMatchObject({
      name: 'ValhallaHttpError',
      status: 429,
    });
  });

  it('defaults the costing to truck', () => {
    expect(toValhallaRequest({ locations: [] })).toMatchObject({
      costing: 'truck',
      costing_options: { truck: { top_speed: 140 } },
    });
  });
});
