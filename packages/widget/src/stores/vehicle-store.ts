import {
  decrementAxis,
  incrementAxis,
  maskPlate,
  resetVehicle,
  resolveRearWheelType,
  selectCategory as selectVehicleCategory,
  validatePlate,
  validationMessageText,
  withTagsLoaded,
} from '@freight/core';
import type { RearWheelType, Vehicle, VehicleCategory } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** The planner's vehicle (SPEC §3 Vehicle, §4 Vehicle); every rule is core's. */
export interface VehicleStore {
  /** Category (default truck), axles (default 6), plate, rear wheel type, tags. */
  readonly $vehicle: ReadableAtom<Vehicle>;
  /** The plate typed in view or manual mode: upper case, at most 7 characters. */
  readonly $plateText: ReadableAtom<string>;
  /** 'Placa Inválida' for a typed plate that is not a plate, `null` when empty or valid. */
  readonly $plateError: ReadableAtom<string | null>;
  /** A category click: sets its default axles (truck 6, car 2, bus 4, motorcycle 2). */
  selectCategory(category: VehicleCategory | string): void;
  /** Plus: one more axle, within the category's limits. */
  incrementAxis(): void;
  /** Minus: one axle less, within the category's limits. */
  decrementAxis(): void;
  /** Chooses the rear wheel type, when the category offers it. */
  setRearWheelType(type: RearWheelType): void;
  /** Sets the typed plate (masked). */
  setPlateText(text: string): void;
  /** Stores the plate's tags (a single tag is chosen automatically). */
  setTags(tags: readonly string[] | null): void;
  /** Chooses a tag among the loaded ones (`''` for none). */
  chooseTag(tag: string): void;
  /** Back to the default 6-axle truck without plate. */
  reset(): void;
}

/** Creates the vehicle store, starting from core's default vehicle. */
export function createVehicleStore(initial?: Vehicle): VehicleStore {
  const $vehicle = atom<Vehicle>(initial ?? resetVehicle());
  const $plateText = atom('');
  const change = (update: (vehicle: Vehicle) => Vehicle): void => $vehicle.set(update($vehicle.get()));
  return {
    $vehicle,
    $plateText,
    $plateError: computed($plateText, (text) => {
      if (text === '') return null;
      const error = validatePlate(text);
      return error === null ? null : validationMessageText(error);
    }),
    selectCategory: (category) => change((vehicle) => selectVehicleCategory(vehicle, category)),
    incrementAxis: () => change(incrementAxis),
    decrementAxis: () => change(decrementAxis),
    setRearWheelType: (type) =>
      change((vehicle) => ({ ...vehicle, rearWheelType: resolveRearWheelType(vehicle.category, type) })),
    setPlateText: (text) => $plateText.set(maskPlate(text)),
    setTags: (tags) => change((vehicle) => withTagsLoaded(vehicle, tags)),
    chooseTag: (tag) =>
      change((vehicle) => ({
        ...vehicle,
        tag: tag === '' || vehicle.tags.includes(tag) ? tag : vehicle.tag,
      })),
    reset() {
      $vehicle.set(resetVehicle());
      $plateText.set('');
    },
  };
}
