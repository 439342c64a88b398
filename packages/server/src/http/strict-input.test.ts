import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { tollPlazas, vehicleTypes } from '../db/schema.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { backends } from '../test-support/test-database.ts';

// far over every text's limit, yet a body of a few of them stays under the 64 kB JSON body limit (larger: 413)
const HUGE = 'x'.repeat(10_000);

describe.each(backends)('strict input on %s', (backend) => {
  let api: TestApi;
  let truck6: number;
  beforeAll(async () => {
    api = await startTestApi(backend);
    const types = await api.db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id));
    truck6 = types.find((type) => type.number_axles === 6 && type.vehicle_type === 'Caminhao')?.id ?? 0;
    await api.db.insert(tollPlazas).values({
      id: 'artesp-l01-estrita',
      source: 'ARTESP',
      concessionaire: 'AUTOBAN',
      name: 'Praça estrita',
      road: 'SP-330',
      uf: 'SP',
      lat: -23,
      lng: -47,
    });
  }, 60_000);
  afterAll(() => api?.close());

  const plate = (plateText: string) => ({
    company_id: api.companyA,
    plate: plateText,
    brand: 'Volvo',
    model: 'FH 540',
    vehicle_type_pepsico: truck6,
    category: 'truck',
    axis: 6,
    rear_wheel_type: 'Dupla',
  });

  it('answers 422 naming the field when a body sends a boolean or a text for a number', async () => {
    const admin = api.as('adminA');
    const pepsico = await admin.post('/api/plates', { ...plate('STR1A01'), vehicle_type_pepsico: true });
    expect(pepsico.status).toBe(422);
    expect(pepsico.body.details).toEqual({ vehicle_type_pepsico: 'Tipo inválido' });

    const axis = await admin.post('/api/plates', { ...plate('STR1A02'), axis: '6' });
    expect(axis.status).toBe(422);
    expect(axis.body.details).toEqual({ axis: 'Valor inválido' });

    const company = await admin.post('/api/cost-centers', {
      company_id: String(api.companyA),
      name: 'Frota',
    });
    expect(company.status).toBe(422);
    expect(company.body.details).toEqual({ company_id: 'Valor inválido' });

    const flag = await admin.put(`/api/companies/${api.companyA}/settings`, { allow_create_route: 1 });
    expect(flag.status).toBe(422);
    expect(Object.keys(flag.body.details)).toEqual(['allow_create_route']);

    const route = await api.as('operatorA').post('/api/routes/route', {
      waypoints: [
        { name: 'A', lat: '-23.5', lng: -46.6 },
        { name: 'B', lat: -25.4, lng: -49.3 },
      ],
      config_rota: {},
      config_veiculo: { categoria: 'truck', eixos: '6' },
    });
    expect(route.status).toBe(422);
    expect(Object.keys(route.body.details).sort()).toEqual(['config_veiculo.eixos', 'waypoints.0.lat']);
  });

  it('answers 422 for a tariff multiplier or a fare the domain does not define', async () => {
    const admin = api.as('superAdmin');
    const path = '/api/toll-plazas/artesp-l01-estrita/tariffs';
    const tiny = await admin.post(path, { valid_from: '2026-07-01', multiplier: 1e-320, fare: 7.5 });
    expect(tiny.status).toBe(422);
    expect(Object.keys(tiny.body.details)).toEqual(['multiplier']);

    for (const fare of [0, 0.001, 1.234, 1e-320]) {
      const res = await admin.post(path, { valid_from: '2026-07-01', multiplier: 1, fare });
      expect(res.status, `fare ${fare}`).toBe(422);
      expect(Object.keys(res.body.details)).toEqual(['fare']);
    }
    const station = await admin.post('/api/weighing-stations', { nome: 'Posto', lat: 91, lng: -181 });
    expect(station.status).toBe(422);
    expect(Object.keys(station.body.details).sort()).toEqual(['lat', 'lng']);
  });

  it('answers 422 for texts longer than their meaning allows', async () => {
    const admin = api.as('adminA');
    const shipper = await admin.post('/api/shippers', {
      company_id: api.companyA,
      document: '45287163000135',
      name: HUGE,
    });
    expect(shipper.status).toBe(422);
    expect(shipper.body.details).toEqual({ name: 'Deve ter no máximo 200 caracteres' });

    const costCenter = await admin.post('/api/cost-centers', { company_id: api.companyA, name: HUGE });
    expect(costCenter.body.details).toEqual({ name: 'Deve ter no máximo 200 caracteres' });

    const brand = await admin.post('/api/plates', { ...plate('STR1A03'), brand: HUGE, model: HUGE });
    expect(Object.keys(brand.body.details).sort()).toEqual(['brand', 'model']);

    const company = await api.as('superAdmin').post('/api/companies', {
      name: HUGE,
      legal_name: HUGE,
      cnpj: HUGE,
      settings: { logo: HUGE },
    });
    expect(company.status).toBe(422);
    expect(Object.keys(company.body.details).sort()).toEqual(['cnpj', 'legal_name', 'name', 'settings.logo']);

    const saved = await admin.post('/api/routes', {
      company_id: api.companyA,
      slug: HUGE,
      distance: 10,
      time: 600,
      type: 'efficient',
      waypoints: ['São Paulo', HUGE],
    });
    expect(saved.status).toBe(422);
    expect(Object.keys(saved.body.details).sort()).toEqual(['slug', 'waypoints.1']);
  });

  it('parses numbers of query strings strictly', async () => {
    const admin = api.as('adminA');
    expect((await admin.get('/api/shippers?page=2')).status).toBe(200);
    for (const page of ['7abc', '1e400', '%207', '0x10', '1.5']) {
      const res = await admin.get(`/api/shippers?page=${page}`);
      expect(res.status, `page=${page}`).toBe(422);
      expect(Object.keys(res.body.details)).toEqual(['page']);
    }
    const perPage = await admin.get('/api/plates?per_page=10abc');
    expect(perPage.status).toBe(422);
    const link = await admin.get('/api/short-links?category_id=4abc&redirect_to=%2Fapp%2F');
    expect(link.status).toBe(422);
    expect(Object.keys(link.body.details)).toEqual(['category_id']);
  });
});
