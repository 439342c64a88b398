import { z } from 'zod';
import { boundedText, TEXT_LIMITS } from './text-fields.ts';

/** Logo shown when a company has none: the product logo served under the base path `/app/`. */
export const DEFAULT_LOGO = '/app/logo.svg';

const DEFAULT_BRAND_COLOR = '#fdc941';

/**
 * Branding and feature flags of a company (SPEC §3 Auth, §6). Defaults: `allow_create_route` `false`,
 * `vpo_allow_select_tag` `false`, `primary_color` `'#fdc941'`, `primary_color_is_dark` `false`,
 * `logo` {@link DEFAULT_LOGO}; `null` or empty colour and logo also fall back to the defaults.
 *
 * @example companySettingsSchema.parse({}).primary_color // '#fdc941'
 */
export const companySettingsSchema = z.looseObject({
  allow_create_route: z.boolean().default(false),
  vpo_allow_select_tag: z.boolean().default(false),
  primary_color: z
    .string()
    .nullish()
    .transform((color) => (color ? color : DEFAULT_BRAND_COLOR)),
  primary_color_is_dark: z.boolean().default(false),
  logo: z
    .string()
    .nullish()
    .transform((logo) => (logo ? logo : DEFAULT_LOGO)),
});

/** Settings of a company. */
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** pt-BR message of a logo address the app could not show. */
export const LOGO_ADDRESS_MESSAGE =
  'Informe o logo como endereço https://, caminho deste servidor (/…) ou imagem data:image/…';

/**
 * Whether the app can show `logo` under its page policy (server `page-security.ts`: `img-src 'self' data:
 * https:`): an `https://` address, a path on this server (`/app/logo.svg`, not `//other.site`), or a
 * `data:image/…` picture (png, jpeg, gif, webp, svg+xml).
 *
 * @example isShowableLogo('https://cdn.example.com.br/logo.png') // true
 * @example isShowableLogo('http://intranet/logo.png') // false
 */
export function isShowableLogo(logo: string): boolean {
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(logo)) return true;
  if (/^\/(?![/\\])/.test(logo)) return true;
  if (!/^https:\/\//i.test(logo)) return false;
  try {
    return new URL(logo).hostname !== '';
  } catch {
    return false;
  }
}

/** Largest company logo the server stores (`POST /api/companies/{id}/logo`): 512 kB. */
export const LOGO_MAX_BYTES = 512 * 1024;

/** Image types a company logo may be (the server checks the file's bytes, not only its declared type). */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A type of a stored company logo. */
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

/** pt-BR message of an uploaded logo that is not a PNG, JPEG or WebP image. */
export const LOGO_TYPE_MESSAGE = 'O logo deve ser uma imagem PNG, JPEG ou WebP.';

/** pt-BR message of an uploaded logo over {@link LOGO_MAX_BYTES}. */
export const LOGO_SIZE_MESSAGE = 'O logo deve ter no máximo 512 kB.';

/**
 * Settings sent in a company create or update body: every field optional and without defaults, so an
 * update changes only the settings it names.
 */
export const companySettingsInputSchema = z.object({
  allow_create_route: z.boolean().optional(),
  vpo_allow_select_tag: z.boolean().optional(),
  primary_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .optional(),
  primary_color_is_dark: z.boolean().optional(),
  logo: boundedText(TEXT_LIMITS.url)
    .refine((logo) => logo === '' || isShowableLogo(logo), LOGO_ADDRESS_MESSAGE)
    .nullable()
    .optional(),
});

/** Settings of a company body. */
export type CompanySettingsInput = z.infer<typeof companySettingsInputSchema>;

/**
 * Subscription state of a company as the server reports it: `active` (paid), `none` (no subscription:
 * the subscribe dialog, HTTP 402) or `overdue` (payment late: the overdue dialog, HTTP 423).
 */
export const subscriptionStatusSchema = z.enum(['active', 'none', 'overdue']);

/** A company's subscription status. */
export type CompanySubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
