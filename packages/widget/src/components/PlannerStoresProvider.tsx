import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { PlannerStores } from '../stores/planner-stores.ts';

const PlannerStoresContext = createContext<PlannerStores | null>(null);

/** Makes one planner's stores available to the components below it. */
export function PlannerStoresProvider({ stores, children }: { stores: PlannerStores; children: ReactNode }) {
  return <PlannerStoresContext.Provider value={stores}>{children}</PlannerStoresContext.Provider>;
}

/**
 * The stores of the surrounding planner.
 *
 * @throws Error outside a {@link PlannerStoresProvider}.
 */
export function usePlannerStores(): PlannerStores {
  const stores = useContext(PlannerStoresContext);
  if (!stores) throw new Error('usePlannerStores must be used inside <PlannerStoresProvider>.');
  return stores;
}
