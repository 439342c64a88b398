import { MAX_VPO_VALIDITY_DAYS, VPO_MESSAGES } from '@freight/core';
import { describe, expect, it } from 'vitest';
import {
  checkVpoPurchase,
  emptyVpoPurchaseForm,
  outcomeUnknown,
  withOperationType,
} from './vpo-purchase-form.ts';

const TODAY = '2026-11-26';
const CONTEXT = { routeId: '7', today: TODAY, tagAllowed: false, idempotencyKey: 'key-0001-abcd' };
const filled = {
  ...emptyVpoPurchaseForm(TODAY),
  plate_id: '3',
  shipper_id: '9',
  supplier: 'builtin' as const,
};

describe('the VPO purchase form', () => {
  it('starts valid for the default validity (today + 5 days), FOB, nothing chosen', () => {
    expect(emptyVpoPurchaseForm(TODAY)).toMatchObject({
      expiration_date: '2026-12-01',
      transport_taker: 'FOB',
      plate_id: '',
      suspended_axles: 0,
    });
  });

  it.each([
    ['VendaCliente', 'Cliente 11.222.333/0001-81', 'CIF', '11222333000181'],
    ['Reentrega', 'Cliente 11.222.333/0001-81', 'CIF', '11222333000181'],
    ['Transferencia', 'Cliente 11.222.333/0001-81', 'FOB', ''],
  ])('operation type %s with last waypoint %s → %s, destination %s', (type, last, taker, document) => {
    expect(withOperationType(filled, type, last)).toMatchObject({
      operation_type: type,
      transport_taker: taker,
      destination_document: document,
    });
  });

  it('builds the purchase request; the tag only when the company allows choosing it', () => {
    const form = { ...filled, tag: 'Veloe', origin_document: '529.982.247-25' };
    const sent = checkVpoPurchase(form, CONTEXT);
    expect(sent).toMatchObject({
      ok: true,
      request: {
        idempotency_key: 'key-0001-abcd',
        route_id: 7,
        plate_id: 3,
        shipper_id: 9,
        supplier: 'builtin',
        cost_center_id: null,
        origin_document: '52998224725',
        tag: null,
      },
    });
    expect(checkVpoPurchase(form, { ...CONTEXT, tagAllowed: true })).toMatchObject({
      request: { tag: 'Veloe' },
    });
  });

  it.each([
    [{ plate_id: '' }, 'plate_id', 'Esse campo é obrigatório'],
    [{ shipper_id: '' }, 'shipper_id', 'Esse campo é obrigatório'],
    [{ supplier: '' as const }, 'supplier', 'Esse campo é obrigatório'],
    [{ destination_document: '123' }, 'destination_document', 'CPF/CNPJ inválido'],
    [{ expiration_date: '2026-11-25' }, 'expiration_date', VPO_MESSAGES.expirationPast],
    [
      { expiration_date: '2026-12-12' },
      'expiration_date',
      VPO_MESSAGES.expirationTooFar(MAX_VPO_VALIDITY_DAYS),
    ],
  ])('refuses %o under %s', (patch, field, message) => {
    expect(checkVpoPurchase({ ...filled, ...patch }, CONTEXT)).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it.each([
    [0, true],
    [500, true],
    [503, true],
    [422, false],
    [409, false],
  ])('after a failure with status %i the outcome is unknown (same key on retry): %s', (status, unknown) => {
    expect(outcomeUnknown(status)).toBe(unknown);
  });
});
