import { afterEach, describe, expect, it } from 'vitest';
import type { VpoQuoteLine } from '@freight/core';
import {
  SupplierTimeoutError,
  SupplierUnavailableError,
  type SupplierCallContext,
  type SupplierExchange,
  type SupplierPurchaseInput,
} from '../vpo-supplier.ts';
import { createSemPararSupplier, SEM_PARAR_NOT_CANCELLABLE_MESSAGE } from './create-sem-parar-supplier.ts';
import { FAKE_SEM_PARAR_CREDENTIALS, startFakeSemParar, type FakeSemPararServer } from './fake-sem-parar.ts';

const fakes: FakeSemPararServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function setUp(options: { timeoutMs?: number; password?: string } = {}) {
  const fake = await startFakeSemParar({ fares: { '101': 12.5, '102': 7.3, '103': 20 } });
  fakes.push(fake);
  const supplier = createSemPararSupplier({
    url: fake.url,
    cnpj: FAKE_SEM_PARAR_CREDENTIALS.cnpj,
    login: FAKE_SEM_PARAR_CREDENTIALS.login,
    password: options.password ?? FAKE_SEM_PARAR_CREDENTIALS.password,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const exchanges: SupplierExchange[] = [];
  const ctx: SupplierCallContext = { signal: new AbortController().signal, record: (e) => exchanges.push(e) };
  return { fake, supplier, ctx, exchanges };
}

function line(code: string | null, name: string, fare: number): VpoQuoteLine {
  return {
    plaza_id: name,
    codigo_antt: null,
    codigo_semparar: code,
    name,
    road: 'SP-330',
    km: 100,
    direction: 'N',
    uf: 'SP',
    concessionaire: 'AutoBan',
    fare,
  };
}

function purchaseInput(overrides: Partial<SupplierPurchaseInput> = {}): SupplierPurchaseInput {
  return {
    clientReference: 'VPO-7f3a9c2e-0001',
    routeName: 'Campinas - Santos',
    plate: 'ABC1D23',
    axis: 3,
    category: 'truck',
    startDate: '2026-11-26',
    endDate: '2026-11-30',
    lines: [line('101', 'Praça Valinhos', 12.5), line('102', 'Praça Itupeva', 7.3)],
    total: 19.8,
    shipperDocument: '11222333000181',
    carrierDocument: '12345678000195',
    tag: null,
    remarks: ['Carga de café'],
    ...overrides,
  };
}

describe('Sem Parar supplier', () => {
  it('quotes the route as Sem Parar prices it (sum of its plazas)', async () => {
    const { supplier, ctx } = await setUp();
    await expect(supplier.quote(purchaseInput(), ctx)).resolves.toEqual({ status: 'ok', value: 19.8 });
  });

  it('buys the trip: issued with the trip number and the value charged, reference kept as chaveExterna', async () => {
    const { fake, supplier, ctx } = await setUp();
    const result = await supplier.purchase(purchaseInput(), ctx);
    expect(result).toMatchObject({ status: 'issued', value: 19.8 });
    const trip = [...fake.state.trips.values()][0];
    expect(result.status === 'issued' && result.tripNumber).toBe(trip?.numero);
    expect(trip).toMatchObject({ placa: 'ABC1D23', nEixos: 3, chaveExterna: 'VPO-7f3a9c2e-0001' });
    expect(trip?.observacoes).toEqual(['VPO-7f3a9c2e-0001', 'Carga de café']);
  });

  it('answers no_toll when Sem Parar says the route has no tolls (808)', async () => {
    const { fake, supplier, ctx } = await setUp();
    const input = purchaseInput({ lines: [], total: 0 });
    await expect(supplier.quote(input, ctx)).resolves.toMatchObject({ status: 'no_toll' });
    await expect(supplier.purchase(input, ctx)).resolves.toMatchObject({ status: 'no_toll' });
    expect(fake.state.trips.size).toBe(0);
  });

  it('answers refused with a pt-BR message when Sem Parar refuses the purchase (7)', async () => {
    const { fake, supplier, ctx } = await setUp();
    fake.state.nextPurchaseStatus = 7;
    await expect(supplier.purchase(purchaseInput(), ctx)).resolves.toEqual({
      status: 'refused',
      code: '7',
      message: 'O Sem Parar recusou a compra: o veículo tem mais de uma tag ativa.',
    });
  });

  it('a purchase that times out is unknown, and the lookup finds the one trip bought', async () => {
    const { fake, supplier, ctx } = await setUp({ timeoutMs: 400 });
    fake.state.nextPurchaseDelayMs = 1_500;
    await expect(supplier.purchase(purchaseInput(), ctx)).rejects.toBeInstanceOf(SupplierTimeoutError);
    const found = await supplier.lookup('VPO-7f3a9c2e-0001', purchaseInput(), ctx);
    expect(found).toMatchObject({ status: 'issued', value: 19.8 });
    expect(found?.status === 'issued' && found.tripNumber).toBe(
      fake.state.tripsByKey.get('VPO-7f3a9c2e-0001'),
    );
    expect(fake.state.purchaseCount).toBe(1);
  });

  it('a lookup of a reference Sem Parar does not know answers null', async () => {
    const { supplier, ctx } = await setUp();
    await expect(supplier.lookup('VPO-never-bought', purchaseInput(), ctx)).resolves.toBeNull();
  });

  it('cancels a trip, and refuses with the pt-BR reason once a plaza was passed (49)', async () => {
    const { fake, supplier, ctx } = await setUp();
    const first = await supplier.purchase(purchaseInput(), ctx);
    const second = await supplier.purchase(purchaseInput({ clientReference: 'VPO-7f3a9c2e-0002' }), ctx);
    if (first.status !== 'issued' || second.status !== 'issued') throw new Error('not issued');
    await expect(supplier.cancel(first.tripNumber, 'Carga desistida', ctx)).resolves.toEqual({
      status: 'cancelled',
    });
    expect(fake.state.trips.get(first.tripNumber)?.cancelled).toBe(true);
    fake.state.trips.get(second.tripNumber)!.passed = true;
    await expect(supplier.cancel(second.tripNumber, 'Carga desistida', ctx)).resolves.toEqual({
      status: 'refused',
      code: '49',
      message: SEM_PARAR_NOT_CANCELLABLE_MESSAGE,
    });
    expect(fake.state.trips.get(second.tripNumber)?.cancelled).toBe(false);
  });

  it('reads the receipt of an issued trip', async () => {
    const { supplier, ctx } = await setUp();
    const bought = await supplier.purchase(purchaseInput(), ctx);
    if (bought.status !== 'issued') throw new Error('not issued');
    const receipt = await supplier.receipt(bought.tripNumber, ctx);
    expect(receipt).toMatchObject({ tripNumber: bought.tripNumber, value: 19.8 });
    expect(receipt.plazas).toEqual([
      { name: 'Praça 101', value: 12.5 },
      { name: 'Praça 102', value: 7.3 },
    ]);
  });

  it('maps the statement passages to statement lines (other movements left out)', async () => {
    const { fake, supplier, ctx } = await setUp();
    fake.state.statement = [
      {
        acao: 'PASSAGEM',
        dataPassagem: '2026-11-27T08:15:00-03:00',
        nomePraca: 'Praça Valinhos',
        nomeRodovia: 'SP-330',
        placa: 'ABC1D23',
        tag: '9993000123',
        valorOperacao: 12.5,
        numeroViagem: 700000001,
      },
      {
        acao: 'PASSAGEM',
        dataPassagem: '2026-11-27T09:00:00-03:00',
        nomePraca: 'Praça Jundiaí',
        placa: 'ABC1D23',
        valorOperacao: 9.1,
      },
      { acao: 'CREDITO', dataOperacao: '2026-11-26T10:00:00-03:00', valorOperacao: 500 },
    ];
    await expect(supplier.statement('2026-11-26', '2026-11-30', ctx)).resolves.toEqual([
      {
        passed_at: '2026-11-27T08:15:00-03:00',
        plaza: 'Praça Valinhos',
        plaza_code: null,
        road: 'SP-330',
        plate: 'ABC1D23',
        tag: '9993000123',
        value: 12.5,
        trip_number: '700000001',
      },
      {
        passed_at: '2026-11-27T09:00:00-03:00',
        plaza: 'Praça Jundiaí',
        plaza_code: null,
        road: null,
        plate: 'ABC1D23',
        tag: null,
        value: 9.1,
        trip_number: null,
      },
    ]);
  });

  it('wrong credentials: SupplierUnavailableError with a pt-BR message, nothing bought', async () => {
    const { fake, supplier, ctx } = await setUp({ password: 'senha-errada' });
    const failure = supplier.purchase(purchaseInput(), ctx);
    await expect(failure).rejects.toBeInstanceOf(SupplierUnavailableError);
    await expect(failure).rejects.toThrow('O Sem Parar recusou o CNPJ, o login ou a senha configurados');
    expect(fake.state.purchaseCount).toBe(0);
  });

  it('an unreadable answer is SupplierUnavailableError with a pt-BR message, not a crash', async () => {
    const { fake, supplier, ctx } = await setUp();
    fake.state.nextMalformed = 'obterCustoRota';
    const failure = supplier.quote(purchaseInput(), ctx);
    await expect(failure).rejects.toBeInstanceOf(SupplierUnavailableError);
    await expect(failure).rejects.toThrow('O Sem Parar respondeu algo que não foi possível ler');
  });

  it('an unreadable purchase answer leaves the purchase unknown (it may have been bought)', async () => {
    const { fake, supplier, ctx } = await setUp();
    fake.state.nextMalformed = 'comprarViagemComObservacoes';
    await expect(supplier.purchase(purchaseInput(), ctx)).rejects.toBeInstanceOf(SupplierTimeoutError);
  });

  it('a service that cannot be reached is SupplierUnavailableError', async () => {
    const { fake, supplier, ctx } = await setUp();
    await fake.close();
    await expect(supplier.quote(purchaseInput(), ctx)).rejects.toBeInstanceOf(SupplierUnavailableError);
  });

  it('authenticates once, and again once when the session expired', async () => {
    const { fake, supplier, ctx, exchanges } = await setUp();
    await supplier.quote(purchaseInput(), ctx);
    await supplier.quote(purchaseInput(), ctx);
    expect(exchanges.filter((e) => e.operation === 'autenticarUsuario')).toHaveLength(1);
    fake.state.expireSessions();
    await expect(supplier.purchase(purchaseInput(), ctx)).resolves.toMatchObject({ status: 'issued' });
    expect(exchanges.filter((e) => e.operation === 'autenticarUsuario')).toHaveLength(2);
    expect(fake.state.purchaseCount).toBe(1);
  });

  it('records every exchange with the password and the session masked', async () => {
    const { fake, supplier, ctx, exchanges } = await setUp();
    await supplier.purchase(purchaseInput(), ctx);
    expect(exchanges.map((e) => e.operation)).toEqual([
      'autenticarUsuario',
      'cadastrarRotaTemporaria',
      'comprarViagemComObservacoes',
      'obterReciboViagem',
    ]);
    const sessions = [...fake.state.sessions];
    expect(sessions).toHaveLength(1);
    for (const exchange of exchanges) {
      const text = `${exchange.request}\n${exchange.response ?? ''}`;
      expect(text).not.toContain(FAKE_SEM_PARAR_CREDENTIALS.password);
      expect(text).not.toContain(sessions[0]);
      expect(exchange.outcome).toBe('ok');
    }
    expect(exchanges[0]?.request).toContain('<senha>***</senha>');
    expect(exchanges[0]?.response).toContain('<sessao>***</sessao>');
    expect(exchanges[2]?.request).toContain('<rota>Campinas - Santos');
  });

  it('stops when the caller aborts before the call', async () => {
    const { fake, supplier } = await setUp();
    const controller = new AbortController();
    controller.abort();
    await expect(
      supplier.purchase(purchaseInput(), { signal: controller.signal, record: () => undefined }),
    ).rejects.toBeInstanceOf(SupplierUnavailableError);
    expect(fake.state.purchaseCount).toBe(0);
  });
});
