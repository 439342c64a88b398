import { describe, expect, it } from 'vitest';
import { UNBOUNDED_TEXT_LIMIT, leaksIn, storedValueProblems } from './answer-checks.ts';

const envelope = JSON.stringify({
  success: false,
  statusCode: 422,
  message: 'Dados inválidos',
  details: { name: 'Esse campo é obrigatório' },
});

describe('leaksIn', () => {
  it.each([
    ['a stack trace', 'Error: boom\n    at handler (/srv/app/src/x.ts:3:7)', ['stack frame', 'source path']],
    ['a module path', '{"error":"/work/node_modules/pg/lib/client.js"}', ['source path']],
    ['a password hash', '{"password_hash":"scrypt$32768$8$1$abc$def"}', ['password hash']],
    ['a bcrypt hash', '$2b$10$abcdefghijklmnopqrstuv', ['password hash']],
    ['a secret', `token key ${'k'.repeat(40)}`, ['secret kkkk…']],
    ['an ordinary error', envelope, []],
  ])('finds %s', (_name, text, leaks) => {
    expect(leaksIn(text, ['k'.repeat(40), 'short'])).toEqual(leaks);
  });
});

describe('storedValueProblems', () => {
  const input = {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 5 },
      note: { type: 'string' },
      fare: { type: 'number', minimum: 0 },
      multiplier: { anyOf: [{ type: 'number', exclusiveMinimum: 0 }, { type: 'null' }] },
    },
  };

  it('accepts a record within the bounds of the body schema (and fields it does not declare)', () => {
    expect(storedValueProblems(input, { id: 1, name: 'abc', note: 'x', fare: 0, multiplier: null })).toEqual(
      [],
    );
  });

  it.each([
    ['a text over maxLength', { name: 'abcdef' }, '/name has 6 characters, over maxLength 5'],
    [
      'an unbounded huge text',
      { note: 'x'.repeat(UNBOUNDED_TEXT_LIMIT + 1) },
      `/note stored ${UNBOUNDED_TEXT_LIMIT + 1} characters; the schema declares no maxLength`,
    ],
    ['a number below minimum', { fare: -1 }, '/fare = -1 breaks minimum 0'],
    ['zero where it must be positive', { multiplier: 0 }, '/multiplier = 0 breaks exclusiveMinimum 0'],
    ['a NUL anywhere', { other: ['a\u0000'] }, '/other/0 holds NUL'],
  ])('reports %s', (_name, record, problem) => {
    expect(storedValueProblems(input, record)).toEqual([problem]);
  });
});
