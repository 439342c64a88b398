import { DIALOG_NAMES, mayOpen } from '@freight/core';
import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Dialog from '@mui/material/Dialog';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Slide from '@mui/material/Slide';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TransitionProps } from '@mui/material/transitions';
import { useStore } from '@nanostores/react';
import { forwardRef, lazy, Suspense, useEffect, useId } from 'react';
import type { ReactElement, Ref } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import { useDialogs } from '../navigation/use-dialogs.ts';
import { useNavigateTo } from '../navigation/use-navigate-to.ts';
import { afterSaveTarget } from '../planner/after-save-target.ts';

const PlannerScreen = lazy(() =>
  import('../planner/PlannerScreen.tsx').then((module) => ({ default: module.PlannerScreen })),
);

/** Name of the dialog in `ds`. */
export const CREATE_ROUTE_DIALOG = DIALOG_NAMES.CREATE_ROUTE;

type ChildProps = TransitionProps & { children: ReactElement };

/** Slides up from the bottom: the dialog's entrance on xs and sm screens. */
const SlideUp = forwardRef(function SlideUp(props: ChildProps, ref: Ref<unknown>) {
  return <Slide direction="up" ref={ref} {...props} />;
});

/** Grows from the centre (scale): the dialog's entrance on md and wider screens. */
const Scale = forwardRef(function Scale(props: ChildProps, ref: Ref<unknown>) {
  return <Grow ref={ref} {...props} />;
});

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
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const open = dialogs.isOpen(CREATE_ROUTE_DIALOG) && auth !== null && mayOpen(auth.settings, 'create-route');

  useEffect(() => {
    if (open) void myLists.refresh();
  }, [open, myLists]);

  return (
    <Dialog
      open={open}
      onClose={() => dialogs.closeDialog(CREATE_ROUTE_DIALOG)}
      fullScreen={small}
      fullWidth
      maxWidth="xl"
      slots={{ transition: small ? SlideUp : Scale }}
      aria-labelledby={titleId}
      data-dialog={CREATE_ROUTE_DIALOG}
      data-transition={small ? 'slide-up' : 'scale'}
    >
      <AppBar position="relative" color="primary" elevation={0}>
        <Toolbar variant="dense">
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {MESSAGES.createRouteDialog.title}
          </Typography>
          <IconButton
            edge="end"
            color="inherit"
            aria-label={MESSAGES.close}
            onClick={() => dialogs.closeDialog(CREATE_ROUTE_DIALOG)}
          >
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Suspense fallback={<LinearProgress aria-label={MESSAGES.loading} />}>
        <PlannerScreen
          mode="create"
          height={small ? '100%' : 'calc(100dvh - 160px)'}
          onSaved={(id) => navigateTo(afterSaveTarget('', id))}
        />
      </Suspense>
    </Dialog>
  );
}
