import { describe, expect, it } from 'vitest';
import { isValidPlate, normalizePlate, plannerPlateError, validatePlate } from './plate.ts';

describe('Plate: three letters, a digit, a letter or digit, two digits; max 7 (SPEC §5)', () => {
  it.each([
    ['ABC1234', true],
    ['BRA2E19', true],
    ['abc1d23', true],
    ['abc1234', true],
    ['ABC-1234', true],
    [' BRA 2E19 ', true],
    ['ABC12345', false],
    ['BRA2E190', false],
    ['AB12345', false],
    ['ABCD123', false],
    ['ABC1D2E', false],
    ['ABCE234', false],
    ['1BC1234', false],
    ['ABC123', false],
    ['ÁBC1234', false],
    ['', false],
  ])('%j is a plate: %s', (plate, valid) => {
    expect(isValidPlate(plate)).toBe(valid);
  });

  it.each([
    ['abc1d23', 'ABC1D23'],
    ['abc-1234', 'ABC1234'],
    ['BRA2E19', 'BRA2E19'],
  ])('%j is compared as %s', (plate, normalized) => {
    expect(normalizePlate(plate)).toBe(normalized);
  });

  it.each([
    ['BRA2E19', null],
    ['ABC1234', null],
    ['abc1d23', null],
    ['ABC12345', 'Placa Inválida'],
    ['XYZ', 'Placa Inválida'],
    ['', 'VALIDATION_IS_REQUIRED'],
    ['   ', 'VALIDATION_IS_REQUIRED'],
    [null, 'VALIDATION_IS_REQUIRED'],
  ])('validatePlate(%j) gives %s', (plate, message) => {
    expect(validatePlate(plate)).toBe(message);
  });
});

describe('Placa inválida when the planner requires a plate and it is missing (SPEC §5)', () => {
  it.each([
    [null, 'Placa inválida'],
    [undefined, 'Placa inválida'],
    ['', 'Placa inválida'],
    ['  ', 'Placa inválida'],
    [{}, 'Placa inválida'],
    [{ id: null }, 'Placa inválida'],
    [{ id: '' }, 'Placa inválida'],
    [{ id: 7 }, null],
    [{ id: 0 }, null],
    [{ id: 'a1' }, null],
    ['BRA2E19', null],
  ])('plannerPlateError(%j) gives %s', (plate, message) => {
    expect(plannerPlateError(plate)).toBe(message);
  });
});
