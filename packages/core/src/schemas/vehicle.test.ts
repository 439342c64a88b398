import { describe, expect, it } from 'vitest';
import { vehicleSchema } from './vehicle.ts';
import { DEFAULT_VEHICLE } from '../vehicle/vehicle.ts';
import { rearWheelTypeSchema, vehicleCategorySchema } from './vehicle-category.ts';

describe('planner vehicle', () => {
  it("parses to the planner's default vehicle: a 6-axle truck on dual wheels, no plate or tag", () => {
    expect(DEFAULT_VEHICLE).toEqual({
      axis: 6,
      category: 'truck',
      plate: null,
      rearWheelType: 'Dupla',
      loadingTags: false,
      tags: [],
      tag: '',
      vehicleTypePepsico: '',
    });
    expect(vehicleSchema.parse({})).toEqual(DEFAULT_VEHICLE);
  });

  it('keeps a chosen plate (object with id), tags and tag', () => {
    const vehicle = vehicleSchema.parse({
      axis: 2,
      category: 'auto',
      plate: { id: 7, plate: 'BRA2E19' },
      rearWheelType: 'Simples',
      tags: ['Sem Parar'],
      tag: 'Sem Parar',
      vehicleTypePepsico: 4,
    });
    expect(vehicle.plate).toEqual({ id: 7, plate: 'BRA2E19' });
    expect(vehicle.tag).toBe('Sem Parar');
  });

  it.each([[{ category: 'car' }], [{ plate: { plate: 'BRA2E19' } }], [{ axis: 0 }], [{ tags: 'Sem Parar' }]])(
    'rejects %j',
    (input) => {
      expect(vehicleSchema.safeParse(input).success).toBe(false);
    },
  );

  it('lists the categories and rear wheel types', () => {
    expect(vehicleCategorySchema.options).toEqual(['truck', 'auto', 'bus', 'motorcycle']);
    expect(rearWheelTypeSchema.options).toEqual(['Simples', 'Dupla']);
  });
});
