import { z } from 'zod';
import { plateTextSchema } from './primitives.ts';

/** Body of `POST /api/plates-osa/check-one`: the plate (required, old or Mercosul, max 7, upper-case). */
export const plateCheckRequestSchema = z.object({ plate: plateTextSchema });

/** Body of a plate check. */
export type PlateCheckRequest = z.infer<typeof plateCheckRequestSchema>;

/**
 * Result of a plate check (SPEC §3): whether the plate is registered with each toll-tag provider
 * (ConectCar, Move Mais, Sem Parar, Veloe).
 *
 * @example plateCheckResultSchema.parse({ conectcar: true, movemais: false, semparar: true, veloe: false })
 */
export const plateCheckResultSchema = z.object({
  conectcar: z.boolean(),
  movemais: z.boolean(),
  semparar: z.boolean(),
  veloe: z.boolean(),
});

/** A plate check result. */
export type PlateCheckResult = z.infer<typeof plateCheckResultSchema>;

/** Data of a failed plate check: the provider's pt-BR `mensagem`, shown in the 'Erro' dialog (SPEC §8). */
export const plateCheckFailureSchema = z.object({ mensagem: z.string() });

/** A plate check failure. */
export type PlateCheckFailure = z.infer<typeof plateCheckFailureSchema>;

/** Data of `POST /api/plates-osa/check-one`: a result or a failure. */
export const plateCheckDataSchema = z.union([plateCheckResultSchema, plateCheckFailureSchema]);

/** Data of a plate check answer. */
export type PlateCheckData = z.infer<typeof plateCheckDataSchema>;

/** Whether plate-check data is a failure (carries `mensagem`). */
export function isPlateCheckFailure(data: PlateCheckData): data is PlateCheckFailure {
  return 'mensagem' in data;
}
