import { describe, expect, it } from 'vitest';
import { pagedSchema } from './paged.ts';
import { shipperSchema } from './shipper.ts';

describe('pagedSchema: data, total, current_page, per_page', () => {
  const schema = pagedSchema(shipperSchema);

  it('reads a page of shippers', () => {
    const page = schema.parse({
      data: [{ id: 1, company_id: 2, document: '11222333000181', name: 'Embarcadora Sul' }],
      total: 31,
      current_page: 2,
      per_page: 10,
    });
    expect(page.data[0]?.name).toBe('Embarcadora Sul');
    expect(page.total).toBe(31);
  });

  it('accepts per_page -1 (all rows)', () => {
    expect(schema.parse({ data: [], total: 0, current_page: 1, per_page: -1 }).per_page).toBe(-1);
  });

  it.each([
    [{ data: [], total: -1, current_page: 1, per_page: 10 }],
    [{ data: [], total: 0, current_page: 0, per_page: 10 }],
    [{ data: [{ id: 1 }], total: 1, current_page: 1, per_page: 10 }],
    [{ data: {}, total: 0, current_page: 1, per_page: 10 }],
  ])('rejects %j', (input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});
