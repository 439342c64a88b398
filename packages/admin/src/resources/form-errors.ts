import { fieldErrors } from '@freight/core';
import type { IssueList } from '@freight/core';

/**
 * What a form shows under a field that is required with no message (SPEC §5): a zero-width space, so
 * the field is flagged without text (react-admin reads an empty message as no error).
 */
export const SILENT_ERROR = '\u200b';

/**
 * A form's errors by field from a core form schema's result (core's `fieldErrors`: message keys as
 * pt-BR text), a silent message as {@link SILENT_ERROR}; `rename` maps a schema field to the form's.
 */
export function formErrors(
  result: { success: true } | { success: false; error: IssueList },
  rename: Readonly<Record<string, string>> = {},
): Record<string, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors(result.error))) {
    errors[rename[field] ?? field] = message || SILENT_ERROR;
  }
  return errors;
}
