import { describe, expect, it } from 'vitest';
import { can, isAdmin, isSuperAdmin } from './can.ts';
import { isPermission, PERMISSION_DESCRIPTIONS, PERMISSIONS, permissionSchema } from './permission-names.ts';
import type { Permission } from './permission-names.ts';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_ADMIN, ROLE_OPERATOR, ROLE_SUPER_ADMIN } from './roles.ts';

describe('can: super-admin has every permission, anyone else only those in their list (SPEC §6)', () => {
  it.each([
    [{ roles: ['super-admin'], permissions: [] }, 'route-create', true],
    [{ roles: ['operator'], permissions: ['route-create'] }, 'route-create', true],
    [{ roles: ['admin'], permissions: ['plate-create'] }, 'route-create', false],
    [{ roles: [], permissions: [] }, 'plate-create', false],
  ] as const)('%j may %s: %s', (user, permission, expected) => {
    expect(can(user, permission)).toBe(expected);
  });

  it('no user may do anything', () => {
    expect(can(null, 'route-create')).toBe(false);
    expect(can(undefined, 'plate-create')).toBe(false);
  });
});

describe('admin means role admin or super-admin', () => {
  it.each([
    [['admin'], true, false],
    [['super-admin'], true, true],
    [['operator'], false, false],
    [[], false, false],
  ])('roles %j: admin %s, super-admin %s', (roles, admin, superAdmin) => {
    expect(isAdmin({ roles, permissions: [] })).toBe(admin);
    expect(isSuperAdmin({ roles, permissions: [] })).toBe(superAdmin);
  });
  it('nobody is admin without a user', () => {
    expect(isAdmin(null)).toBe(false);
  });
});

describe('the permission set', () => {
  it('holds the SPEC names and list/show/create/edit/delete of each administered resource', () => {
    expect(PERMISSIONS).toContain('route-create');
    expect(PERMISSIONS).toContain('plate-create');
    for (const resource of ['company', 'shipper', 'plate', 'cost-center', 'route', 'user', 'role']) {
      for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
        expect(PERMISSIONS).toContain(`${resource}-${action}`);
      }
    }
  });

  it('names are unique kebab-case', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const name of PERMISSIONS) expect(name).toMatch(/^[a-z]+(-[a-z]+)+$/);
  });

  it('recognises names and rejects unknown ones in pt-BR', () => {
    expect(isPermission('user-edit')).toBe(true);
    expect(isPermission('toString')).toBe(false);
    expect(permissionSchema.safeParse('fly').error?.issues[0]?.message).toBe('Permissão desconhecida.');
  });

  it('default roles: super-admin all, admin cannot manage roles or create companies, operator deletes nothing', () => {
    expect(DEFAULT_ROLE_PERMISSIONS[ROLE_SUPER_ADMIN]).toEqual(PERMISSIONS);
    expect(DEFAULT_ROLE_PERMISSIONS[ROLE_ADMIN]).toContain('user-create');
    expect(DEFAULT_ROLE_PERMISSIONS[ROLE_ADMIN]).not.toContain('role-edit');
    expect(DEFAULT_ROLE_PERMISSIONS[ROLE_ADMIN]).not.toContain('company-create');
    const operator = DEFAULT_ROLE_PERMISSIONS[ROLE_OPERATOR] ?? [];
    expect(operator).toContain('route-create');
    expect(operator).toContain('plate-create');
    expect(operator.filter((name) => name.endsWith('-delete'))).toEqual([]);
    expect(operator.filter((name) => name.startsWith('user-'))).toEqual([]);
  });

  describe('reference data shared by every company (toll plazas and tariffs, weighing stations, freight coefficients)', () => {
    const resources = ['toll-plaza', 'weighing-station', 'freight-coefficient'];

    it('has list, show, create, edit, delete and import of each, described in pt-BR', () => {
      for (const resource of resources) {
        for (const action of ['list', 'show', 'create', 'edit', 'delete', 'import']) {
          const name = `${resource}-${action}`;
          expect(isPermission(name), name).toBe(true);
          expect(PERMISSION_DESCRIPTIONS[name as Permission]).toMatch(/^[A-ZÀ-Ú]/);
        }
      }
      expect(PERMISSION_DESCRIPTIONS['toll-plaza-edit']).toBe('Alterar praças de pedágio e tarifas');
    });

    it.each([ROLE_ADMIN, ROLE_OPERATOR])(
      '%s reads it (map layers, freight table) but changes nothing',
      (role) => {
        const granted = DEFAULT_ROLE_PERMISSIONS[role] ?? [];
        for (const resource of resources) {
          expect(granted).toContain(`${resource}-list`);
          expect(granted).toContain(`${resource}-show`);
          for (const action of ['create', 'edit', 'delete', 'import']) {
            expect(granted).not.toContain(`${resource}-${action}`);
          }
        }
      },
    );

    it('super-admin manages it', () => {
      expect(DEFAULT_ROLE_PERMISSIONS[ROLE_SUPER_ADMIN]).toContain('toll-plaza-import');
      expect(can({ roles: [ROLE_SUPER_ADMIN], permissions: [] }, 'freight-coefficient-delete')).toBe(true);
      expect(
        can(
          { roles: [ROLE_ADMIN], permissions: [...(DEFAULT_ROLE_PERMISSIONS[ROLE_ADMIN] ?? [])] },
          'weighing-station-create',
        ),
      ).toBe(false);
    });
  });
});
