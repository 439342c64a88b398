import { validationMessageText } from './messages.ts';

/** The part of a zod error that {@link fieldErrors} reads (a `ZodError` fits). */
export interface IssueList {
  /** The issues, each with its path and message. */
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/** Key of the issues that belong to the whole value rather than to a field (react-hook-form's name). */
export const ROOT_FIELD = 'root';

/**
 * One pt-BR message per field, as the server answers a 422 and forms display it: the key is the
 * issue path joined with dots (`'plate'`, `'waypoints.0.searchText'`, {@link ROOT_FIELD} for the
 * whole value), the value is the first issue's message with message keys turned into text
 * (`validationMessageText`). A field the SPEC shows no message for maps to `''`.
 *
 * @example
 * const result = saveRouteFormSchema.safeParse({ nickname: '' });
 * if (!result.success) fieldErrors(result.error); // { nickname: 'Esse campo é obrigatório' }
 */
export function fieldErrors(error: IssueList): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? ROOT_FIELD : issue.path.map(String).join('.');
    if (!Object.hasOwn(errors, key)) errors[key] = validationMessageText(issue.message);
  }
  return errors;
}
