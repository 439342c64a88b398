import { describe, expect, it } from 'vitest';
import { companyOptionSchema, toCompanyOption } from './company-option.ts';

describe('company as a select option: label is the name, value the id', () => {
  it('maps a company', () => {
    expect(toCompanyOption({ id: 3, name: 'Acme' })).toEqual({ label: 'Acme', value: 3 });
    expect(companyOptionSchema.parse({ label: 'Acme', value: '3' })).toEqual({ label: 'Acme', value: 3 });
  });
});
