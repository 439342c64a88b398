import { describe, it, expect } from 'vitest';
import type { FareOptions } from './net-fare.ts';
import { summarizeTolls, type SummarizeTollsOptions } from './summarize-tolls.ts';

const fmt = (value: number): string => `R$ ${value.toFixed(2).replace('.', ',')}`;

const plazas: FareOptions[] = [
  { fare: 10.55, tagFare: 10.02, weekendFare: null, weekendTagFare: null },
  { fare: 4.1, tagFare: 3.89, weekendFare: 6.8, weekendTagFare: 6.46 },
  { fare: 0.1, tagFare: null, weekendFare: null, weekendTagFare: null },
  { fare: null, tagFare: null, weekendFare: null, weekendTagFare: null },
];

describe('summarizeTolls', () => {
  it('sums gross, tag and weekend totals; a plaza without the rule counts its full fare', () => {
    const summary = summarizeTolls(plazas, { axis: 6, fmt });
    expect(summary.raw).toMatchObject({
      total_tolls_gross: 14.75,
      total_tolls_tag: 14.01,
      total_tolls_weekend: 17.45,
      total_tolls_net: 14.75,
      avg_axis_gross_cost: 2.46,
      avg_axis_tag_cost: 2.34,
      avg_axis_weekend_cost: 2.91,
      avg_axis_net_cost: 2.46,
      axis: 6,
    });
    expect(summary.fmt.total_tolls_gross).toBe('R$ 14,75');
    expect(summary.fmt.avg_axis_weekend_cost).toBe('R$ 2,91');
  });

  it.each<[string, Partial<SummarizeTollsOptions>, number]>([
    ['net with tag on a weekday = tag fares', { hasTag: true }, 14.01],
    ['net on a weekend without tag = weekend fares', { isWeekend: true }, 17.45],
    ['net on a weekend with tag = tag, weekend-tag and cash fares', { hasTag: true, isWeekend: true }, 16.58],
    ['net without tag on a weekday = gross', {}, 14.75],
  ])('%s', (_name, options, net) => {
    expect(summarizeTolls(plazas, { axis: 6, fmt, ...options }).raw.total_tolls_net).toBe(net);
  });

  it('raw.axis defaults to 6 when absent', () => {
    expect(summarizeTolls(plazas, { fmt }).raw.axis).toBe(6);
    expect(summarizeTolls(plazas, { fmt, axis: 9 }).raw.avg_axis_gross_cost).toBe(1.64);
  });

  it('leaves a plaza without fare out of every total and says how many there are', () => {
    const summary = summarizeTolls(plazas, { axis: 6, fmt, hasTag: true, isWeekend: true });
    const priced = summarizeTolls(plazas.slice(0, 3), { axis: 6, fmt, hasTag: true, isWeekend: true });
    expect({ ...summary.raw, plazas_without_fare: 0 }).toEqual(priced.raw);
    expect(summary.raw.plazas_without_fare).toBe(1);
    expect(summary.fmt.plazas_without_fare).toBe(
      '1 praça com tarifa indisponível não está incluída nos totais.',
    );
    expect(priced.raw.plazas_without_fare).toBe(0);
    expect(priced.fmt.plazas_without_fare).toBe('');
  });

  it("a route without tolls reads 'R$ 0,00' and has no warning", () => {
    const summary = summarizeTolls([], { fmt, axis: 2 });
    const { plazas_without_fare: warning, ...money } = summary.fmt;
    expect(Object.values(money)).toEqual(Array(8).fill('R$ 0,00'));
    expect(warning).toBe('');
    expect(summary.raw.axis).toBe(2);
  });
});
