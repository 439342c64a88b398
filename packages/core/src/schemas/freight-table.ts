import { z } from 'zod';
import { toCargoKind } from './cargo-kind.ts';
import type { CargoKind } from './cargo-kind.ts';

/** The four ANTT freight-floor tables: A (lotação), B (vehicle only), C and D (their high-performance versions). */
export const freightTableTypeSchema = z.enum(['A', 'B', 'C', 'D']);

/** A freight table type. */
export type FreightTableType = z.infer<typeof freightTableTypeSchema>;

/** Axle counts of the freight tables: 2 to 9 (SPEC §9). */
export const freightAxlesSchema = z.number().int().min(2).max(9);

/**
 * A freight table (SPEC §3): table type → axle count (`'2'`…`'9'`) → cargo kind → floor value (R$).
 * Missing combinations are absent. Cargo-kind keys are accepted in either spelling and come out official.
 */
export const freightTableSchema = z.partialRecord(
  freightTableTypeSchema,
  z.record(
    z.string().regex(/^[2-9]$/),
    z.record(z.string(), z.number().min(0)).transform((byKind, ctx) => {
      const out: Partial<Record<CargoKind, number>> = {};
      for (const [name, value] of Object.entries(byKind)) {
        const kind = toCargoKind(name);
        if (kind) out[kind] = value;
        else ctx.issues.push({ code: 'custom', message: `unknown cargo kind ${name}`, input: name });
      }
      return out;
    }),
  ),
);

/** A freight table. */
export type FreightTable = z.infer<typeof freightTableSchema>;
