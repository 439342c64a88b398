export {
  AXIS_RANGE_BY_CATEGORY,
  clampAxis,
  DEFAULT_AXIS_BY_CATEGORY,
  parseAxis,
} from './axis-by-category.ts';
export type { AxisRange } from './axis-by-category.ts';
export { canDecrementAxis, canIncrementAxis, decrementAxis, incrementAxis } from './change-axis.ts';
export {
  normalizeRearWheelType,
  REAR_WHEEL_DUAL,
  REAR_WHEEL_SIMPLE,
  rearWheelOptions,
  resolveRearWheelType,
} from './rear-wheel.ts';
export type { RearWheelType } from './rear-wheel.ts';
export { selectCategory } from './select-category.ts';
export { DEFAULT_VEHICLE, resetVehicle } from './vehicle.ts';
export type { Vehicle, VehiclePlateRef } from './vehicle.ts';
export { normalizeCategory, VEHICLE_CATEGORIES } from './vehicle-category.ts';
export type { VehicleCategory } from './vehicle-category.ts';
export { vehicleFromPlate } from './vehicle-from-plate.ts';
export type { PlateInput } from './vehicle-from-plate.ts';
export { categoryFromVehicleType, vehicleFromVehicleType } from './vehicle-from-vehicle-type.ts';
export type { VehicleTypeInput } from './vehicle-from-vehicle-type.ts';
export { canSelectTag, withTagsLoaded, withTagsLoading } from './vehicle-tags.ts';
export type { TagCompanySettings } from './vehicle-tags.ts';
export { withRearWheelAutoSelected } from './with-rear-wheel-auto-selected.ts';
