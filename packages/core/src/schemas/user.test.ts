import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-errors.ts';
import { permissionAssignmentSchema, userCreateSchema, userSchema, userUpdateSchema } from './user.ts';

describe('userSchema', () => {
  it('reads a user without password', () => {
    const user = userSchema.parse({
      id: '4',
      name: 'Ana',
      email: 'ana@acme.com.br',
      active: true,
      roles: ['operator'],
      permissions: ['route-export'],
      company_ids: ['3'],
    });
    expect(user).toMatchObject({ id: 4, company_ids: [3] });
  });
});

describe('user create and update bodies', () => {
  it('fills defaults and lower-cases the e-mail', () => {
    expect(
      userCreateSchema.parse({ name: ' Ana Souza ', email: ' Ana@Acme.com.BR ', password: 'segredo-123' }),
    ).toEqual({
      name: 'Ana Souza',
      email: 'ana@acme.com.br',
      password: 'segredo-123',
      active: true,
      roles: [],
      permissions: [],
      company_ids: [],
    });
  });

  it('gives one pt-BR message per bad field', () => {
    const result = userCreateSchema.safeParse({
      name: 'A',
      email: 'ana',
      password: 'curta',
      permissions: ['voar'],
      company_ids: [0],
    });
    expect(fieldErrors(result.error ?? { issues: [] })).toEqual({
      name: 'Esse campo é obrigatório',
      email: 'E-mail inválido',
      password: 'A senha deve ter pelo menos 8 caracteres.',
      'permissions.0': 'Permissão desconhecida.',
      'company_ids.0': expect.any(String),
    });
  });

  it('an update names only what changes, without defaults', () => {
    expect(userUpdateSchema.parse({ active: false })).toEqual({ active: false });
    expect(userUpdateSchema.safeParse({ password: 'x' }).success).toBe(false);
  });

  it('a permission assignment is the full list of known names', () => {
    expect(permissionAssignmentSchema.parse({ permissions: ['route-create'] })).toEqual({
      permissions: ['route-create'],
    });
    expect(permissionAssignmentSchema.safeParse({ permissions: 'route-create' }).success).toBe(false);
  });
});
