import { routeResponseSchema } from '../schemas/route-response.ts';
import type { RouteFreightFloor } from '../schemas/route-response.ts';
import { describe, expect, it } from 'vitest';
import { freightTables } from './freight-tables.ts';

const floor = (table: string, cargo_kind: string, axles: number, value: number) => ({
  table,
  cargo_kind,
  axles,
  value,
  ccd: 1,
  cc: 1,
  act: '6.084/2026',
  valid_from: '2026-07-17',
  valid_to: null,
});

function frete(pisos: ReturnType<typeof floor>[]): RouteFreightFloor {
  const response = routeResponseSchema.shape.rotas.element.shape.frete.parse({
    ato: { name: '6.084/2026', start: '2026-07-17', end: null },
    pisos,
  });
  if (!response) throw new Error('no freight floor');
  return response;
}

describe('freightTables', () => {
  it('groups the floors by table, axles as columns and cargo kinds as rows', () => {
    const tables = freightTables(
      frete([floor('B', 'geral', 6, 10), floor('A', 'granel_solido', 9, 30), floor('A', 'geral', 2, 20)]),
    );
    expect(tables).toEqual([
      {
        table: 'A',
        axles: [2, 9],
        rows: [
          { cargoKind: 'granel_solido', values: [null, 30] },
          { cargoKind: 'carga_geral', values: [20, null] },
        ],
      },
      { table: 'B', axles: [6], rows: [{ cargoKind: 'carga_geral', values: [10] }] },
    ]);
  });

  it('is empty without a freight floor', () => {
    expect(freightTables(null)).toEqual([]);
  });
});
