import { describe, expect, it } from 'vitest';
import { resetVehicle } from './vehicle.ts';
import { vehicleFromPlate } from './vehicle-from-plate.ts';
import type { PlateInput } from './vehicle-from-plate.ts';

describe('vehicle taken from the plate', () => {
  it.each<[string, PlateInput, object]>([
    [
      'a car plate',
      { id: 1, category: 'car', axis: 2, rear_wheel_type: 'Simples', vehicleTypePepsico: '12' },
      { category: 'auto', axis: 2, rearWheelType: 'Simples', vehicleTypePepsico: '12' },
    ],
    [
      'a moto plate with the wire vehicle type',
      { id: 2, category: 'moto', axis: '2', rear_wheel_type: null, vehicle_type_pepsico: 5 },
      { category: 'motorcycle', axis: 2, rearWheelType: 'Simples', vehicleTypePepsico: '5' },
    ],
    [
      'a 9-axle truck with dual wheels',
      { id: 3, category: 'truck', axis: 9, rear_wheel_type: 'dupla' },
      { category: 'truck', axis: 9, rearWheelType: 'Dupla', vehicleTypePepsico: '' },
    ],
    [
      'a truck with 20 axles is clamped to 15',
      { id: 4, category: 'truck', axis: 20, rear_wheel_type: 'Simples' },
      { category: 'truck', axis: 15, rearWheelType: 'Simples' },
    ],
    [
      'a bus without axle count gets the bus default',
      { id: 5, category: 'bus' },
      { category: 'bus', axis: 4, rearWheelType: 'Simples' },
    ],
    [
      'a bus plate saying Dupla gets Simples',
      { id: 6, category: 'bus', axis: 3, rear_wheel_type: 'Dupla' },
      { category: 'bus', axis: 3, rearWheelType: 'Simples' },
    ],
    [
      'an unknown category keeps the current vehicle',
      { id: 7, category: 'plane', axis: null },
      { category: 'truck', axis: 6, rearWheelType: 'Dupla' },
    ],
  ])('%s', (_case, plate, expected) => {
    const vehicle = vehicleFromPlate(resetVehicle(), plate);
    expect(vehicle).toMatchObject({ ...expected, plate });
    expect(vehicle.plate).toBe(plate);
  });

  it('a new plate clears the previous tags', () => {
    const before = { ...resetVehicle(), plate: { id: 1 }, tags: ['A', 'B'], tag: 'A' };
    expect(vehicleFromPlate(before, { id: 2, category: 'truck', axis: 6 })).toMatchObject({
      tags: [],
      tag: '',
    });
  });

  it('the same plate keeps its tags', () => {
    const before = { ...resetVehicle(), plate: { id: 1 }, tags: ['A', 'B'], tag: 'A' };
    expect(vehicleFromPlate(before, { id: '1', category: 'truck', axis: 6 })).toMatchObject({
      tags: ['A', 'B'],
      tag: 'A',
    });
  });

  it('removing the plate clears plate-derived fields and keeps category and axles', () => {
    const before = {
      ...resetVehicle(),
      category: 'bus' as const,
      axis: 3,
      plate: { id: 1 },
      tags: ['A'],
      tag: 'A',
      loadingTags: true,
      vehicleTypePepsico: '9',
    };
    expect(vehicleFromPlate(before, null)).toEqual({
      ...before,
      plate: null,
      tags: [],
      tag: '',
      loadingTags: false,
      vehicleTypePepsico: '',
    });
  });

  it('keeps extra plate fields in the vehicle', () => {
    const plate = { id: 8, plate: 'ABC1D23', brand: 'Volvo', category: 'truck', axis: 6 };
    expect(vehicleFromPlate(resetVehicle(), plate).plate?.brand).toBe('Volvo');
  });
});
