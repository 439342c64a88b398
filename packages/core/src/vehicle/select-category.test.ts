import { describe, expect, it } from 'vitest';
import { selectCategory } from './select-category.ts';
import { resetVehicle } from './vehicle.ts';

describe('clicking a category sets axle count: truck 6, car 2, bus 4, motorcycle 2', () => {
  it.each([
    ['truck', 'truck', 6, 'Dupla'],
    ['car', 'auto', 2, 'Simples'],
    ['auto', 'auto', 2, 'Simples'],
    ['bus', 'bus', 4, 'Simples'],
    ['motorcycle', 'motorcycle', 2, 'Simples'],
    ['moto', 'motorcycle', 2, 'Simples'],
  ])('click on %s: category %s, %s axles, rear wheel %s', (clicked, category, axis, rearWheelType) => {
    const vehicle = selectCategory({ ...resetVehicle(), axis: 9 }, clicked);
    expect(vehicle).toMatchObject({ category, axis, rearWheelType });
  });

  it('Simples is auto-selected for a bus', () => {
    expect(selectCategory(resetVehicle(), 'bus').rearWheelType).toBe('Simples');
  });

  it('back to truck keeps a rear wheel type the truck offers', () => {
    const bus = selectCategory(resetVehicle(), 'bus');
    expect(selectCategory(bus, 'truck')).toMatchObject({
      category: 'truck',
      axis: 6,
      rearWheelType: 'Simples',
    });
  });

  it('truck with no rear wheel type chosen stays without one', () => {
    const vehicle = selectCategory({ ...resetVehicle(), rearWheelType: null }, 'truck');
    expect(vehicle.rearWheelType).toBeNull();
  });

  it('keeps plate and tags', () => {
    const vehicle = { ...resetVehicle(), plate: { id: 1 }, tags: ['A'], tag: 'A' };
    expect(selectCategory(vehicle, 'bus')).toMatchObject({ plate: { id: 1 }, tags: ['A'], tag: 'A' });
  });

  it('an unknown category leaves the vehicle unchanged', () => {
    const vehicle = resetVehicle();
    expect(selectCategory(vehicle, 'plane')).toBe(vehicle);
  });

  it('does not change the vehicle it is given', () => {
    const vehicle = resetVehicle();
    selectCategory(vehicle, 'bus');
    expect(vehicle.category).toBe('truck');
  });
});
