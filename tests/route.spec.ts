import { test, expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

async function login(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: 'operador@example.com', password: 'demo-e2e-senha' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token as string;
}

test('a fresh server imports the shared data and plans São Paulo → Curitiba for a 6-axle truck', async ({
  request,
}) => {
  const token = await login(request);
  const headers = { authorization: `Bearer ${token}` };

  const suggestions = await request.get('/api/geocode/suggestions?q=Curitba', { headers });
  expect(suggestions.status()).toBe(200);
  const first = (await suggestions.json()).data.suggestions[0];
  expect(first).toMatchObject({ matchLevel: 'city', address: { city: 'Curitiba' } });

  const res = await request.post('/api/routes/route', {
    headers,
    data: {
      waypoints: [{ name: 'São Paulo, SP' }, { name: 'Curitiba, PR' }],
      type_route: 'efficient',
      config_rota: { volta: false, costing: 'truck' },
      config_veiculo: { categoria: 'truck', eixos: 6 },
    },
  });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.success).toBe(true);
  const way = body.data.rotas[0];
  expect(way.rota.trip.summary.length).toBeGreaterThan(350);
  expect(way.rota.trip.summary.length).toBeLessThan(480);
  const names = way.pedagios.pracas.map((plaza: { nome: string }) => plaza.nome);
  expect(names).toEqual(expect.arrayContaining(['Miracatu', 'Juquiá', 'Cajati', 'Barra do Turvo']));
  expect(way.summary.fmt.total_tolls_gross).toMatch(/^R\$\s?\d{1,3}(\.\d{3})*,\d{2}$/);
  expect(way.summary.raw.axis).toBe(6);
  expect(body.data.request_encrypted).toEqual(expect.any(String));
});
