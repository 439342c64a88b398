import type { ReactNode } from 'react';
import { Datagrid, DeleteWithConfirmButton, ShowButton, useCanAccess } from 'react-admin';
import type { Identifier } from 'react-admin';
import { editPath, showPath } from '../resources/paths.ts';

/** Where a row of a {@link ResourceGrid} leads. */
export type RowOpens = 'show' | 'edit' | 'edit-or-show';

/**
 * The table of an admin list: `children` are its columns; a row opens the record's show page, its edit
 * page, or (`edit-or-show`) the edit page for who may edit and the show page for the others; an
 * 'Exibir' button per row with `showButton`; 'Excluir' with a confirmation only for who may delete.
 */
export function ResourceGrid({
  resource,
  rowOpens,
  showButton = false,
  children,
}: {
  resource: string;
  rowOpens: RowOpens;
  showButton?: boolean;
  children: ReactNode;
}) {
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const open = (id: Identifier): string =>
    rowOpens === 'edit' || (rowOpens === 'edit-or-show' && canEdit)
      ? editPath(resource, id)
      : showPath(resource, id);
  return (
    <Datagrid rowClick={open} bulkActionButtons={false}>
      {children}
      {showButton ? <ShowButton /> : null}
      {canDelete ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} /> : null}
    </Datagrid>
  );
}
