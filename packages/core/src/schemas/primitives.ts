import { z } from 'zod';
import { cnpjField, cpfOrCnpjField, plateField } from '../validation/field-schemas.ts';
import { integerText } from './query-number.ts';

/**
 * A number, or a decimal text such as `'13.325'` (database numerics and km markers often arrive as text).
 * Output: `number`.
 *
 * @example numericSchema.parse('13.325') // 13.325
 */
export const numericSchema = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** Largest id of a stored record: ids are PostgreSQL `integer` (`serial`) columns. */
export const MAX_ENTITY_ID = 2_147_483_647;

/**
 * Id of a stored record in a JSON body or answer: a positive integer number up to {@link MAX_ENTITY_ID}.
 * Never text: `"7"` or `true` is refused.
 *
 * @example entityIdSchema.parse(42) // 42
 */
export const entityIdSchema = z.number().int().positive().max(MAX_ENTITY_ID);

/**
 * Id of a stored record written as text (route params, query strings, address-bar values, form selects):
 * digit text such as `'42'`, or a number. `' 42'`, `'4e1'` or `''` are refused; a missing id stays missing
 * (so its message is the "required" one).
 *
 * @example entityIdTextSchema.parse('42') // 42
 */
export const entityIdTextSchema = z.preprocess(integerText, entityIdSchema);

/** Id of a record that may be a number or a text key (toll plazas and scales use slugs such as `'artesp-l01-perus'`). */
export const flexibleIdSchema = z.union([z.number().int(), z.string().min(1)]);

/** Calendar date `yyyy-MM-dd`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A Brazilian plate, old (`ABC1234`) or Mercosul (`ABC1D23`), upper-cased without `-` or spaces; message
 * 'Placa Inválida' (SPEC §5). The validation module's rule.
 *
 * @example plateTextSchema.parse('abc-1d23') // 'ABC1D23'
 */
export const plateTextSchema = plateField;

/**
 * A CNPJ, numeric or alphanumeric, masked or not, with its check digits verified; output unmasked and
 * upper-cased; message 'CNPJ Inválido' (SPEC §5).
 *
 * @example cnpjTextSchema.parse('11.222.333/0001-81') // '11222333000181'
 */
export const cnpjTextSchema = cnpjField;

/**
 * An optional CPF-or-CNPJ with check digits verified: empty is allowed (output `''`), 11 digits is a CPF,
 * 14 characters a CNPJ, other lengths 'CPF/CNPJ inválido' (SPEC §5).
 *
 * @example cpfCnpjTextSchema.parse('529.982.247-25') // '52998224725'
 */
export const cpfCnpjTextSchema = cpfOrCnpjField;
