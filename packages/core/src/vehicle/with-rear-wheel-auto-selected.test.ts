import { describe, expect, it } from 'vitest';
import { resetVehicle } from './vehicle.ts';
import { withRearWheelAutoSelected } from './with-rear-wheel-auto-selected.ts';

describe('rear wheel auto-selected when a single option', () => {
  it.each([
    ['bus', null, 'Simples'],
    ['auto', 'Dupla', 'Simples'],
    ['motorcycle', null, 'Simples'],
    ['truck', 'Dupla', 'Dupla'],
    ['truck', 'Simples', 'Simples'],
    ['truck', null, null],
  ] as const)('%s with %j gets %j', (category, rearWheelType, expected) => {
    const vehicle = { ...resetVehicle(), category, rearWheelType };
    expect(withRearWheelAutoSelected(vehicle).rearWheelType).toBe(expected);
  });

  it('returns the same object when nothing changes', () => {
    const vehicle = resetVehicle();
    expect(withRearWheelAutoSelected(vehicle)).toBe(vehicle);
  });
});
