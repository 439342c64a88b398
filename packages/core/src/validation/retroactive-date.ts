import { KEY_INVALID_DATE } from './messages.ts';
import type { ValidationResult } from './validation-result.ts';

const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return isLeap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Retroactive date (SPEC §5) in its yyyy-MM-dd form: formatted only when the text is exactly 10
 * characters in dd/MM/yyyy and a real calendar date (year 0001 or later); empty or invalid text
 * gives ''.
 *
 * @example formatRetroactiveDate('05/08/2026') // '2026-08-05'
 * @example formatRetroactiveDate('29/02/2028') // '2028-02-29'
 * @example formatRetroactiveDate('31/02/2026') // ''
 */
export function formatRetroactiveDate(text: string | null | undefined): string {
  const match = DATE_PATTERN.exec(text ?? '');
  if (match === null) return '';
  const [, dd = '', mm = '', yyyy = ''] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return '';
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * Retroactive-date rule of the planner options form: `null` for the empty default or a real
 * dd/MM/yyyy date, else 'VALIDATION_INVALID_DATE'.
 *
 * @example validateRetroactiveDate('') // null
 * @example validateRetroactiveDate('29/02/2026') // 'VALIDATION_INVALID_DATE'
 */
export function validateRetroactiveDate(text: string | null | undefined): ValidationResult {
  const value = text ?? '';
  return value === '' || formatRetroactiveDate(value) !== '' ? null : KEY_INVALID_DATE;
}
