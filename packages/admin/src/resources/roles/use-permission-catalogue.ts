import type { PermissionInfo } from '@freight/core';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';

/** The permission catalogue while loading (`null`), loaded, or the message of its failure. */
export type CatalogueState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly catalogue: PermissionInfo[] }
  | { readonly status: 'failed'; readonly message: string };

/** `GET /api/permissions` through the admin's data provider (`permissionCatalogue`), once per page. */
export function usePermissionCatalogue(): CatalogueState {
  const dataProvider = useDataProvider();
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    (dataProvider.permissionCatalogue() as Promise<PermissionInfo[]>).then(
      (catalogue) => {
        if (current) setState({ status: 'loaded', catalogue });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error && error.message ? error.message : 'Ocorreu um erro.';
        setState({ status: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return state;
}
