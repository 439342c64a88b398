import { routeResponseSchema } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import { tollTableEntries } from './toll-table-entries.ts';

describe('tollTableEntries', () => {
  it('gives one row per plaza in route order with the fares of the answer', () => {
    const response = routeResponseSchema.parse(twoAlternativesResponse());
    const [first, second] = response.rotas;
    expect(tollTableEntries([...(first?.pedagios.pracas ?? [])].reverse())).toEqual([
      {
        dealership: 'Arteris Régis Bittencourt',
        name: 'Juquitiba',
        highway: 'BR-116',
        km: 370.2,
        uf: 'SP',
        fare: 19.2,
        weekendFare: 0,
        weekendFareDiscount: 0,
        tagFare: 18.24,
        tagFareDiscount: 5,
      },
      {
        dealership: 'Arteris Régis Bittencourt',
        name: 'Miracatu',
        highway: 'BR-116',
        km: 426.5,
        uf: 'SP',
        fare: 19.2,
        weekendFare: 0,
        weekendFareDiscount: 0,
        tagFare: 0,
        tagFareDiscount: 0,
      },
    ]);
    expect(tollTableEntries(second?.pedagios.pracas ?? [])).toMatchObject([
      { name: 'Itapevi', fare: 69.6, weekendFare: 75.6, weekendFareDiscount: 8.62, tagFare: 0 },
    ]);
  });

  it('is empty without plazas', () => {
    expect(tollTableEntries([])).toEqual([]);
  });
});
