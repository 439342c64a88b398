import { describe, expect, it } from 'vitest';
import { normalizeRearWheelType, rearWheelOptions, resolveRearWheelType } from './rear-wheel.ts';

describe('rear wheel type options: truck has Simples and Dupla; others only Simples', () => {
  it.each([
    ['truck', ['Simples', 'Dupla']],
    ['auto', ['Simples']],
    ['bus', ['Simples']],
    ['motorcycle', ['Simples']],
  ] as const)('%s offers %j', (category, expected) => {
    expect(rearWheelOptions(category)).toEqual(expected);
  });

  it.each([
    ['truck', 'Dupla', 'Dupla'],
    ['truck', 'Simples', 'Simples'],
    ['truck', null, null],
    ['bus', 'Dupla', 'Simples'],
    ['bus', null, 'Simples'],
    ['auto', undefined, 'Simples'],
    ['motorcycle', 'Simples', 'Simples'],
  ] as const)('%s with %j wanted ends with %j', (category, wanted, expected) => {
    expect(resolveRearWheelType(category, wanted)).toBe(expected);
  });

  it.each([
    ['Simples', 'Simples'],
    [' SIMPLES ', 'Simples'],
    ['dupla', 'Dupla'],
    ['Tripla', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('normalizeRearWheelType(%j) is %j', (input, expected) => {
    expect(normalizeRearWheelType(input)).toBe(expected);
  });
});
