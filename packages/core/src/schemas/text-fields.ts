import { z } from 'zod';
import { REQUIRED_MESSAGE } from './messages.ts';

/**
 * Most characters of each kind of text the API accepts, by meaning. The body schemas refuse longer texts
 * (422 'Deve ter no máximo n caracteres'), and the OpenAPI document and the forms show them as `maxLength`.
 *
 * @example requiredText(TEXT_LIMITS.name)
 */
export const TEXT_LIMITS = {
  /** A person's, company's, shipper's or cost center's name; a legal name. */
  name: 200,
  /** A CNPJ as typed, mask included (`11.222.333/0001-81`). */
  cnpj: 18,
  /** A plate as typed: 7 characters, 8 with the hyphen or space of the mask (`ABC-1D23`). */
  plate: 8,
  /** Brand or model of a vehicle. */
  vehicleModel: 100,
  /** An e-mail address (RFC 5321 path limit). */
  email: 254,
  /** A password (at least 8, see `MIN_PASSWORD_LENGTH`). */
  password: 200,
  /** A role name. */
  roleName: 60,
  /** A short description (roles). */
  description: 500,
  /** A saved route's nickname. */
  routeName: 200,
  /** The address text of one waypoint. */
  waypoint: 500,
  /** A free-text remark or note. */
  remarks: 1000,
  /** An address (logo, links). */
  url: 2048,
  /** A code or key given by another system (login code, provider codes). */
  code: 100,
  /** A text filter of a list's query string. */
  filter: 200,
} as const;

/**
 * Most waypoints of a route (origin, destination and stops): as many locations as the routing engine
 * takes in one request (Valhalla's default `max_locations` for driving, also the embedded engine's).
 */
export const MAX_WAYPOINTS = 20;

/** Most ids in one list of a body (companies of a user, permissions, roles). */
export const MAX_IDS_PER_LIST = 1000;

/**
 * pt-BR message of a text longer than `max` characters.
 *
 * @example maxLengthMessage(200) // 'Deve ter no máximo 200 caracteres'
 */
export function maxLengthMessage(max: number): string {
  return `Deve ter no máximo ${max} caracteres`;
}

/**
 * A text of at most `max` characters (message {@link maxLengthMessage}); nothing else is checked after a
 * text that is too long.
 *
 * @example boundedText(TEXT_LIMITS.url).parse('/app/logo.svg')
 */
export function boundedText(max: number): z.ZodString {
  return z.string().max(max, { error: maxLengthMessage(max), abort: true });
}

/**
 * A required text: trimmed, 1 to `max` characters, 'Esse campo é obrigatório' when blank or missing.
 *
 * @example requiredText(TEXT_LIMITS.name).parse('  Logística ') // 'Logística'
 */
export function requiredText(max: number): z.ZodString {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, maxLengthMessage(max));
}

/**
 * An optional text of a body: trimmed, at most `max` characters; blank becomes `null` (the field is
 * cleared).
 *
 * @example optionalText(TEXT_LIMITS.remarks).parse('  ') // null
 */
export function optionalText(max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, maxLengthMessage(max)).nullish(),
  );
}

/**
 * A name (SPEC §5 Name): trimmed, at least 3 characters ('Esse campo é obrigatório' otherwise), at most
 * {@link TEXT_LIMITS}.name.
 *
 * @example nameText().parse(' Acme ') // 'Acme'
 */
export function nameText(): z.ZodString {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(3, REQUIRED_MESSAGE)
    .max(TEXT_LIMITS.name, maxLengthMessage(TEXT_LIMITS.name));
}
