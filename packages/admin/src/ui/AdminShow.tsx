import type { ReactNode } from 'react';
import { Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { EditLinkButton } from '../resources/EditLinkButton.tsx';

/**
 * The show page of an administered record (SPEC §2 `/x/{id}/show`): `children` are its fields, one under
 * the other, and 'Editar' (to the SPEC §2 edit path) only for who may edit, after the record's own
 * `actions`.
 */
export function AdminShow({
  resource,
  actions,
  children,
}: {
  resource: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Show
      resource={resource}
      actions={
        <TopToolbar>
          {actions}
          <EditLinkButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Show>
  );
}
