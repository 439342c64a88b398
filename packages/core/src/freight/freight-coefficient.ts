import { z } from 'zod';
import { FREIGHT_CARGO_KINDS } from './cargo-kind.ts';
import { isIsoDate } from '../shared/iso-date.ts';

/** The ANTT freight-floor tables: A (lotação), B (vehicle only), C and D (their high-performance versions). */
export const FREIGHT_TABLE_IDS = ['A', 'B', 'C', 'D'] as const;

/** A freight-floor table. */
export type FreightTableId = (typeof FREIGHT_TABLE_IDS)[number];

const BAD_AXLES = 'número de eixos inválido';
const isoDate = z.string().refine(isIsoDate, { error: 'data inválida (esperado AAAA-MM-DD)' });

/**
 * One coefficient row of an ANTT act (frete/piso_minimo.csv): for a table, cargo kind and axle count,
 * the displacement coefficient `ccd` (R$/km) and the loading/unloading coefficient `cc` (R$ per trip),
 * valid from `validFrom` to `validTo` (inclusive; `null` = open).
 */
export const freightCoefficientSchema = z
  .object({
    act: z.string().trim().min(1, { error: 'ato ausente' }),
    validFrom: isoDate,
    validTo: isoDate.nullable(),
    table: z.enum(FREIGHT_TABLE_IDS, { error: 'tabela inválida (esperado A, B, C ou D)' }),
    cargoKind: z.enum(FREIGHT_CARGO_KINDS, { error: 'tipo de carga desconhecido' }),
    axles: z.number().int({ error: BAD_AXLES }).min(1, { error: BAD_AXLES }).max(99, { error: BAD_AXLES }),
    ccd: z.number().nonnegative({ error: 'CCD inválido' }),
    cc: z.number().nonnegative({ error: 'CC inválido' }),
    source: z.string(),
  })
  .refine((row) => row.validTo == null || row.validTo >= row.validFrom, {
    error: 'fim da vigência anterior ao início',
    path: ['validTo'],
  });

/** A freight-floor coefficient row. */
export type FreightCoefficient = z.infer<typeof freightCoefficientSchema>;
