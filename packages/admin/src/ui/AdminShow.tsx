import type { ReactNode } from 'react';
import { Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { EditLinkButton } from '../resources/EditLinkButton.tsx';

/**
 * The show page of an administered record (SPEC §2 `/x/{id}/show`): `children` are its fields, one under
 * the other, and 'Editar' (to the SPEC §2 edit path) only for who may edit.
 */
export function AdminShow({ resource, children }: { resource: string; children: ReactNode }) {
  return (
    <Show
      resource={resource}
      actions={
        <TopToolbar>
          <EditLinkButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Show>
  );
}
