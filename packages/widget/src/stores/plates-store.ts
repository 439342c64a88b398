import { can, canSelectTag, createLatestRequest } from '@freight/core';
import type { ApiClient, Auth, Plate, RecordId, Vehicle } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { VehicleStore } from './vehicle-store.ts';

/** The user's plates and the chosen plate's tags (SPEC §2 plate field, §4 Vehicle, §7). */
export interface PlatesStore {
  /** The user's plates (`GET /api/me/list/plates`); `[]` before they load, without login or after a failure. */
  readonly $plates: ReadableAtom<readonly Plate[]>;
  /** True while the plates list is loading. */
  readonly $loading: ReadableAtom<boolean>;
  /** The vehicle's plate as an entry of {@link $plates}, `null` when none is chosen (or it is not listed). */
  readonly $selected: ReadableAtom<Plate | null>;
  /**
   * Whether the user may pick the tag: the first company's `vpo_allow_select_tag` (SPEC §6, core's
   * `canSelectTag`); `false` while the user is unknown.
   */
  readonly $canSelectTag: ReadableAtom<boolean>;
  /** Whether the user may add a plate (permission `plate-create`, SPEC §2 "Add-plate button"). */
  readonly $canAdd: ReadableAtom<boolean>;
  /**
   * The plate field is shown: loads the plates once per API client and token (again after the token or
   * `api-base` changes, nothing without a token) until the returned function is called. A failed load is
   * swallowed (SPEC §8) and tried again on the next change.
   */
  start(): () => void;
  /**
   * Chooses a plate (`null` clears it): the vehicle follows it (core's `vehicleFromPlate`) and its tags
   * load.
   */
  choose(plate: Plate | null): void;
  /**
   * A plate was just added (the 'Adicionar placa' dialog, SPEC §2 "dialog mode"): the list loads again
   * and the new plate is chosen.
   */
  added(plate: Plate): void;
  /**
   * Stops the pending plates and tags requests (the planner unmounts); the store stays usable and the
   * next {@link start} asks again for what was stopped.
   */
  dispose(): void;
}

/** What the plates store reads and changes. */
export interface PlatesStoreDependencies {
  readonly $api: ReadableAtom<ApiClient>;
  /** The token in use, `null` when logged out. */
  readonly $token: ReadableAtom<string | null>;
  /** The logged-in user, `null` while unknown. */
  readonly $auth: ReadableAtom<Auth | null>;
  readonly vehicle: VehicleStore;
}

function plateIdOf(vehicle: Vehicle): string | null {
  return vehicle.plate === null ? null : String(vehicle.plate.id);
}

/**
 * Creates the plates store. Tags load whenever the vehicle's plate changes (SPEC §4 "Tags load when the
 * plate changes"): core's `withTagsLoading`, `POST /api/plates/{id}`, then `withTagsLoaded` (a single
 * tag is chosen). A newer plate aborts the older request and its answer is ignored; a removed plate
 * stops it; a failure counts as no tags (SPEC §8, swallowed).
 */
export function createPlatesStore(deps: PlatesStoreDependencies): PlatesStore {
  const $plates = atom<readonly Plate[]>([]);
  const $loading = atom(false);
  const tags = createLatestRequest();
  let platesController: AbortController | null = null;
  let loadedWith: { api: ApiClient; token: string } | null = null;
  let plateId: string | null = null;

  const stopPlates = (): void => {
    platesController?.abort();
    platesController = null;
    $loading.set(false);
  };

  /** Loads the plates unless already loaded with this API client and token (or `again`). */
  const load = (again: boolean): void => {
    const api = deps.$api.get();
    const token = deps.$token.get();
    if (token === null) {
      // Logged out: the list belonged to the user who left.
      stopPlates();
      loadedWith = null;
      $plates.set([]);
      return;
    }
    if (!again && loadedWith?.api === api && loadedWith.token === token) return;
    if (loadedWith?.token !== token) $plates.set([]);
    stopPlates();
    const controller = new AbortController();
    platesController = controller;
    loadedWith = { api, token };
    $loading.set(true);
    const settle = (plates: readonly Plate[] | null): void => {
      if (platesController !== controller) return;
      platesController = null;
      $loading.set(false);
      if (plates === null) loadedWith = null;
      else $plates.set(plates);
    };
    api.plates.meList({ signal: controller.signal }).then(
      (result) => settle(result.success ? result.data : null),
      () => settle(null), // SPEC §8: list loader failures are only logged.
    );
  };

  const loadPlates = (): void => load(false);

  const loadTags = (id: RecordId): void => {
    deps.vehicle.setTagsLoading();
    tags
      .run((signal) => deps.$api.get().plates.tags(id, { signal }))
      .then(
        (result) => {
          if (result.status === 'ok') deps.vehicle.setTags(result.value);
        },
        () => deps.vehicle.setTags(null), // SPEC §8: tag loading errors are swallowed.
      );
  };

  const followPlate = (vehicle: Vehicle): void => {
    const next = plateIdOf(vehicle);
    if (next === plateId) return;
    plateId = next;
    tags.cancel();
    if (vehicle.plate !== null) loadTags(vehicle.plate.id);
  };

  deps.vehicle.$vehicle.listen(followPlate);

  return {
    $plates,
    $loading,
    $selected: computed([$plates, deps.vehicle.$vehicle], (plates, vehicle) => {
      const id = plateIdOf(vehicle);
      return id === null ? null : (plates.find((plate) => String(plate.id) === id) ?? null);
    }),
    $canSelectTag: computed(deps.$auth, (auth) => canSelectTag(auth?.settings.companies[0]?.settings)),
    $canAdd: computed(deps.$auth, (auth) => can(auth?.settings, 'plate-create')),
    start() {
      followPlate(deps.vehicle.$vehicle.get());
      loadPlates();
      const stopApi = deps.$api.listen(loadPlates);
      const stopToken = deps.$token.listen(loadPlates);
      return () => {
        stopApi();
        stopToken();
      };
    },
    choose(plate) {
      deps.vehicle.setPlate(plate);
    },
    added(plate) {
      // Listed at once (the choice shows it), then the whole list again from the server.
      if (!$plates.get().some((known) => String(known.id) === String(plate.id))) {
        $plates.set([...$plates.get(), plate]);
      }
      deps.vehicle.setPlate(plate);
      load(true);
    },
    dispose() {
      tags.cancel();
      const vehicle = deps.vehicle.$vehicle.get();
      if (vehicle.loadingTags) {
        // Stopped before its answer: the next start asks again.
        deps.vehicle.setTags(vehicle.tags);
        plateId = null;
      }
      if (platesController !== null) {
        stopPlates();
        loadedWith = null;
      }
    },
  };
}
