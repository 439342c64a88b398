import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions/permission-names.ts';
import { permissionCatalogue, roleCreateSchema, roleSchema, roleUpdateSchema } from './role.ts';

describe('roles', () => {
  it('reads a role', () => {
    expect(roleSchema.parse({ id: 1, name: 'admin', permissions: ['user-list'] })).toMatchObject({
      id: 1,
      name: 'admin',
    });
  });

  it('creates with a name, an optional description and known permissions', () => {
    expect(roleCreateSchema.parse({ name: ' financeiro ' })).toEqual({ name: 'financeiro', permissions: [] });
    expect(roleCreateSchema.safeParse({ name: 'fi' }).error?.issues[0]?.message).toBe(
      'Esse campo é obrigatório',
    );
    expect(roleCreateSchema.safeParse({ name: 'financeiro', permissions: ['x'] }).success).toBe(false);
  });

  it('an update names only what changes', () => {
    expect(roleUpdateSchema.parse({ description: null })).toEqual({ description: null });
  });

  it('the catalogue lists every permission with its description', () => {
    const catalogue = permissionCatalogue();
    expect(catalogue.map((entry) => entry.name)).toEqual(PERMISSIONS);
    expect(catalogue.find((entry) => entry.name === 'route-create')?.description).toBe(
      'Criar e salvar rotas',
    );
  });
});
