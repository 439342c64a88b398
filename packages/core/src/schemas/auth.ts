import { z } from 'zod';
import { companySchema } from './company.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import { maxLengthMessage, requiredText, TEXT_LIMITS } from './text-fields.ts';

/**
 * Data of a successful login or session validation (SPEC §3 Auth, §7 `/api/auth/login`,
 * `/api/auth/validate`): token, e-mail and settings with roles, permissions and the user's companies
 * (each with its settings; the first company's settings brand the app). Lists default to `[]`.
 *
 * @example authSchema.parse({ token: 't', email: 'ana@acme.com.br', settings: {} }).settings.roles // []
 */
export const authSchema = z.object({
  token: z.string().min(1),
  email: z.string(),
  settings: z
    .object({
      roles: z.array(z.string()).default([]),
      permissions: z.array(z.string()).default([]),
      companies: z.array(companySchema).default([]),
    })
    .prefault({}),
});

/** Login response data. */
export type Auth = z.infer<typeof authSchema>;

/**
 * Body of `POST /api/auth/login`: e-mail and password, both required (SPEC §5 Login: no further rules).
 *
 * @example loginRequestSchema.parse({ email: 'ana@acme.com.br', password: 'secret' })
 */
export const loginRequestSchema = z.object({
  email: requiredText(TEXT_LIMITS.email),
  password: z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, REQUIRED_MESSAGE)
    .max(TEXT_LIMITS.password, maxLengthMessage(TEXT_LIMITS.password)),
});

/** Login request body. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;
