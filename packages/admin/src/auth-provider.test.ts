import type { Auth } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { createAuthProvider, mayDo } from './auth-provider.ts';

const acme = {
  id: 1,
  name: 'Acme',
  settings: {
    allow_create_route: true,
    vpo_allow_select_tag: false,
    primary_color: '#fdc941',
    primary_color_is_dark: false,
    logo: '/app/logo.svg',
  },
};

const auth = (roles: string[], permissions: string[]): Auth => ({
  token: 't',
  email: 'ana@acme.com.br',
  settings: { roles, permissions, companies: [acme] },
});

describe('admin auth provider', () => {
  it("grants a resource's action by its permission, and super-admin everything (SPEC §6)", () => {
    const operator = auth(['operator'], ['plate-list', 'plate-create']);
    expect(mayDo(operator, 'plates', 'create')).toBe(true);
    expect(mayDo(operator, 'plates', 'delete')).toBe(false);
    expect(mayDo(operator, 'cost-centers', 'list')).toBe(false);
    const superAdmin = auth(['super-admin'], []);
    expect(mayDo(superAdmin, 'cost-centers', 'delete')).toBe(true);
    expect(mayDo(superAdmin, 'nothing', 'list')).toBe(false);
    expect(mayDo(superAdmin, 'plates', 'fly')).toBe(false);
    expect(mayDo(null, 'plates', 'list')).toBe(false);
  });

  it("checking plates (a batch, 'Consultar placa') is the permission plate-check itself", () => {
    const checker = auth(['operator'], ['plate-check', 'plate-check-list']);
    expect(mayDo(checker, 'check-plates', 'check')).toBe(true);
    expect(mayDo(checker, 'check-plates', 'list')).toBe(true);
    expect(mayDo(checker, 'check-plates', 'delete')).toBe(false);
    expect(mayDo(auth(['operator'], ['plate-check-list']), 'check-plates', 'check')).toBe(false);
  });

  it("answers the user's companies as the identity and access as the permissions say", async () => {
    let current: Auth | null = auth(['admin'], ['shipper-list']);
    const provider = createAuthProvider({ $auth: { get: () => current }, logout: async () => {} });
    expect(await provider.getIdentity?.()).toMatchObject({ companies: [{ id: 1, name: 'Acme' }] });
    expect(await provider.canAccess?.({ resource: 'shippers', action: 'list' })).toBe(true);
    expect(await provider.canAccess?.({ resource: 'shippers', action: 'delete' })).toBe(false);
    current = null;
    expect(await provider.canAccess?.({ resource: 'shippers', action: 'list' })).toBe(false);
  });
});
