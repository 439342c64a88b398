import { permissionCatalogue } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { permissionMatrix } from './permission-matrix.ts';

describe('permissionMatrix', () => {
  it('groups the catalogue by resource, the five usual actions as columns and the rest beside them', () => {
    const rows = permissionMatrix(permissionCatalogue());
    const company = rows.find((row) => row.resource === 'company');
    expect(company?.label).toBe('Empresas');
    expect(company?.cells.delete).toEqual({ name: 'company-delete', description: 'Excluir empresas' });
    expect(company?.others.map((permission) => permission.name)).toEqual(['company-settings']);
    const checks = rows.find((row) => row.resource === 'plate-check');
    expect(checks?.label).toBe('Consultas de placa');
    expect(checks?.cells.list?.name).toBe('plate-check-list');
    expect(checks?.others.map((permission) => permission.name)).toEqual([
      'plate-check-cancel',
      'plate-check-export',
    ]);
    expect(rows.find((row) => row.resource === 'plate')?.cells.list?.name).toBe('plate-list');
    // Every permission appears exactly once.
    const shown = rows.flatMap((row) => [...Object.values(row.cells), ...row.others].map((p) => p?.name));
    expect(shown.sort()).toEqual(
      permissionCatalogue()
        .map((p) => p.name)
        .sort(),
    );
  });

  it('keeps an unknown resource under its own name', () => {
    const rows = permissionMatrix([
      { name: 'invoice-list', description: 'Listar faturas' },
      { name: 'audit', description: 'Auditar' },
    ]);
    expect(rows.map((row) => [row.label, Object.keys(row.cells), row.others.length])).toEqual([
      ['invoice', ['list'], 0],
      ['audit', [], 1],
    ]);
  });
});
