import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http-error.ts';
import { parseInput } from './parse-input.ts';

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

function refusal(input: unknown): HttpError {
  try {
    parseInput(z.unknown(), input);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('parseInput', () => {
  it.each([
    ['a text', { name: 'a\u0000b' }, 'name'],
    ['a list item', { stops: ['ok', 'a\u0000'] }, 'stops.1'],
    ['the root', 'a\u0000', 'root'],
    ['a key', { config: { 'a\u0000': 1 } }, 'config'],
  ])('refuses a NUL character in %s with 422 naming its place', (_name, input, field) => {
    const error = refusal(input);
    expect(error.status).toBe(422);
    expect(error.details).toEqual({ [field]: 'Caractere inválido' });
  });

  it('finds a NUL character 10,000 levels down without overflowing the stack', () => {
    const error = refusal(nested(10_000, '\u0000'));
    expect(error.status).toBe(422);
    const [field] = Object.keys(error.details as object);
    expect(field?.split('.')).toHaveLength(10_000);
  });

  it('accepts input without NUL characters', () => {
    expect(parseInput(z.object({ a: z.array(z.string()) }), { a: ['x', 'y'] })).toEqual({ a: ['x', 'y'] });
  });
});
