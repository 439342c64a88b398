import { describe, expect, it } from 'vitest';
import { tollTableRowSchema } from './toll-table-row.ts';

const row = {
  dealership: 'AUTOPISTA RÉGIS BITTENCOURT',
  name: 'Miracatu',
  highway: 'BR-116',
  km: 369.6,
  uf: 'SP',
  fare: 19.2,
  weekendFare: 0,
  weekendFareDiscount: 0,
  tagFare: 18.24,
  tagFareDiscount: 5,
};

describe('toll table row', () => {
  it('reads a displayed row', () => {
    expect(tollTableRowSchema.parse(row)).toEqual(row);
  });

  it('a plaza without km marker has km null', () => {
    expect(tollTableRowSchema.parse({ ...row, km: null }).km).toBeNull();
  });

  it.each([[{ fare: -1 }], [{ fare: 'R$ 19,20' }], [{ uf: undefined }]])('rejects %j', (patch) => {
    expect(tollTableRowSchema.safeParse({ ...row, ...patch }).success).toBe(false);
  });
});
