import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { formatCoordinateText, stringifySavedRouteWaypoints, vpoQuoteSchema, vpoSchema } from '@freight/core';
import type { Vpo } from '@freight/core';
import { plateTags, plates, savedRoutes, shippers, tollTariffs, vpoSupplierConfigs } from '../db/schema.ts';
import { dataDirWithGraph } from '../route-calculation/test-support/graph-dir.ts';
import { startTinyRouteApi } from '../route-calculation/test-support/tiny-route-api.ts';
import type { TinyRouteApi } from '../route-calculation/test-support/tiny-route-api.ts';
import {
  BR116_PLAZA,
  tinyRouteNetwork as net,
} from '../route-calculation/test-support/tiny-route-network.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { backends } from '../test-support/test-database.ts';
import { FAKE_SEM_PARAR_CREDENTIALS, startFakeSemParar } from './suppliers/sem-parar/fake-sem-parar.ts';
import type { FakeSemPararServer } from './suppliers/sem-parar/fake-sem-parar.ts';

/** Wednesday 2026-09-02, noon in Brasília. */
const WEDNESDAY = Date.parse('2026-09-02T12:00:00-03:00');
const TODAY = '2026-09-02';

let dataDir: string;
beforeAll(async () => {
  dataDir = await dataDirWithGraph(net.entities);
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(backends)('VPO purchases (%s)', (backend) => {
  let tiny: TinyRouteApi | undefined;
  let api: TestApi;
  let fake: FakeSemPararServer;
  let routeId: number;
  let plateId: number;
  let shipperId: number;
  let keyCount = 0;
  const key = () => `chave-teste-${backend}-${++keyCount}-${Date.now()}`;

  beforeAll(async () => {
    fake = await startFakeSemParar({ defaultFare: 40 });
    tiny = await startTinyRouteApi(backend, dataDir, {
      now: WEDNESDAY,
      env: { VPO_SUPPLIER_TIMEOUT_MS: '600' },
    });
    api = tiny.api;
    const a = net.at('a');
    const e = net.at('e');
    const [route] = await api.db
      .insert(savedRoutes)
      .values({
        company_id: api.companyA,
        slug: 'Alfa → Beta',
        distance: 0.8,
        time: 60,
        type: 'efficient',
        waypoints: stringifySavedRouteWaypoints([
          formatCoordinateText(a.lat, a.lng),
          formatCoordinateText(e.lat, e.lng),
        ]),
      })
      .returning();
    routeId = route!.id;
    const [plate] = await api.db
      .insert(plates)
      .values({
        company_id: api.companyA,
        plate: 'BRA2E19',
        category: 'truck',
        axis: 6,
        rear_wheel_type: 'Dupla',
      })
      .returning();
    plateId = plate!.id;
    await api.db.insert(plateTags).values({ plate_id: plateId, name: 'Sem Parar' });
    const [shipper] = await api.db
      .insert(shippers)
      .values({ company_id: api.companyA, document: '45287163000135', name: 'Embarcador Alfa' })
      .returning();
    shipperId = shipper!.id;
  }, 90_000);
  afterAll(async () => {
    await tiny?.close();
    await fake?.close();
  });

  const purchase = (overrides: Record<string, unknown> = {}) => ({
    idempotency_key: key(),
    route_id: routeId,
    plate_id: plateId,
    supplier: 'builtin',
    shipper_id: shipperId,
    expiration_date: '2026-09-07',
    origin_document: '45.287.163/0001-35',
    remarks: 'Carga de teste',
    ...overrides,
  });

  it('quotes the saved route for the plate: every plaza priced, the total their sum', async () => {
    const res = await api.as('operatorA').post('/api/vpo/quote', { route_id: routeId, plate_id: plateId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const quote = vpoQuoteSchema.parse(res.body.data);
    expect(quote.lines.map((line) => line.name)).toEqual(['Praça Teste']);
    expect(quote.lines[0]!.fare).toBeGreaterThan(0);
    expect(quote.total).toBe(quote.lines[0]!.fare);
    expect(quote.blocked).toBeNull();
    expect(quote.priced_on).toBe(TODAY);

    const lifted = await api
      .as('operatorA')
      .post('/api/vpo/quote', { route_id: routeId, plate_id: plateId, suspended_axles: 2 });
    expect(lifted.body.data.total).toBeLessThan(quote.total!);
  });

  it('buys with the built-in supplier, and the same key again answers the same purchase', async () => {
    const body = purchase();
    const first = await api.as('operatorA').post('/api/vpo', body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const vpo = vpoSchema.parse(first.body.data);
    expect(vpo).toMatchObject({
      status: 'issued',
      supplier: 'builtin',
      tag_operator: 'Sem Parar',
      shipper_name: 'Embarcador Alfa',
      origin_document: '45287163000135',
      route_slug: 'Alfa → Beta',
    });
    expect(vpo.trip_number).toMatch(/^PP-/);
    expect(vpo.purchased_value).toBe(vpo.quoted_value);
    expect(vpo.history!.map((event) => event.status)).toEqual(['quoted', 'pending', 'issued']);

    const again = await api.as('operatorA').post('/api/vpo', body);
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/nenhuma nova compra/);
    expect(again.body.data.id).toBe(vpo.id);
    const list = await api.as('operatorA').get(`/api/vpo?route_id=${routeId}&supplier=builtin`);
    expect(
      list.body.data.data.filter((row: Vpo) => row.client_reference === vpo.client_reference),
    ).toHaveLength(1);

    const reused = await api.as('operatorA').post('/api/vpo', { ...body, remarks: 'Outra compra' });
    expect(reused.status).toBe(422);
    expect(reused.body.details.idempotency_key).toMatch(/já foi usada/);
  });

  it('refuses bad input with pt-BR messages and buys nothing', async () => {
    const operator = api.as('operatorA');
    const badDocument = await operator.post('/api/vpo', purchase({ origin_document: '111.111.111-11' }));
    expect(badDocument.status).toBe(422);
    expect(badDocument.body.details.origin_document).toMatch(/CPF/);
    const past = await operator.post('/api/vpo', purchase({ expiration_date: '2026-09-01' }));
    expect(past.body.details.expiration_date).toBe('A validade não pode ser anterior a hoje.');
    const far = await operator.post('/api/vpo', purchase({ expiration_date: '2026-12-31' }));
    expect(far.body.details.expiration_date).toMatch(/no máximo 15 dias/);
    const noShipper = await operator.post('/api/vpo', purchase({ shipper_id: undefined }));
    expect(noShipper.status).toBe(422);
    const cif = await operator.post('/api/vpo', purchase({ operation_type: 'VendaCliente' }));
    expect(cif.status).toBe(422);
    expect(cif.body.details.destination_document).toMatch(/último ponto da rota/);
    const tag = await operator.post('/api/vpo', purchase({ tag: 'Veloe' }));
    expect(tag.body.details.tag).toBe('Esta empresa não permite escolher a tag na compra do VPO.');
    const semParar = await operator.post('/api/vpo', purchase({ supplier: 'semparar' }));
    expect(semParar.body.details.supplier).toBe(
      'O fornecedor Sem Parar não está configurado para esta empresa.',
    );
    const notJson = await api.call('operatorA', 'POST', '/api/vpo', { body: '{"route_id":' });
    expect(notJson.status).toBe(400);
  });

  it('blocks the purchase when a plaza has no known fare, naming the plaza', async () => {
    const tariffs = await api.db.delete(tollTariffs).where(eq(tollTariffs.plaza_id, BR116_PLAZA)).returning();
    api.ctx.referenceData.bump();
    try {
      const before = (await api.as('operatorA').get('/api/vpo')).body.data.total;
      const quote = await api
        .as('operatorA')
        .post('/api/vpo/quote', { route_id: routeId, plate_id: plateId });
      expect(quote.body.data.total).toBeNull();
      expect(quote.body.data.lines[0].fare).toBeNull();
      expect(quote.body.data.blocked).toMatch(/a praça Praça Teste não tem tarifa conhecida/);
      const res = await api.as('operatorA').post('/api/vpo', purchase());
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/Praça Teste/);
      expect((await api.as('operatorA').get('/api/vpo')).body.data.total).toBe(before);
    } finally {
      await api.db.insert(tollTariffs).values(tariffs);
      api.ctx.referenceData.bump();
    }
  });

  it('keeps each company to its own purchases', async () => {
    const bought = await api.as('operatorA').post('/api/vpo', purchase());
    const id = bought.body.data.id;
    expect((await api.as('adminB').get(`/api/vpo/${id}`)).status).toBe(404);
    expect((await api.as('adminB').post(`/api/vpo/${id}/cancel`, { reason: 'Não é meu' })).status).toBe(404);
    expect((await api.as('adminB').get('/api/vpo')).body.data.total).toBe(0);
    expect((await api.as('adminB').post('/api/vpo', purchase())).status).toBe(404);
    expect((await api.as('guestA').get('/api/vpo')).status).toBe(403);
    const plateB = await api.as('adminB').post('/api/vpo/quote', { route_id: routeId, plate_id: plateId });
    expect(plateB.status).toBe(404);
  });

  it('cancels a built-in VPO with a reason, once', async () => {
    const bought = await api.as('operatorA').post('/api/vpo', purchase());
    const id = bought.body.data.id;
    const noReason = await api.as('operatorA').post(`/api/vpo/${id}/cancel`, { reason: '' });
    expect(noReason.status).toBe(422);
    const cancelled = await api
      .as('operatorA')
      .post(`/api/vpo/${id}/cancel`, { reason: 'Viagem desmarcada' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Viagem desmarcada' });
    const twice = await api.as('operatorA').post(`/api/vpo/${id}/cancel`, { reason: 'De novo' });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toMatch(/não pode ser cancelado/);
  });

  it('reconciles a CSV of passages: plazas bought but not passed, passages charged but not bought', async () => {
    const bought = (await api.as('operatorA').post('/api/vpo', purchase())).body.data;
    const csv = [
      'data_passagem;praca;codigo_praca;placa;valor;numero_viagem',
      `02/09/2026 14:10;Praca teste;;BRA2E19;41,40;${bought.trip_number}`,
      `02/09/2026 15:30;Praça Fantasma;;BRA2E19;9,90;${bought.trip_number}`,
      '02/09/2026 16:00;Praça Teste;P-42;ABC1234;41,40;',
    ].join('\n');
    const res = await api.call('operatorA', 'POST', '/api/vpo/reconciliation', {
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    const entry = res.body.data.find((item: { vpo_id: number | null }) => item.vpo_id === bought.id);
    expect(entry).toMatchObject({ matched: 1, bought_not_passed: [] });
    expect(entry.charged_not_bought.map((line: { plaza: string }) => line.plaza)).toEqual(['Praça Fantasma']);
    const others = res.body.data.filter(
      (item: { vpo_id: number | null; bought_not_passed: unknown[] }) =>
        item.vpo_id !== null && item.vpo_id !== bought.id,
    );
    expect(others.length).toBeGreaterThan(0);
    expect(
      others.every((item: { bought_not_passed: unknown[] }) => item.bought_not_passed.length === 1),
    ).toBe(true);
    expect(res.body.data.at(-1)).toMatchObject({ vpo_id: null, plate: 'ABC1234' });
    expect(JSON.stringify(res.body.data)).not.toContain('Logística Beta');

    const bad = await api.call('operatorA', 'POST', '/api/vpo/reconciliation', {
      body: 'data;praca;placa;valor\n31/02/2026;Praça;BRA2E19;abc\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details['linha 2']).toMatch(/data inválida/);
    expect(
      (
        await api.as('adminB').post('/api/vpo/reconciliation/semparar', {
          company_id: api.companyA,
          start: TODAY,
          end: TODAY,
        })
      ).status,
    ).toBe(404);
  });

  describe('with the fake Sem Parar', () => {
    beforeAll(async () => {
      const saved = await api.as('adminA').put(`/api/companies/${api.companyA}/vpo-supplier`, {
        semparar_enabled: true,
        semparar_url: fake.url,
        semparar_cnpj: '12.345.678/0001-95',
        semparar_login: FAKE_SEM_PARAR_CREDENTIALS.login,
        semparar_password: FAKE_SEM_PARAR_CREDENTIALS.password,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.semparar_cnpj).toBe(FAKE_SEM_PARAR_CREDENTIALS.cnpj);
    });

    it('keeps the password sealed and never returns it', async () => {
      const config = await api.as('adminA').get(`/api/companies/${api.companyA}/vpo-supplier`);
      expect(config.body.data).toMatchObject({ semparar_enabled: true, has_password: true });
      expect(JSON.stringify(config.body)).not.toContain(FAKE_SEM_PARAR_CREDENTIALS.password);
      const [row] = await api.db
        .select()
        .from(vpoSupplierConfigs)
        .where(eq(vpoSupplierConfigs.company_id, api.companyA));
      expect(row!.semparar_password_sealed).not.toContain(FAKE_SEM_PARAR_CREDENTIALS.password);
      const offered = await api.as('operatorA').get(`/api/vpo/suppliers?company_id=${api.companyA}`);
      expect(offered.body.data.map((option: { kind: string }) => option.kind)).toEqual([
        'builtin',
        'semparar',
      ]);
      expect((await api.as('operatorA').get(`/api/companies/${api.companyA}/vpo-supplier`)).status).toBe(403);
    });

    it('buys once, archives the exchanges without secrets, and a repeat buys nothing', async () => {
      const before = fake.state.purchaseCount;
      const body = purchase({ supplier: 'semparar' });
      const res = await api.as('operatorA').post('/api/vpo', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const vpo = vpoSchema.parse(res.body.data);
      expect(vpo.status).toBe('issued');
      expect(vpo.purchased_value).toBe(40);
      expect(fake.state.trips.get(vpo.trip_number!)?.chaveExterna).toBe(vpo.client_reference);
      expect(vpo.exchanges!.map((exchange) => exchange.operation)).toContain('comprarViagemComObservacoes');
      const archived = JSON.stringify(vpo.exchanges);
      expect(archived).not.toContain(FAKE_SEM_PARAR_CREDENTIALS.password);
      expect((await api.as('operatorA').post('/api/vpo', body)).body.data.id).toBe(vpo.id);
      expect(fake.state.purchaseCount).toBe(before + 1);
    });

    it('leaves a timed-out purchase unknown, then settles it by a lookup: one purchase', async () => {
      const before = fake.state.purchaseCount;
      fake.state.nextPurchaseDelayMs = 1500;
      const body = purchase({ supplier: 'semparar' });
      const res = await api.as('operatorA').post('/api/vpo', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.status).toBe('unknown');
      expect(res.body.message).toMatch(/não compre de novo/);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const repeat = await api.as('operatorA').post('/api/vpo', body);
      expect(repeat.status).toBe(200);
      expect(repeat.body.data).toMatchObject({ id: res.body.data.id, status: 'issued' });
      expect(repeat.body.data.trip_number).toBeTruthy();
      expect(fake.state.purchaseCount).toBe(before + 1);
      expect(repeat.body.data.history.map((event: { status: string }) => event.status)).toEqual([
        'quoted',
        'pending',
        'unknown',
        'issued',
      ]);
    });

    it('records refusals and routes without tolls as ends', async () => {
      fake.state.nextPurchaseStatus = 7;
      const refused = await api.as('operatorA').post('/api/vpo', purchase({ supplier: 'semparar' }));
      expect(refused.status).toBe(422);
      expect(refused.body.data.status).toBe('refused');
      fake.state.nextPurchaseStatus = 808;
      const noToll = await api.as('operatorA').post('/api/vpo', purchase({ supplier: 'semparar' }));
      expect(noToll.status).toBe(422);
      expect(noToll.body.data.status).toBe('no_toll');
    });

    it("reconciles with Sem Parar's statement of the period", async () => {
      const bought = (await api.as('operatorA').post('/api/vpo', purchase({ supplier: 'semparar' }))).body
        .data;
      fake.state.statement = [
        {
          acao: 'PASSAGEM',
          dataPassagem: '2026-09-02T16:00:00-03:00',
          nomePraca: 'Praça Teste',
          placa: 'BRA2E19',
          valorOperacao: 40,
          numeroViagem: Number(bought.trip_number),
        },
        {
          acao: 'PASSAGEM',
          dataPassagem: '2026-09-02T17:00:00-03:00',
          nomePraca: 'Praça Fora da Rota',
          placa: 'BRA2E19',
          valorOperacao: 12,
          numeroViagem: Number(bought.trip_number),
        },
      ];
      const res = await api.as('operatorA').post('/api/vpo/reconciliation/semparar', {
        company_id: api.companyA,
        start: TODAY,
        end: TODAY,
      });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      const entry = res.body.data.find((item: { vpo_id: number | null }) => item.vpo_id === bought.id);
      expect(entry).toMatchObject({ matched: 1, bought_not_passed: [] });
      expect(entry.charged_not_bought).toHaveLength(1);
      const tooLong = await api.as('operatorA').post('/api/vpo/reconciliation/semparar', {
        company_id: api.companyA,
        start: '2026-01-01',
        end: '2026-09-02',
      });
      expect(tooLong.body.details.end).toBe('O período pode ter no máximo 31 dias.');
    });

    it('cancels, and keeps a VPO issued when Sem Parar refuses the cancellation', async () => {
      const bought = (await api.as('operatorA').post('/api/vpo', purchase({ supplier: 'semparar' }))).body
        .data;
      fake.state.trips.get(bought.trip_number)!.passed = true;
      const refused = await api
        .as('operatorA')
        .post(`/api/vpo/${bought.id}/cancel`, { reason: 'Desistência' });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/não permite cancelar/);
      expect((await api.as('operatorA').get(`/api/vpo/${bought.id}`)).body.data.status).toBe('issued');

      const other = (await api.as('operatorA').post('/api/vpo', purchase({ supplier: 'semparar' }))).body
        .data;
      const cancelled = await api
        .as('operatorA')
        .post(`/api/vpo/${other.id}/cancel`, { reason: 'Desistência' });
      expect(cancelled.body.data.status).toBe('cancelled');
      expect(fake.state.trips.get(other.trip_number)!.cancelled).toBe(true);
    });
  });

  it('serves the receipt as a PDF, to its company only', async () => {
    const bought = (await api.as('operatorA').post('/api/vpo', purchase())).body.data;
    const pdf = await api.app.request(
      `/api/vpo/${bought.id}/pdf`,
      { headers: { authorization: `Bearer ${await api.token('operatorA')}` } },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="vpo-${bought.id}.pdf"`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await api.as('adminB').get(`/api/vpo/${bought.id}/pdf`)).status).toBe(404);
  });

  it('reports with filters and totals, and exports the same rows as XLSX', async () => {
    const operator = api.as('operatorA');
    const all = await operator.get(`/api/vpo?per_page=-1&date_start=${TODAY}&date_end=${TODAY}`);
    expect(all.status).toBe(200);
    const rows: Vpo[] = all.body.data.data;
    expect(rows.length).toBeGreaterThan(3);
    // no sort asked: the newest purchase first
    expect(rows.map((row) => row.id)).toEqual(rows.map((row) => row.id).sort((a, b) => b - a));
    const issued = await operator.get('/api/vpo?status=issued&plate=bra2&sort=purchased_value&order=desc');
    expect(issued.body.data.data.every((row: Vpo) => row.status === 'issued')).toBe(true);
    const totals = (await operator.get('/api/vpo/totals?status=issued')).body.data;
    const sum = issued.body.data.data.reduce(
      (total: number, row: Vpo) => total + (row.purchased_value ?? 0),
      0,
    );
    expect(totals.count).toBe(issued.body.data.total);
    expect(totals.purchased_value).toBeCloseTo(sum, 2);
    const badStatus = await operator.get('/api/vpo?status=comprado');
    expect(badStatus.status).toBe(422);

    const file = await api.app.request(
      '/api/vpo/export?status=issued',
      { headers: { authorization: `Bearer ${await api.token('operatorA')}` } },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/vpo-2026-09-02\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.getWorksheet('VPOs')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Data da compra');
    expect(sheet.rowCount - 1).toBe(totals.count);
    expect(String(sheet.getRow(2).getCell(9).value)).toBe('Emitido');
    expect((await api.as('guestA').get('/api/vpo/export')).status).toBe(403);
  });
});
