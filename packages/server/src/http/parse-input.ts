import type { z } from 'zod';
import { fieldErrors } from '@freight/core';
import { invalid } from './http-error.ts';
import { ptBrZodError } from './zod-messages.ts';

function pathOfNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...path, String(index)]);
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * `schema`'s output for `input`, or a 422 with one pt-BR message per field. Texts holding a NUL
 * character are refused too (PostgreSQL cannot store them).
 *
 * @example const body = parseInput(shipperCreateSchema, await c.req.json());
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const nulPath = pathOfNul(input);
  if (nulPath) throw invalid({ [nulPath.join('.') || 'root']: 'Caractere inválido' });
  const result = schema.safeParse(input, { error: ptBrZodError });
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}
