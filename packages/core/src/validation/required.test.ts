import { describe, expect, it } from 'vitest';
import {
  isEmptyValue,
  validateNickname,
  validateRequired,
  validateSilentRequired,
  validateVehicleType,
} from './required.ts';

describe('required rules (SPEC §5)', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [Number.NaN, true],
    [[], true],
    ['a', false],
    [0, false],
    [false, false],
    [[1], false],
    [{ id: 1 }, false],
  ])('isEmptyValue(%j) is %s', (value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
  });

  it.each([
    ['', 'VALIDATION_IS_REQUIRED'],
    ['  ', 'VALIDATION_IS_REQUIRED'],
    [null, 'VALIDATION_IS_REQUIRED'],
    ['x', null],
    [0, null],
  ])('Required: %j gives %s', (value, message) => {
    expect(validateRequired(value)).toBe(message);
  });

  it.each([
    ['', 'Esse campo é obrigatório'],
    ['   ', 'Esse campo é obrigatório'],
    [undefined, 'Esse campo é obrigatório'],
    ['Rota SP-RJ', null],
  ])('Save-route nickname %j gives %s', (value, message) => {
    expect(validateNickname(value)).toBe(message);
  });

  it.each([
    ['', 'Tipo inválido'],
    [null, 'Tipo inválido'],
    ['Caminhao', null],
    [3, null],
  ])('Vehicle type %j gives %s', (value, message) => {
    expect(validateVehicleType(value)).toBe(message);
  });

  it.each([
    ['', ''],
    ['  ', ''],
    [undefined, ''],
    ['Volvo', null],
  ])('Brand, model, rear wheel type, cost-center name %j: no message shown (%j)', (value, message) => {
    expect(validateSilentRequired(value)).toBe(message);
  });
});
