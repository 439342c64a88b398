import { describe, expect, it } from 'vitest';
import { vehicleTypeSchema } from './vehicle-type.ts';
import { categoryFromVehicleType } from '../vehicle/vehicle-from-vehicle-type.ts';

describe('vehicle type: numberAxlesPepsico, pepsicoVehicleType, wheelTypePepsico', () => {
  it('reads a vehicle type', () => {
    expect(
      vehicleTypeSchema.parse({
        id: 4,
        name: 'Carreta 6 eixos',
        numberAxlesPepsico: '6',
        pepsicoVehicleType: 'Caminhao',
        wheelTypePepsico: 'Dupla',
      }),
    ).toEqual({
      id: 4,
      name: 'Carreta 6 eixos',
      numberAxlesPepsico: 6,
      pepsicoVehicleType: 'Caminhao',
      wheelTypePepsico: 'Dupla',
    });
  });

  it.each([
    [{ numberAxlesPepsico: 2, pepsicoVehicleType: 'Caminhao' }],
    [{ id: 1, pepsicoVehicleType: 'Caminhao' }],
    [{ id: 1, numberAxlesPepsico: 2 }],
  ])('rejects %j', (input) => {
    expect(vehicleTypeSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    ['Caminhao', 'truck'],
    ['Caminhão', 'truck'],
    [' CAMINHAO ', 'truck'],
    ['Carro', 'auto'],
    ['Van', 'auto'],
    ['', 'auto'],
  ])("'%s' means %s", (pepsicoVehicleType, category) => {
    expect(
      categoryFromVehicleType(vehicleTypeSchema.shape.pepsicoVehicleType.parse(pepsicoVehicleType)),
    ).toBe(category);
  });
});
