import type { ReactElement, ReactNode } from 'react';
import { CreateButton, List, Pagination, TopToolbar, useCanAccess } from 'react-admin';
import { CyclingSort } from './CyclingSort.tsx';

/** Page sizes a list offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

function Actions({ resource, extra }: { resource: string; extra?: ReactNode }) {
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  return (
    <TopToolbar>
      {extra}
      {canAccess ? <CreateButton resource={resource} /> : null}
    </TopToolbar>
  );
}

/**
 * The list page of an administered resource: its filters (SPEC §7), page sizes of {@link PAGE_SIZES},
 * a sort that cycles ascending, descending, off (starting off: the server's order), and 'Adicionar' only
 * for a user with the resource's create permission. `children` is the table.
 */
export function AdminList({
  resource,
  filters,
  actions,
  keepActionsWhenEmpty = false,
  children,
}: {
  resource: string;
  filters?: ReactElement[];
  /** More buttons of the top bar (e.g. export), before 'Adicionar'. */
  actions?: ReactNode;
  /**
   * Whether a list without any record still shows its top bar and table (with the table's empty text)
   * instead of react-admin's empty page, which offers only 'Adicionar': for lists whose records come from
   * their own actions ('Nova consulta em lote', 'Conciliar extrato').
   */
  keepActionsWhenEmpty?: boolean;
  children: ReactNode;
}) {
  return (
    <List
      resource={resource}
      filters={filters}
      {...(keepActionsWhenEmpty ? { empty: false as const } : {})}
      actions={<Actions resource={resource} extra={actions} />}
      exporter={false}
      perPage={PAGE_SIZES[0]}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      sort={{ field: '', order: 'ASC' }}
    >
      <CyclingSort>{children}</CyclingSort>
    </List>
  );
}
