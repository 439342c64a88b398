import {
  decrementAxis,
  incrementAxis,
  maskPlate,
  resetVehicle,
  resolveRearWheelType,
  selectCategory as selectVehicleCategory,
  validatePlate,
  validationMessageText,
  vehicleFromPlate,
  withTagsLoaded,
  withTagsLoading,
} from '@freight/core';
import type { Plate, RearWheelType, Vehicle, VehicleCategory, VehiclePlateRef } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** The planner's vehicle (SPEC §3 Vehicle, §4 Vehicle); every rule is core's. */
export interface VehicleStore {
  /** Category (default truck), axles (default 6), plate, rear wheel type, tags. */
  readonly $vehicle: ReadableAtom<Vehicle>;
  /**
   * The plate text of the plate field (view or manual mode): upper case, at most 7 characters; the
   * chosen plate's text once one is chosen.
   */
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
  /**
   * Sets the typed plate (masked). A text that is no longer the chosen plate's removes that plate (and
   * its tags); category and axles stay.
   */
  setPlateText(text: string): void;
  /**
   * Chooses one of the user's plates: the vehicle takes its category, axles, rear wheel type and vehicle
   * type (core's `vehicleFromPlate`) and the text becomes the plate's; another plate clears the tags.
   * `null` removes the plate, its tags and the text.
   */
  setPlate(plate: Plate | null): void;
  /** Marks the plate's tags as loading (core's `withTagsLoading`). */
  setTagsLoading(): void;
  /** Stores the plate's tags (a single tag is chosen automatically). */
  setTags(tags: readonly string[] | null): void;
  /** Chooses a tag among the loaded ones (`''` for none). */
  chooseTag(tag: string): void;
  /** Removes the plate, its tags and the plate text; category and axles stay. */
  clearPlate(): void;
  /** Back to the default 6-axle truck without plate, tags nor plate text. */
  reset(): void;
}

/** The masked text of a plate kept in the vehicle (`''` when it carries no `plate` text). */
function plateTextOf(plate: VehiclePlateRef): string {
  return 'plate' in plate && typeof plate.plate === 'string' ? maskPlate(plate.plate) : '';
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
    setPlateText(text) {
      const masked = maskPlate(text);
      $plateText.set(masked);
      const plate = $vehicle.get().plate;
      if (plate !== null && plateTextOf(plate) !== masked) {
        change((vehicle) => vehicleFromPlate(vehicle, null));
      }
    },
    setPlate(plate) {
      change((vehicle) => vehicleFromPlate(vehicle, plate));
      $plateText.set(plate === null ? '' : maskPlate(plate.plate));
    },
    setTagsLoading: () => change(withTagsLoading),
    setTags: (tags) => change((vehicle) => withTagsLoaded(vehicle, tags)),
    chooseTag: (tag) =>
      change((vehicle) => ({
        ...vehicle,
        tag: tag === '' || vehicle.tags.includes(tag) ? tag : vehicle.tag,
      })),
    clearPlate() {
      change((vehicle) => vehicleFromPlate(vehicle, null));
      $plateText.set('');
    },
    reset() {
      $vehicle.set(resetVehicle());
      $plateText.set('');
    },
  };
}
