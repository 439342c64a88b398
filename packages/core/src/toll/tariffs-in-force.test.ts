import { describe, it, expect } from 'vitest';
import { tariffsInForce, type TollTariffRow } from './tariffs-in-force.ts';

const spvias: TollTariffRow[] = [
  { multiplier: 2, fare: 24.2, validFrom: '2025-07-01' },
  { multiplier: 1, fare: 12.1, validFrom: '2025-07-01' },
  { multiplier: 7, fare: 84.7, validFrom: '2025-07-01' },
  { multiplier: 1, fare: 12.8, validFrom: '2026-07-01' },
  { multiplier: 2, fare: 25.6, validFrom: '2026-07-01' },
];

describe('tariffsInForce', () => {
  it.each([
    ['retroactive date picks the older table', '2026-06-30', '2025-07-01', false],
    ['the later table supersedes from its start date on', '2026-07-01', '2026-07-01', false],
    ['a date after both tables uses the later one', '2026-07-02', '2026-07-01', false],
    ['a date-time keeps its day', '2026-07-01T05:00:00', '2026-07-01', false],
    ['a date before every table falls back to the earliest table', '2024-01-01', '2025-07-01', true],
  ])('%s', (_name, date, validFrom, beforeFirstTable) => {
    const table = tariffsInForce(spvias, date);
    expect(table?.validFrom).toBe(validFrom);
    expect(table?.beforeFirstTable).toBe(beforeFirstTable);
    expect(table?.rows.every((row) => row.validFrom === validFrom)).toBe(true);
  });

  it('supersedes the table as a whole: a multiplier the new table omits is not taken from the old one', () => {
    const table = tariffsInForce(spvias, '2026-08-01');
    expect(table?.rows.map((row) => row.multiplier)).toEqual([1, 2]);
  });

  it('orders the rows by multiplier', () => {
    expect(tariffsInForce(spvias, '2025-08-01')?.rows.map((row) => row.fare)).toEqual([12.1, 24.2, 84.7]);
  });

  it('a plaza with no tariffs has no table', () => {
    expect(tariffsInForce([], '2026-08-01')).toBeNull();
  });
});
