import type { RearWheelType } from './rear-wheel.ts';
import type { VehicleCategory } from './vehicle-category.ts';

/** The least a plate must carry to sit in the planner's vehicle: its id (SPEC §3 "plate (object with id)"). */
export interface VehiclePlateRef {
  id: number | string;
}

/**
 * The vehicle of the planner (SPEC §3 Vehicle). Operations never mutate it: each returns a new object.
 *
 * @typeParam P - the plate object kept in `plate` (any object with an `id`).
 */
export interface Vehicle<P extends VehiclePlateRef = VehiclePlateRef> {
  /** Axle count, within the category's range (SPEC §5). */
  axis: number;
  /** The category. */
  category: VehicleCategory;
  /** The selected plate, or `null`. */
  plate: P | null;
  /** Rear wheel type, or `null` while none is chosen. */
  rearWheelType: RearWheelType | null;
  /** True while the plate's tags are loading. */
  loadingTags: boolean;
  /** Toll tags available for the plate. */
  tags: readonly string[];
  /** The chosen tag, `''` for none. */
  tag: string;
  /** The plate's vehicle type (`vehicle_type_pepsico`), `''` for none. */
  vehicleTypePepsico: string;
}

/**
 * The planner's vehicle before any choice (SPEC §3, §9): a 6-axle truck, no plate, no tags. Its rear
 * wheel type is `'Dupla'`: a truck offers two types so none is auto-selected, and a 6-axle truck runs on
 * dual rear wheels. Frozen; use {@link resetVehicle} for a fresh copy.
 */
export const DEFAULT_VEHICLE: Readonly<Vehicle> = Object.freeze({
  axis: 6,
  category: 'truck',
  plate: null,
  rearWheelType: 'Dupla',
  loadingTags: false,
  tags: Object.freeze([]),
  tag: '',
  vehicleTypePepsico: '',
});

/**
 * A new vehicle equal to {@link DEFAULT_VEHICLE} (6-axle truck, no plate), e.g. when the VPO settings are
 * refreshed or the fields are cleared.
 *
 * @example resetVehicle().axis // 6
 */
export function resetVehicle<P extends VehiclePlateRef = VehiclePlateRef>(): Vehicle<P> {
  return { ...DEFAULT_VEHICLE, plate: null, tags: [] };
}
