import { describe, expect, it } from 'vitest';
import { validateTimeRequired } from './time-required.ts';

describe('Time required: HH:mm, else VALIDATION_INVALID_TIMETABLE (SPEC §5)', () => {
  it.each([
    ['00:00', null],
    ['08:30', null],
    ['19:59', null],
    ['23:59', null],
    ['24:00', 'VALIDATION_INVALID_TIMETABLE'],
    ['12:60', 'VALIDATION_INVALID_TIMETABLE'],
    ['8:30', 'VALIDATION_INVALID_TIMETABLE'],
    ['08:30:00', 'VALIDATION_INVALID_TIMETABLE'],
    ['0830', 'VALIDATION_INVALID_TIMETABLE'],
    ['', 'VALIDATION_INVALID_TIMETABLE'],
    [null, 'VALIDATION_INVALID_TIMETABLE'],
  ])('%j gives %s', (time, message) => {
    expect(validateTimeRequired(time)).toBe(message);
  });
});
