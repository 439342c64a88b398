import { describe, expect, it } from 'vitest';
import { authSchema, loginRequestSchema } from './auth.ts';
import { DEFAULT_LOGO } from './company-settings.ts';

describe('authSchema (login response data)', () => {
  it('reads token, e-mail, roles, permissions and companies with their settings', () => {
    const auth = authSchema.parse({
      token: 'eyJhbGciOi',
      email: 'ana@acme.com.br',
      settings: {
        roles: ['admin'],
        permissions: ['route-create', 'plate-create'],
        companies: [
          {
            id: 3,
            name: 'Acme',
            legal_name: 'Acme Transportes Ltda',
            cnpj: '11222333000181',
            settings: { allow_create_route: true, primary_color: '#123456', primary_color_is_dark: true },
            subscription_status: 'overdue',
          },
        ],
      },
    });
    expect(auth.settings.permissions).toEqual(['route-create', 'plate-create']);
    const company = auth.settings.companies[0];
    expect(company?.settings).toMatchObject({
      allow_create_route: true,
      vpo_allow_select_tag: false,
      primary_color: '#123456',
      primary_color_is_dark: true,
      logo: DEFAULT_LOGO,
    });
    expect(company?.subscription_status).toBe('overdue');
  });

  it('fills empty settings: no roles, no permissions, no companies', () => {
    expect(authSchema.parse({ token: 't', email: 'a@b.c' }).settings).toEqual({
      roles: [],
      permissions: [],
      companies: [],
    });
  });

  it.each([
    [{ email: 'a@b.c', settings: {} }],
    [{ token: '', email: 'a@b.c' }],
    [{ token: 't', email: 'a@b.c', settings: { roles: 'admin' } }],
  ])('rejects %j', (input) => {
    expect(authSchema.safeParse(input).success).toBe(false);
  });
});

describe('loginRequestSchema: email and password are both sent', () => {
  it('accepts both, trimming the e-mail', () => {
    expect(loginRequestSchema.parse({ email: ' ana@acme.com.br ', password: ' s3cret ' })).toEqual({
      email: 'ana@acme.com.br',
      password: ' s3cret ',
    });
  });

  it.each([
    [{ password: 'x' }, 'email'],
    [{ email: 'ana@acme.com.br', password: '' }, 'password'],
  ])('%j misses %s with "Esse campo é obrigatório"', (input, field) => {
    const issue = loginRequestSchema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe('Esse campo é obrigatório');
  });
});
