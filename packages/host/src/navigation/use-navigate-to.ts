import { resolveTarget } from '@freight/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Options of a navigation by name. */
export interface NavigateToOptions {
  /** Replace the current history entry instead of pushing one. */
  readonly replace?: boolean;
  /** Query string to add, e.g. `'?from=vpo'`. */
  readonly search?: string;
}

/**
 * Navigation by route name (SPEC §2 navigation helpers): `navigateTo('edit-route/12')` opens
 * `/routes/12/edit`. A name the table does not know opens the not-found page.
 */
export function useNavigateTo(): (target: string, options?: NavigateToOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (target, options = {}) => {
      const pathname = resolveTarget(target) ?? `/${encodeURIComponent(target)}`;
      void navigate({ pathname, search: options.search ?? '' }, { replace: options.replace ?? false });
    },
    [navigate],
  );
}
