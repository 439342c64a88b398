import { describe, expect, it } from 'vitest';
import { transportTakerSchema, vpoSettingsSchema } from './vpo-settings.ts';

describe('VPO settings', () => {
  it('defaults everything but the route', () => {
    expect(vpoSettingsSchema.parse({ slugRoute: 'SP-CWB' })).toEqual({
      remarks: '',
      costCenter: null,
      code: '',
      shipper: null,
      originDocument: '',
      destinationDocument: '',
      expirationDate: '',
      slugRoute: 'SP-CWB',
      vehicleType: null,
      operationType: '',
      transportTaker: 'FOB',
    });
  });

  it('reads a full purchase, documents as digits', () => {
    const settings = vpoSettingsSchema.parse({
      remarks: 'Entrega urgente',
      costCenter: '3',
      code: 'PED-123',
      shipper: 4,
      originDocument: '11.222.333/0001-81',
      destinationDocument: '123.456.789-09',
      expirationDate: '30/09/2026',
      slugRoute: 'SP-CWB',
      vehicleType: 2,
      operationType: 'VendaCliente',
      transportTaker: 'CIF',
    });
    expect(settings).toMatchObject({
      costCenter: 3,
      originDocument: '11222333000181',
      destinationDocument: '12345678909',
      transportTaker: 'CIF',
    });
  });

  it.each([
    [{ slugRoute: '' }, 'slugRoute', 'Esse campo é obrigatório'],
    [{ slugRoute: 'x', originDocument: '123' }, 'originDocument', 'CPF/CNPJ inválido'],
    [{ slugRoute: 'x', expirationDate: '2026-09-30' }, 'expirationDate', undefined],
    [{ slugRoute: 'x', transportTaker: 'CFR' }, 'transportTaker', undefined],
  ])('%j fails on %s', (input, field, message) => {
    const issue = vpoSettingsSchema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    if (message) expect(issue?.message).toBe(message);
  });

  it('transport taker is CIF or FOB', () => {
    expect(transportTakerSchema.options).toEqual(['CIF', 'FOB']);
  });
});
