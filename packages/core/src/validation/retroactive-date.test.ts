import { describe, expect, it } from 'vitest';
import { formatRetroactiveDate, validateRetroactiveDate } from './retroactive-date.ts';

describe('Retroactive date: formatted only when 10 characters in dd/MM/yyyy (SPEC §5)', () => {
  it.each([
    ['05/08/2026', '2026-08-05'],
    ['01/01/2026', '2026-01-01'],
    ['31/12/2025', '2025-12-31'],
    ['31/01/2026', '2026-01-31'],
    ['30/04/2026', '2026-04-30'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2000', '2000-02-29'],
    ['28/02/2026', '2026-02-28'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['31/02/2026', ''],
    ['29/02/2026', ''],
    ['29/02/1900', ''],
    ['31/04/2026', ''],
    ['31/06/2026', ''],
    ['31/09/2026', ''],
    ['31/11/2026', ''],
    ['32/01/2026', ''],
    ['00/01/2026', ''],
    ['01/00/2026', ''],
    ['01/13/2026', ''],
    ['01/01/0000', ''],
    ['5/8/2026', ''],
    ['05/08/26', ''],
    ['05-08-2026', ''],
    ['2026-08-05', ''],
    [' 05/08/2026', ''],
    ['05/08/2026 ', ''],
    ['aa/bb/cccc', ''],
  ])('%j gives %j', (text, formatted) => {
    expect(formatRetroactiveDate(text)).toBe(formatted);
  });

  it.each([
    ['', null],
    [null, null],
    ['05/08/2026', null],
    ['29/02/2028', null],
    ['31/02/2026', 'VALIDATION_INVALID_DATE'],
    ['5/8/2026', 'VALIDATION_INVALID_DATE'],
  ])('validateRetroactiveDate(%j) gives %s', (text, message) => {
    expect(validateRetroactiveDate(text)).toBe(message);
  });
});
