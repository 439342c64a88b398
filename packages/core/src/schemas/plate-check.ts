import { z } from 'zod';
import { PLATE_CHECK_PROVIDERS, PLATE_CHECK_SOURCES } from '../plate-check/plate-check-providers.ts';
import { PLATE_CHECK_STATUSES } from '../plate-check/plate-check-status.ts';
import { entityIdSchema, plateTextSchema } from './primitives.ts';
import { maxLengthMessage, TEXT_LIMITS } from './text-fields.ts';

/** Most plates one batch may hold. */
export const MAX_PLATE_CHECK_BATCH_PLATES = 10_000;

/** Message of a batch without plates. */
export const MSG_PLATE_CHECK_NO_PLATES = 'Informe as placas ou escolha todas as placas da empresa.';

/** Message of a batch naming both plates and every plate of the company. */
export const MSG_PLATE_CHECK_PLATES_OR_ALL = 'Informe as placas ou todas as placas da empresa, não ambos.';

/**
 * Body of `POST /api/plates-osa/check-one`: the plate (required, old or Mercosul, max 7, upper-case) and,
 * for a user of several companies, the company whose tags and supplier answer (default: the company that
 * has the plate, else the user's first).
 */
export const plateCheckRequestSchema = z.object({
  plate: plateTextSchema,
  company_id: entityIdSchema.optional(),
});

/** Body of a plate check. */
export type PlateCheckRequest = z.infer<typeof plateCheckRequestSchema>;

/** A toll-tag provider (`conectcar`, `movemais`, `semparar`, `veloe`). */
export const plateCheckProviderSchema = z.enum(PLATE_CHECK_PROVIDERS);

/** Where a check's answers came from (`builtin`: the company's tags; `target`: the supplier). */
export const plateCheckSourceSchema = z.enum(PLATE_CHECK_SOURCES);

/** A plate-check record status. */
export const plateCheckStatusSchema = z.enum(PLATE_CHECK_STATUSES, { error: () => 'Situação inválida.' });

/**
 * One provider's answer: whether it `answered`, then whether the plate `has_tag` with it (`null` when it
 * did not answer: "sem resposta", never "no tag") and its pt-BR `message`.
 *
 * @example plateCheckAnswerSchema.parse({ provider: 'veloe', answered: false, has_tag: null, message: 'Sem resposta' })
 */
export const plateCheckAnswerSchema = z.strictObject({
  provider: plateCheckProviderSchema,
  answered: z.boolean(),
  has_tag: z.boolean().nullable(),
  message: z.string(),
});

/** One provider's answer. */
export type PlateCheckAnswer = z.infer<typeof plateCheckAnswerSchema>;

/**
 * Result of a plate check (SPEC §3): whether the plate is registered with each toll-tag provider
 * (ConectCar, Move Mais, Sem Parar, Veloe). A provider that did not answer is `false` here; read
 * `answers` to tell "no tag" from "sem resposta".
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

/**
 * Data of a successful `POST /api/plates-osa/check-one`: the four booleans of the SPEC plus the record
 * `id`, the `plate`, each provider's answer (in {@link PLATE_CHECK_PROVIDERS} order), the `source` and
 * when it was checked.
 */
export const plateCheckOneSchema = plateCheckResultSchema.extend({
  id: entityIdSchema,
  plate: z.string(),
  answers: z.array(plateCheckAnswerSchema),
  source: plateCheckSourceSchema,
  checked_at: z.string(),
});

/** Data of a successful check of one plate. */
export type PlateCheckOne = z.infer<typeof plateCheckOneSchema>;

/** Data of a failed plate check: the provider's pt-BR `mensagem`, shown in the 'Erro' dialog (SPEC §8). */
export const plateCheckFailureSchema = z.object({ mensagem: z.string() });

/** A plate check failure. */
export type PlateCheckFailure = z.infer<typeof plateCheckFailureSchema>;

/**
 * Data of `POST /api/plates-osa/check-one`: the full answer of this server, the SPEC's four booleans
 * alone, or a failure.
 */
export const plateCheckDataSchema = z.union([
  plateCheckOneSchema,
  plateCheckResultSchema,
  plateCheckFailureSchema,
]);

/** Data of a plate check answer. */
export type PlateCheckData = z.infer<typeof plateCheckDataSchema>;

/** Whether plate-check data is a failure (carries `mensagem`). */
export function isPlateCheckFailure(data: PlateCheckData): data is PlateCheckFailure {
  return 'mensagem' in data;
}

/**
 * A plate-check record (`GET /api/plates-osa`): one check of one plate (`kind` `single`) or a batch;
 * its status with its pt-BR label, how many plates it holds and how many are done.
 */
export const plateCheckRecordSchema = z.strictObject({
  id: entityIdSchema,
  company_id: entityIdSchema,
  kind: z.enum(['single', 'batch']),
  description: z.string(),
  status: plateCheckStatusSchema,
  status_label: z.string(),
  source: plateCheckSourceSchema,
  total: z.number().int().nonnegative(),
  processed: z.number().int().nonnegative(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A plate-check record. */
export type PlateCheckRecord = z.infer<typeof plateCheckRecordSchema>;

/**
 * One plate of a record: its answers once checked (`checked_at` set), else `answers` empty and the four
 * booleans `null`.
 */
export const plateCheckItemSchema = z.strictObject({
  id: entityIdSchema,
  plate: z.string(),
  conectcar: z.boolean().nullable(),
  movemais: z.boolean().nullable(),
  semparar: z.boolean().nullable(),
  veloe: z.boolean().nullable(),
  answers: z.array(plateCheckAnswerSchema),
  checked_at: z.string().nullable(),
});

/** One plate of a record. */
export type PlateCheckItem = z.infer<typeof plateCheckItemSchema>;

/** `GET /api/plates-osa/{id}`: the record and its plates. */
export const plateCheckDetailSchema = plateCheckRecordSchema.extend({
  items: z.array(plateCheckItemSchema),
});

/** A record with its plates. */
export type PlateCheckDetail = z.infer<typeof plateCheckDetailSchema>;

/**
 * Body of `POST /api/plates-osa`: a batch with a `description` and either `plates` (typed) or
 * `all_company_plates: true`; `company_id` for a user of several companies. Repeated plates count once.
 */
export const plateCheckBatchCreateSchema = z
  .object({
    company_id: entityIdSchema.optional(),
    description: z
      .string()
      .trim()
      .min(1, 'Esse campo é obrigatório')
      .max(TEXT_LIMITS.description, maxLengthMessage(TEXT_LIMITS.description)),
    plates: z
      .array(plateTextSchema)
      .max(MAX_PLATE_CHECK_BATCH_PLATES, `No máximo ${MAX_PLATE_CHECK_BATCH_PLATES} placas.`)
      .optional(),
    all_company_plates: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const typed = (body.plates?.length ?? 0) > 0;
    if (typed && body.all_company_plates === true) {
      ctx.addIssue({ code: 'custom', path: ['plates'], message: MSG_PLATE_CHECK_PLATES_OR_ALL });
    } else if (!typed && body.all_company_plates !== true) {
      ctx.addIssue({ code: 'custom', path: ['plates'], message: MSG_PLATE_CHECK_NO_PLATES });
    }
  });

/** Body of a new batch. */
export type PlateCheckBatchCreate = z.infer<typeof plateCheckBatchCreateSchema>;

/** Message of a Target source enabled without its address, login or password. */
export const MSG_PLATE_CHECK_TARGET_INCOMPLETE =
  'Informe o endereço, o usuário e a senha da Target para habilitá-la.';

/**
 * A company's plate-check source settings (`GET/PUT /api/companies/{id}/plate-check-source`): Target
 * (`target_enabled`) with its service address and login, else the built-in source (the company's
 * registered tags). The password is write-only: answers carry `has_password` instead.
 */
export const plateCheckConfigSchema = z.strictObject({
  company_id: entityIdSchema,
  target_enabled: z.boolean(),
  target_url: z.string().nullable(),
  target_login: z.string().nullable(),
  has_password: z.boolean(),
  updated_at: z.string().nullable(),
});

/** A company's plate-check source settings. */
export type PlateCheckConfig = z.infer<typeof plateCheckConfigSchema>;

/**
 * Body of `PUT /api/companies/{id}/plate-check-source`: enabling Target needs its address and login
 * ('Esse campo é obrigatório'); a blank password keeps the stored one (the server refuses Target without
 * any password, {@link MSG_PLATE_CHECK_TARGET_INCOMPLETE}).
 */
export const plateCheckConfigUpdateSchema = z
  .strictObject({
    target_enabled: z.boolean(),
    target_url: z
      .string()
      .trim()
      .max(TEXT_LIMITS.url, maxLengthMessage(TEXT_LIMITS.url))
      .regex(/^(https?:\/\/\S+)?$/, 'Endereço inválido: use http(s)://…')
      .default(''),
    target_login: z.string().trim().max(TEXT_LIMITS.code, maxLengthMessage(TEXT_LIMITS.code)).default(''),
    target_password: z.string().max(TEXT_LIMITS.password, maxLengthMessage(TEXT_LIMITS.password)).default(''),
  })
  .superRefine((body, ctx) => {
    if (!body.target_enabled) return;
    for (const field of ['target_url', 'target_login'] as const) {
      if (body[field] === '')
        ctx.addIssue({ code: 'custom', path: [field], message: 'Esse campo é obrigatório' });
    }
  });

/** A change of a company's plate-check source settings (as sent). */
export type PlateCheckConfigUpdate = z.input<typeof plateCheckConfigUpdateSchema>;
