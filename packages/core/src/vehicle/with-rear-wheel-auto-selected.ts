import { resolveRearWheelType } from './rear-wheel.ts';
import type { Vehicle } from './vehicle.ts';

/**
 * Re-derives the rear wheel type from the vehicle's category: keeps the current choice when the
 * category still offers it, selects the only option when there is one (`'Simples'` for car, bus and
 * motorcycle), else clears it (`null`). Returns the same object when nothing changes.
 *
 * @example withRearWheelAutoSelected({ ...resetVehicle(), category: 'bus', axis: 4 }).rearWheelType // 'Simples'
 */
export function withRearWheelAutoSelected<V extends Vehicle>(vehicle: V): V {
  const rearWheelType = resolveRearWheelType(vehicle.category, vehicle.rearWheelType);
  return rearWheelType === vehicle.rearWheelType ? vehicle : { ...vehicle, rearWheelType };
}
