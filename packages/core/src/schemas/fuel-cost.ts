import { z } from 'zod';

/** Highest fuel price accepted, R$ per litre. */
export const MAX_FUEL_PRICE = 1000;

/** Highest fuel consumption accepted, km per litre. */
export const MAX_FUEL_CONSUMPTION = 1000;

/**
 * Fuel price and consumption given with a route calculation (`consumo_combustivel`, SPEC §7):
 * `preco` in R$ per litre and `consumo` in km per litre, both positive numbers up to 1000.
 */
export const fuelConsumptionSchema = z.object({
  preco: z.number().positive().max(MAX_FUEL_PRICE),
  consumo: z.number().positive().max(MAX_FUEL_CONSUMPTION),
});

/** Fuel price and consumption. */
export type FuelConsumption = z.infer<typeof fuelConsumptionSchema>;

/**
 * The fuel cost of a route alternative, when fuel data was given: the inputs, the `litros` needed
 * (km ÷ consumo) and the `total` in R$ (litros × preco).
 */
export const fuelCostSchema = fuelConsumptionSchema.extend({
  litros: z.number().min(0),
  total: z.number().min(0),
});

/** Fuel cost of a route. */
export type FuelCost = z.infer<typeof fuelCostSchema>;
