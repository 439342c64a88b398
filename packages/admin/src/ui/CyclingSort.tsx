import { ListContextProvider, useListContext } from 'react-admin';
import type { ReactNode } from 'react';
import { useMemo } from 'react';

/**
 * Column sort that cycles ascending, descending, off (SPEC §4 "Table sort cycles ascending, descending,
 * off"): react-admin's header toggles between the two orders; the click after 'descending' on the same
 * column turns sorting off (an empty field: the server's default order).
 */
export function CyclingSort({ children }: { children: ReactNode }) {
  const context = useListContext();
  const { sort, setSort } = context;
  const value = useMemo(
    () => ({
      ...context,
      setSort: (next: { field: string; order: 'ASC' | 'DESC' }) =>
        setSort(
          sort.field !== '' && next.field === sort.field && sort.order === 'DESC'
            ? { field: '', order: 'ASC' }
            : next,
        ),
    }),
    [context, sort, setSort],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
