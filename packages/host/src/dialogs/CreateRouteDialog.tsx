import { DIALOG_NAMES, mayOpen } from '@freight/core';
import LinearProgress from '@mui/material/LinearProgress';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import { useDialogs } from '../navigation/use-dialogs.ts';
import { useNavigateTo } from '../navigation/use-navigate-to.ts';
import { afterSaveTarget } from '../planner/after-save-target.ts';
import { DsDialog } from './DsDialog.tsx';

const PlannerScreen = lazy(() =>
  import('../planner/PlannerScreen.tsx').then((module) => ({ default: module.PlannerScreen })),
);

/** Name of the dialog in `ds`. */
export const CREATE_ROUTE_DIALOG = DIALOG_NAMES.CREATE_ROUTE;

/**
 * The 'Adicionar rota' dialog (SPEC §2, `create-route` in `ds`): the planner in a dialog, maximised and
 * sliding up on xs and sm screens, scaling in otherwise. Its state follows `ds` only, so navigating
 * elsewhere with `create-route` still in `ds` keeps it, and the planner inside, open. Opening it
 * refreshes the user's companies and plates; a saved route leads to the route list. Shown only to
 * users with `route-create`.
 */
export function CreateRouteDialog() {
  const { session, myLists } = useAppServices();
  const auth = useStore(session.$auth);
  const dialogs = useDialogs();
  const navigateTo = useNavigateTo();
  const allowed = auth !== null && mayOpen(auth.settings, 'create-route');
  const open = dialogs.isOpen(CREATE_ROUTE_DIALOG) && allowed;

  useEffect(() => {
    if (open) void myLists.refresh();
  }, [open, myLists]);

  return (
    <DsDialog
      name={CREATE_ROUTE_DIALOG}
      title={MESSAGES.createRouteDialog.title}
      allowed={allowed}
      maxWidth="xl"
    >
      {(small) => (
        <Suspense fallback={<LinearProgress aria-label={MESSAGES.loading} />}>
          <PlannerScreen
            mode="create"
            height={small ? '100%' : 'calc(100dvh - 160px)'}
            onSaved={(id) => navigateTo(afterSaveTarget('', id))}
          />
        </Suspense>
      )}
    </DsDialog>
  );
}
