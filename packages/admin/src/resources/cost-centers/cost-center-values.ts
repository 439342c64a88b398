import { costCenterFormSchema } from '@freight/core';
import type { CostCenterCreate } from '@freight/core';
import { formErrors } from '../form-errors.ts';

/** The cost-center form's values. */
export interface CostCenterFormValues {
  readonly company_id?: number | string | null;
  readonly name?: string | null;
}

/** The form's errors by field (core's `costCenterFormSchema`: a missing name is flagged with no text, SPEC §5). */
export function costCenterFormErrors(values: CostCenterFormValues): Record<string, string> {
  const result = costCenterFormSchema.safeParse({ company_id: values.company_id, name: values.name ?? '' });
  return formErrors(result);
}

/** The body of `POST /api/cost-centers` / `PUT /api/cost-centers/{id}` (SPEC §7: company_id, name). */
export function costCenterBody(values: CostCenterFormValues): CostCenterCreate {
  return { company_id: Number(values.company_id), name: (values.name ?? '').trim() };
}
