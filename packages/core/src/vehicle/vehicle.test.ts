import { describe, expect, it } from 'vitest';
import { DEFAULT_VEHICLE, resetVehicle } from './vehicle.ts';

describe('default vehicle: 6 axles, truck', () => {
  it('is a 6-axle truck on dual wheels with no plate and no tags', () => {
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
    expect(Object.isFrozen(DEFAULT_VEHICLE)).toBe(true);
  });

  it('resetVehicle gives a fresh copy each time', () => {
    const first = resetVehicle();
    const second = resetVehicle();
    expect(first).toEqual(DEFAULT_VEHICLE);
    expect(first).not.toBe(second);
    expect(first.tags).not.toBe(second.tags);
  });
});
