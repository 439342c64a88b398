import { describe, expect, it } from 'vitest';
import { resetVehicle } from './vehicle.ts';
import { categoryFromVehicleType, vehicleFromVehicleType } from './vehicle-from-vehicle-type.ts';
import type { VehicleTypeInput } from './vehicle-from-vehicle-type.ts';

describe("vehicle type: 'Caminhao' means truck, otherwise auto", () => {
  it.each([
    ['Caminhao', 'truck'],
    ['caminhão', 'truck'],
    [' CAMINHAO ', 'truck'],
    ['Utilitario', 'auto'],
    ['Carro', 'auto'],
    ['', 'auto'],
    [null, 'auto'],
    [undefined, 'auto'],
  ])('%j → %s', (input, expected) => {
    expect(categoryFromVehicleType(input)).toBe(expected);
  });

  it.each<[string, VehicleTypeInput, object]>([
    [
      'a 9-axle truck on dual wheels',
      { id: 3, numberAxlesPepsico: 9, pepsicoVehicleType: 'Caminhao', wheelTypePepsico: 'Dupla' },
      { category: 'truck', axis: 9, rearWheelType: 'Dupla', vehicleTypePepsico: '3' },
    ],
    [
      'a truck without axle count gets 6',
      { id: 4, numberAxlesPepsico: null, pepsicoVehicleType: 'Caminhao', wheelTypePepsico: 'Simples' },
      { category: 'truck', axis: 6, rearWheelType: 'Simples', vehicleTypePepsico: '4' },
    ],
    [
      'a van becomes a 2-axle auto on Simples',
      { id: 'van', numberAxlesPepsico: '2', pepsicoVehicleType: 'Van', wheelTypePepsico: 'Dupla' },
      { category: 'auto', axis: 2, rearWheelType: 'Simples', vehicleTypePepsico: 'van' },
    ],
    [
      'an auto with 6 axles is clamped to 4',
      { id: 5, numberAxlesPepsico: 6, pepsicoVehicleType: 'Utilitario' },
      { category: 'auto', axis: 4, rearWheelType: 'Simples' },
    ],
    [
      'a truck with 16 axles is clamped to 15',
      { id: 6, numberAxlesPepsico: '16', pepsicoVehicleType: 'Caminhao', wheelTypePepsico: 'x' },
      { category: 'truck', axis: 15, rearWheelType: 'Dupla' },
    ],
  ])('%s', (_case, type, expected) => {
    expect(vehicleFromVehicleType(resetVehicle(), type)).toMatchObject(expected);
  });

  it('keeps plate and tags', () => {
    const vehicle = { ...resetVehicle(), plate: { id: 1 }, tags: ['A'], tag: 'A' };
    const result = vehicleFromVehicleType(vehicle, {
      id: 2,
      pepsicoVehicleType: 'Caminhao',
      numberAxlesPepsico: 3,
    });
    expect(result).toMatchObject({ plate: { id: 1 }, tags: ['A'], tag: 'A', axis: 3 });
  });
});
