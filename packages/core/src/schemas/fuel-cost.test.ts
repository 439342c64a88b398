import { describe, expect, it } from 'vitest';
import { fuelConsumptionSchema, fuelCostSchema } from './fuel-cost.ts';

describe('fuel price and consumption', () => {
  it('reads preco (R$/l) and consumo (km/l)', () => {
    expect(fuelConsumptionSchema.parse({ preco: 6.19, consumo: 2.5 })).toEqual({ preco: 6.19, consumo: 2.5 });
  });

  it.each([[{ preco: 0, consumo: 2.5 }], [{ preco: 6.19, consumo: -1 }], [{ preco: 6.19 }]])(
    'rejects %j',
    (input) => {
      expect(fuelConsumptionSchema.safeParse(input).success).toBe(false);
    },
  );

  it('a fuel cost adds litres and total', () => {
    const cost = { preco: 6, consumo: 2.5, litros: 164.44, total: 986.64 };
    expect(fuelCostSchema.parse(cost)).toEqual(cost);
    expect(fuelCostSchema.safeParse({ preco: 6, consumo: 2.5 }).success).toBe(false);
  });
});
