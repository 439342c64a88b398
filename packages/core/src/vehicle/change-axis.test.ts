import { describe, expect, it } from 'vitest';
import { canDecrementAxis, canIncrementAxis, decrementAxis, incrementAxis } from './change-axis.ts';
import type { VehicleCategory } from './vehicle-category.ts';
import { resetVehicle } from './vehicle.ts';

function vehicleWith(category: VehicleCategory, axis: number) {
  return { ...resetVehicle(), category, axis };
}

describe('minus and plus change axles by 1 and keep the category', () => {
  it.each([
    ['truck', 6, 7],
    ['truck', 14, 15],
    ['truck', 15, 15],
    ['truck', 20, 15],
    ['auto', 2, 3],
    ['auto', 4, 4],
    ['bus', 3, 4],
    ['bus', 4, 4],
    ['motorcycle', 2, 2],
  ] as const)('plus on %s with %s axles gives %s', (category, axis, expected) => {
    expect(incrementAxis(vehicleWith(category, axis))).toMatchObject({ category, axis: expected });
  });

  it.each([
    ['truck', 6, 5],
    ['truck', 3, 2],
    ['truck', 2, 2],
    ['auto', 3, 2],
    ['auto', 2, 2],
    ['bus', 4, 3],
    ['bus', 2, 2],
    ['motorcycle', 2, 2],
  ] as const)('minus on %s with %s axles gives %s', (category, axis, expected) => {
    expect(decrementAxis(vehicleWith(category, axis))).toMatchObject({ category, axis: expected });
  });

  it.each([
    ['truck', 15, false, true],
    ['truck', 2, true, false],
    ['truck', 6, true, true],
    ['bus', 4, false, true],
    ['auto', 2, true, false],
    ['motorcycle', 2, false, false],
  ] as const)('%s with %s axles: plus %s, minus %s', (category, axis, plus, minus) => {
    expect(canIncrementAxis(vehicleWith(category, axis))).toBe(plus);
    expect(canDecrementAxis(vehicleWith(category, axis))).toBe(minus);
  });

  it('keeps the other fields', () => {
    const vehicle = { ...resetVehicle(), plate: { id: 4 }, tag: 'T' };
    expect(incrementAxis(vehicle)).toEqual({ ...vehicle, axis: 7 });
  });
});
