import { VPO_STATUS_LABELS, VPO_SUPPLIER_LABELS } from '@freight/core';
import type { ApiResponse } from '@freight/core';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { VpoCalls } from './vpo-calls.ts';

/** A choice of a filter's select. */
export interface Choice {
  readonly id: string | number;
  readonly name: string;
}

const choicesOf = (labels: Readonly<Record<string, string>>): Choice[] =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

/** The statuses a filter offers, with core's pt-BR labels. */
export const STATUS_CHOICES: readonly Choice[] = choicesOf(VPO_STATUS_LABELS);

/** The suppliers a filter offers, with core's pt-BR names. */
export const SUPPLIER_CHOICES: readonly Choice[] = choicesOf(VPO_SUPPLIER_LABELS);

/** The records of `call` as choices (id, name); empty until they arrive or when the call fails. */
function useNamedChoices(
  call: (
    calls: VpoCalls,
    signal: AbortSignal,
  ) => Promise<ApiResponse<{ id: string | number; name: string }[]>>,
): Choice[] {
  const dataProvider = useDataProvider() as unknown as VpoCalls;
  const [choices, setChoices] = useState<Choice[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    call(dataProvider, controller.signal).then(
      (response) => {
        if (!controller.signal.aborted && response.success)
          setChoices(response.data.map((item) => ({ id: item.id, name: item.name })));
      },
      () => undefined,
    );
    return () => controller.abort();
    // `call` is the same call on every render: not a dependency.
  }, [dataProvider]);
  return choices;
}

/** The user's shippers (`GET /api/me/list/shippers`) for the 'Embarcador' filter. */
export function useShipperChoices(): Choice[] {
  return useNamedChoices((calls, signal) => calls.myShippers(signal));
}

/** The user's cost centers (`GET /api/me/list/cost-centers`) for the 'Centro de custo' filter. */
export function useCostCenterChoices(): Choice[] {
  return useNamedChoices((calls, signal) => calls.myCostCenters(signal));
}
