import { z } from 'zod';
import { flexibleIdSchema, numericSchema } from './primitives.ts';

const optionalCode = z.union([z.number(), z.string()]).nullish();
const optionalNumber = numericSchema.nullish();

/**
 * Fares of a plaza by vehicle category: multiplier (`'0.5'`, `'1'`, `'2'`, … as in
 * `pedagios/categorias.csv`; for trucks the multiplier is the axle count) → fare in R$.
 *
 * @example tollFaresSchema.parse({ '1': 7.5, '2': 15, '6': 45 })
 */
export const tollFaresSchema = z.record(z.string().regex(/^\d+(\.\d+)?$/), z.number().min(0));

/** Fares by multiplier. */
export type TollFares = z.infer<typeof tollFaresSchema>;

/**
 * A toll plaza on a route (SPEC §3 Toll plaza). `tarifa` is the cash fare for the requested vehicle,
 * `tarifas` the fares by multiplier, `tarifa_tag`/`porcentagem_tag` the fare and discount (%) with an
 * electronic tag, `tarifa_fim_semana`/`porcentagem_fim_semana` the weekend fare and its difference (%),
 * `p_index` the index of the plaza in the route shape. The four `codigo_*` fields are the plaza's
 * integration codes at the toll-tag providers ConectCar, Move Mais, Sem Parar and Veloe.
 * `concessionaria` (name) is sent as well, for the toll table. Numbers may arrive as decimal text;
 * other fields pass through.
 */
export const tollPlazaSchema = z.looseObject({
  id: flexibleIdSchema,
  codigo_antt: z.string().nullish(),
  concessionaria_id: flexibleIdSchema.nullish(),
  concessionaria: z.string().nullish(),
  lat: numericSchema,
  lng: numericSchema,
  nome: z.string(),
  rodovia: z.string().nullish(),
  uf: z.string().nullish(),
  uf_ibge: optionalNumber,
  cidade: z.string().nullish(),
  cidade_ibge: optionalNumber,
  km: optionalNumber,
  sentido: z.string().nullish(),
  tarifa: numericSchema.default(0),
  tarifas: tollFaresSchema.default({}),
  special_toll: z.boolean().default(false),
  data_ultima_atualizacao: z.string().nullish(),
  porcentagem_tag: numericSchema.default(0),
  tarifa_tag: numericSchema.default(0),
  tarifa_fim_semana: numericSchema.default(0),
  porcentagem_fim_semana: numericSchema.default(0),
  logo: z.string().nullish(),
  p_index: z.number().int().min(0).default(0),
  codigo_conectcar: optionalCode,
  codigo_movemais: optionalCode,
  codigo_semparar: optionalCode,
  codigo_veloe: optionalCode,
});

/** A toll plaza. */
export type TollPlaza = z.infer<typeof tollPlazaSchema>;
