import { describe, expect, it } from 'vitest';
import { summarizeTolls } from '../toll/summarize-tolls.ts';
import { routeWaySchema } from '../schemas/route-response.ts';
import { formatBRL } from '../format/format-brl.ts';
import { pointToPointRegistered, wayTollTable } from './way-toll-table.ts';

const plaza = (id: number, nome: string, tarifa: number | null, p_index: number) => ({
  id: `plaza-${id}`,
  nome,
  concessionaria: 'CCR AutoBAn',
  rodovia: 'SP-348',
  uf: 'SP',
  km: 100 + id,
  lat: -23,
  lng: -47,
  tarifa,
  p_index,
});

/** A way whose plazas are `pracas` (charged) and `naoCobradas`, summed like the server does. */
function way(pracas: ReturnType<typeof plaza>[], naoCobradas: ReturnType<typeof plaza>[] = []) {
  const summary = summarizeTolls(
    pracas.map((p) => ({ fare: p.tarifa, tagFare: null, weekendFare: null, weekendTagFare: null })),
    { axis: 6, fmt: formatBRL },
  );
  return routeWaySchema.parse({
    rota: { trip: { status: 0, legs: [], summary: { length: 100, time: 3600 } } },
    pedagios: { pracas, possiveis: [plaza(9, 'Alça de Campinas', 5, 0)], nao_cobradas: naoCobradas },
    summary,
  });
}

describe('wayTollTable', () => {
  it('lists the charged plazas in route order, the not-charged ones apart, and no possible plaza', () => {
    const table = wayTollTable(
      way(
        [plaza(2, 'Itupeva', 12.4, 1), plaza(1, 'Campo Limpo', 15.1, 0)],
        [plaza(3, 'Pórtico Jundiaí', 2.3, 0)],
      ),
    );
    expect(table.charged.map((row) => [row.name, row.fare])).toEqual([
      ['Campo Limpo', 15.1],
      ['Itupeva', 12.4],
    ]);
    expect(table.notCharged.map((row) => row.name)).toEqual(['Pórtico Jundiaí']);
    expect(table.warning).toBe('');
  });

  it.each([
    [{}, 'Pórtico ponto a ponto: cobra só veículos cadastrados.'],
    [{ pointToPointRegistered: false }, 'Pórtico ponto a ponto: cobra só veículos cadastrados.'],
    [
      { pointToPointRegistered: true },
      'Veículo cadastrado no ponto a ponto: paga o pórtico em vez desta praça.',
    ],
  ])('with %j says why the not-charged plazas do not charge', (options, reason) => {
    const table = wayTollTable(
      way([plaza(1, 'Campo Limpo', 15.1, 0)], [plaza(3, 'Pórtico Jundiaí', 2.3, 0)]),
      options,
    );
    expect(table.notChargedReason).toBe(reason);
  });

  it.each([
    [1, '1 praça com tarifa indisponível não está incluída nos totais.'],
    [2, '2 praças com tarifa indisponível não estão incluídas nos totais.'],
  ])('with %i unpriced plaza(s) gives the totals warning and keeps their fares null', (count, warning) => {
    const unpriced = Array.from({ length: count }, (_, i) =>
      plaza(10 + i, `Sem tarifa ${i + 1}`, null, i + 1),
    );
    const table = wayTollTable(way([plaza(1, 'Campo Limpo', 15.1, 0), ...unpriced]));
    expect(table.warning).toBe(warning);
    expect(table.charged.map((row) => row.fare)).toEqual([15.1, ...unpriced.map(() => null)]);
  });
});

describe('pointToPointRegistered', () => {
  it.each<[Record<string, unknown> | undefined, boolean]>([
    [{ config_pedagio: { prices_from_date: '', ponto_a_ponto: true } }, true],
    [{ config_pedagio: { prices_from_date: '', ponto_a_ponto: false } }, false],
    [{ config_pedagio: { prices_from_date: '' } }, false],
    [{ config_pedagio: { ponto_a_ponto: 'true' } }, false],
    [{}, false],
    [undefined, false],
  ])('reads the echoed request %j as %s', (config, registered) => {
    expect(pointToPointRegistered(config === undefined ? {} : { config })).toBe(registered);
  });

  it('is false without an answer', () => {
    expect(pointToPointRegistered(null)).toBe(false);
  });
});
