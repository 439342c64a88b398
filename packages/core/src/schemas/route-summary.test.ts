import { describe, expect, it } from 'vitest';
import { routeSummarySchema } from './route-summary.ts';

const fmt = {
  total_tolls_gross: 'R$ 115,20',
  total_tolls_tag: 'R$ 109,44',
  total_tolls_weekend: 'R$ 115,20',
  total_tolls_net: 'R$ 109,44',
  avg_axis_gross_cost: 'R$ 19,20',
  avg_axis_tag_cost: 'R$ 18,24',
  avg_axis_weekend_cost: 'R$ 19,20',
  avg_axis_net_cost: 'R$ 18,24',
};
const raw = {
  total_tolls_gross: 115.2,
  total_tolls_tag: 109.44,
  total_tolls_weekend: 115.2,
  total_tolls_net: 109.44,
  avg_axis_gross_cost: 19.2,
  avg_axis_tag_cost: 18.24,
  avg_axis_weekend_cost: 19.2,
  avg_axis_net_cost: 18.24,
};

describe('route toll summary: fmt strings and raw numbers', () => {
  it('raw.axis defaults to 6 when absent', () => {
    expect(routeSummarySchema.parse({ fmt, raw }).raw.axis).toBe(6);
  });

  it('keeps the axle count sent', () => {
    expect(routeSummarySchema.parse({ fmt, raw: { ...raw, axis: 9 } }).raw.axis).toBe(9);
  });

  it.each([
    ['a number in fmt', { fmt: { ...fmt, total_tolls_net: 109.44 }, raw }],
    ['a text in raw', { fmt, raw: { ...raw, total_tolls_net: 'R$ 109,44' } }],
    ['a missing fmt total', { fmt: { ...fmt, total_tolls_tag: undefined }, raw }],
    ['axis 0', { fmt, raw: { ...raw, axis: 0 } }],
  ])('rejects %s', (_name, input) => {
    expect(routeSummarySchema.safeParse(input).success).toBe(false);
  });
});
