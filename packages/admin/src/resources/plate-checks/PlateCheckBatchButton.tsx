import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { lazy, Suspense, useState } from 'react';
import { Button, useCanAccess } from 'react-admin';
import { PLATE_CHECK_RESOURCE } from './plate-check-paths.ts';

/** The dialog, loaded on the first click (it stays out of the admin's first page). */
const PlateCheckBatchDialog = lazy(() =>
  import('./PlateCheckBatchDialog.tsx').then((module) => ({ default: module.PlateCheckBatchDialog })),
);

/**
 * 'Nova consulta em lote' for plate-check: opens the new batch's dialog. The dialog stays mounted once
 * opened, so a closed and reopened dialog keeps what was typed.
 */
export function PlateCheckBatchButton() {
  const { canAccess } = useCanAccess({ resource: PLATE_CHECK_RESOURCE, action: 'check' });
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button
        label="Nova consulta em lote"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        <PlaylistAddIcon />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <PlateCheckBatchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
