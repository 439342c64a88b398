import { z } from 'zod';
import type { Company } from './company.ts';
import { entityIdTextSchema } from './primitives.ts';

/** A company as a select option (SPEC §3): `label` is the name, `value` the id. */
export const companyOptionSchema = z.object({
  label: z.string(),
  value: entityIdTextSchema,
});

/** A company select option. */
export type CompanyOption = z.infer<typeof companyOptionSchema>;

/**
 * The select option of a company.
 *
 * @example toCompanyOption({ id: 3, name: 'Acme' }) // { label: 'Acme', value: 3 }
 */
export function toCompanyOption(company: Pick<Company, 'id' | 'name'>): CompanyOption {
  return { label: company.name, value: company.id };
}
