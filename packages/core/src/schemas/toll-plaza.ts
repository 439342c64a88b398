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
 * A toll plaza on a route (SPEC §3 Toll plaza), as `POST /api/routes/route` answers it; strict: no other
 * field is sent. `tarifa` is the cash fare for the requested vehicle on the pricing date, `null` when no
 * fare is in force for it there ('Tarifa indisponível', left out of the totals; never R$ 0,00, which
 * means the category rides free); `tarifas` the fares by multiplier of the table in force;
 * `tarifa_tag`/`porcentagem_tag` the fare and discount (%) with an electronic tag and
 * `tarifa_fim_semana`/`porcentagem_fim_semana` the weekend fare and its change (%), 0 when the plaza has no
 * such rule (shown '-'); `p_index` the position along the route (0..n-1). The four `codigo_*` fields are the
 * plaza's integration codes at the toll-tag providers ConectCar, Move Mais, Sem Parar and Veloe.
 * Beyond SPEC §3: `concessionaria` (name, for the toll table), `free_flow` (a gantry without booths),
 * `tarifa_liquida` (what the vehicle pays on the trip with the request's payment context, `null` when the
 * fare is unknown), `distancia_km` (from the start of the way) and `agrupadas` (ids of plazas passed at
 * the same place that charge no one on this passage: the other booths of an alternative group, the rows of
 * one free-flow gantry). Numbers may arrive as decimal text.
 */
export const tollPlazaSchema = z.strictObject({
  id: z.string().min(1),
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
  tarifa: numericSchema.nullable().default(null),
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
  free_flow: z.boolean().default(false),
  tarifa_liquida: numericSchema.nullable().default(null),
  distancia_km: z.number().min(0).optional(),
  agrupadas: z.array(z.string()).default([]),
});

/** A toll plaza. */
export type TollPlaza = z.infer<typeof tollPlazaSchema>;
