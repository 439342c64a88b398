import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy, Suspense, useState } from 'react';
import { Button, useCanAccess } from 'react-admin';
import { VPO_RESOURCE } from './vpo-paths.ts';

/** The dialog, loaded on the first click (it stays out of the admin's first page). */
const VpoReconcileDialog = lazy(() =>
  import('./VpoReconcileDialog.tsx').then((module) => ({ default: module.VpoReconcileDialog })),
);

/**
 * 'Conciliar extrato' for vpo-export: opens the reconciliation of a supplier statement with the bought
 * VPOs. The dialog stays mounted once opened, so a closed and reopened dialog keeps its file, period
 * and results.
 */
export function VpoReconcileButton() {
  const { canAccess } = useCanAccess({ resource: VPO_RESOURCE, action: 'export' });
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button
        label="Conciliar extrato"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        <FactCheckIcon />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <VpoReconcileDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
