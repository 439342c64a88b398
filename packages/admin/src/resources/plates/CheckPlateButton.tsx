import { CHECK_PLATE_QUERY_PARAM, DIALOG_NAMES, normalizePlate, searchOpeningDialog } from '@freight/core';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';

/** Label of the action that checks the plate with the toll-tag providers. */
export const CHECK_PLATE_LABEL = 'Consultar placa';

/**
 * 'Consultar placa' for the plate of the record in context (plate-check only): it adds the app's
 * `check-plate` dialog and the plate to the address (`?ds=check-plate&placa=…`, core's names), which
 * the app reads to open its dialog over this page; a click in a table row opens nothing else.
 */
export function CheckPlateButton(_: { readonly label?: string }) {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'plates', action: 'check' });
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const plate = typeof record?.plate === 'string' ? normalizePlate(record.plate) : '';
  if (!canAccess || plate === '') return null;
  return (
    <Button
      label={CHECK_PLATE_LABEL}
      onClick={(event) => {
        event.stopPropagation();
        const next = searchOpeningDialog(search, DIALOG_NAMES.CHECK_PLATE, {
          [CHECK_PLATE_QUERY_PARAM]: plate,
        });
        void navigate({ pathname, search: next, hash });
      }}
    >
      <FactCheckIcon />
    </Button>
  );
}
