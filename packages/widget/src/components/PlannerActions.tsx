import { createContext, useContext } from 'react';

/**
 * What the page holding a planner offers beyond it, as callbacks. The app (`/app/`) gives them; the
 * element gives none, so their buttons do not show in third-party pages.
 */
export interface PlannerActions {
  /** Opens the page's 'Adicionar placa' dialog (SPEC §2 `create-plate`); the new plate comes back through `plates.added`. */
  readonly onAddPlate?: (() => void) | undefined;
}

const PlannerActionsContext = createContext<PlannerActions>({});

/** Gives the planner's components the page's {@link PlannerActions}. */
export const PlannerActionsProvider = PlannerActionsContext.Provider;

/** The page's {@link PlannerActions} (none outside a provider). */
export function usePlannerActions(): PlannerActions {
  return useContext(PlannerActionsContext);
}
