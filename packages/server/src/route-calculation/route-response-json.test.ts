import { describe, expect, it } from 'vitest';
import { successBody } from '../http/response.ts';
import type { RouteResponseData } from './route-response-data.ts';
import { routeResponseJson } from './route-response-json.ts';

describe('the JSON text of a calculated route', () => {
  it('is the response wrapper around the data, as JSON.stringify writes it', () => {
    const data = {
      waypoints: [{ addr: 'Rua "$&" 1, São Paulo', coords: { lat: -23.5, lng: -46.6 } }],
      rotas: [{ summary: { n: 1 } }, { summary: { n: 2 }, volta: { x: "$'" } }],
      request_encrypted: 'abc',
      config: { waypoints: [] },
      selected: 0,
      origin: '-23.5,-46.6',
      destination: '-23.5,-46.6',
      report_link: '/app/routes/report?data=abc&alt=0',
    } as unknown as RouteResponseData;
    const text = Buffer.from(
      routeResponseJson(Buffer.from(JSON.stringify(data)), 'Rota calculada com sucesso.'),
    ).toString('utf8');
    expect(JSON.parse(text)).toEqual(successBody(data, 200, 'Rota calculada com sucesso.'));
    expect(text).toBe(JSON.stringify(successBody(data, 200, 'Rota calculada com sucesso.')));
  });
});
