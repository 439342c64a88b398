import type { ApiClient, ApiResponse, Company, CostCenter, Plate } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** The user's own companies and plates, kept for the forms that offer them (SPEC §2 create-route). */
export interface MyListsStore {
  /** `GET /api/me/list/companies`; `[]` until loaded. */
  readonly $companies: ReadableAtom<readonly Company[]>;
  /** `GET /api/me/list/plates`; `[]` until loaded. */
  readonly $plates: ReadableAtom<readonly Plate[]>;
  /**
   * Loads both lists again. A failed list keeps its last value (SPEC §8: list loaders only log); the
   * API client already reports 401, 403 and the subscription statuses.
   */
  refresh(): Promise<void>;
  /** The plate the 'Adicionar placa' dialog added last, for the planner that asked for it; `null` before. */
  readonly $addedPlate: ReadableAtom<Plate | null>;
  /** The 'Adicionar placa' dialog added `plate` (SPEC §2 dialog mode): listed, and told to the planner. */
  plateAdded(plate: Plate): void;
  /** The cost center the 'Adicionar centro de custo' dialog added last (for the form that asked); `null` before. */
  readonly $addedCostCenter: ReadableAtom<CostCenter | null>;
  /** The 'Adicionar centro de custo' dialog added `costCenter` (SPEC §2 dialog mode). */
  costCenterAdded(costCenter: CostCenter): void;
}

/** Creates the store of the user's lists over the app's API client. */
export function createMyListsStore(api: ApiClient): MyListsStore {
  const $companies = atom<readonly Company[]>([]);
  const $plates = atom<readonly Plate[]>([]);
  const $addedPlate = atom<Plate | null>(null);
  const $addedCostCenter = atom<CostCenter | null>(null);
  const load = async <T>(call: () => Promise<ApiResponse<T>>, set: (value: T) => void) => {
    try {
      const answer = await call();
      if (answer.success) set(answer.data);
    } catch {
      // Kept as it was: the next refresh tries again.
    }
  };
  return {
    $companies,
    $plates,
    $addedPlate,
    plateAdded(plate) {
      $plates.set([...$plates.get().filter((known) => String(known.id) !== String(plate.id)), plate]);
      $addedPlate.set(plate);
    },
    $addedCostCenter,
    costCenterAdded(costCenter) {
      $addedCostCenter.set(costCenter);
    },
    async refresh() {
      await Promise.all([
        load(
          () => api.companies.meList(),
          (data) => $companies.set(data),
        ),
        load(
          () => api.plates.meList(),
          (data) => $plates.set(data),
        ),
      ]);
    },
  };
}
