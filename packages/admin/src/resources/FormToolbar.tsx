import { DeleteWithConfirmButton, SaveButton, Toolbar, useCanAccess, useResourceContext } from 'react-admin';

/**
 * The toolbar of every admin form: 'Salvar', and on an edit page 'Excluir' with a confirmation for a
 * user with the resource's delete permission. It stays in the page on small screens (react-admin's
 * own is fixed to the bottom of the window, under the host's menu).
 */
export function FormToolbar({ deletable = false }: { deletable?: boolean }) {
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  return (
    <Toolbar sx={{ justifyContent: 'space-between', '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
      <SaveButton />
      {deletable && canAccess ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect="list" /> : null}
    </Toolbar>
  );
}
