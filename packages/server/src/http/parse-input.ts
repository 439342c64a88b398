import type { z } from 'zod';
import { fieldErrors } from '@freight/core';
import { invalid } from './http-error.ts';
import { ptBrZodError } from './zod-messages.ts';

/** A value met by {@link pathOfNul}'s walk: where it sits (its parent's entry and its key). */
interface Visit {
  value: unknown;
  parent: Visit | undefined;
  key: string;
}

function pathTo(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first text (or key) holding a NUL character in `input`, else `undefined`. One visit
 * per value, on an explicit stack: linear in the size of `input`, at any depth.
 */
function pathOfNul(input: unknown): string[] | undefined {
  const stack: Visit[] = [{ value: input, parent: undefined, key: '' }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathTo(visit);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        stack.push({ value: value[index], parent: visit, key: String(index) });
      }
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      if (keys.some((key) => key.includes('\u0000'))) return pathTo(visit);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        stack.push({ value: (value as Record<string, unknown>)[key], parent: visit, key });
      }
    }
  }
  return undefined;
}

/**
 * `schema`'s output for `input`, or a 422 with one pt-BR message per field. Texts and keys holding a
 * NUL character are refused too (PostgreSQL cannot store them).
 *
 * @example const body = parseInput(shipperCreateSchema, await readJsonBody(c));
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const nulPath = pathOfNul(input);
  if (nulPath) throw invalid({ [nulPath.join('.') || 'root']: 'Caractere inválido' });
  const result = schema.safeParse(input, { error: ptBrZodError });
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}
