import {
  DeleteWithConfirmButton,
  SaveButton,
  Toolbar,
  useCanAccess,
  useResourceContext,
  useSaveContext,
} from 'react-admin';

/** Label of the save button while the save is on its way (SPEC §2 plate form: 'Salvar' → 'Carregando...'). */
export const SAVING_LABEL = 'Carregando...';

/**
 * The toolbar of every admin form: 'Salvar' (disabled and reading 'Carregando...' while saving), and on
 * an edit page 'Excluir' with a confirmation for a user with the resource's delete permission. It stays
 * in the page on small screens (react-admin's own is fixed to the bottom of the window, under the host's
 * menu).
 */
export function FormToolbar({ deletable = false }: { deletable?: boolean }) {
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const { saving } = useSaveContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
      <SaveButton label={saving ? SAVING_LABEL : 'ra.action.save'} />
      {deletable && canAccess ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect="list" /> : null}
    </Toolbar>
  );
}
