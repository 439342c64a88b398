import type { FuelConsumption, FuelCost } from '@freight/core';

/**
 * The fuel cost of a way (`combustivel`): litres = km ÷ consumption (km/l), total = litres × price (R$/l);
 * litres to 2 decimals, total to the cent (computed from the unrounded litres).
 *
 * @example fuelCost(411.1, { preco: 6.19, consumo: 2.5 }) // { preco: 6.19, consumo: 2.5, litros: 164.44, total: 1017.88 }
 */
export function fuelCost(km: number, fuel: FuelConsumption): FuelCost {
  const litres = km / fuel.consumo;
  return {
    preco: fuel.preco,
    consumo: fuel.consumo,
    litros: Math.round(litres * 100) / 100,
    total: Math.round(litres * fuel.preco * 100) / 100,
  };
}
