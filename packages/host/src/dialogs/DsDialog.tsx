import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Dialog from '@mui/material/Dialog';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TransitionProps } from '@mui/material/transitions';
import { forwardRef, useId } from 'react';
import type { ReactElement, ReactNode, Ref } from 'react';
import { MESSAGES } from '../messages.ts';
import { useDialogs } from '../navigation/use-dialogs.ts';

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
 * A dialog named in `ds` (SPEC §2 "Dialogs"): open while its name is in `ds` (`allowed` permitting), so a
 * page change keeps it open; maximised and sliding up on xs and sm screens, scaling in otherwise; a title
 * bar with 'Fechar', which (like Escape) closes it by replacing the history entry. A `persistent` dialog
 * closes only by 'Fechar' (or Back): neither a click on the backdrop nor Escape closes it. `children` is
 * what it holds, `small` tells it whether it is maximised.
 */
export function DsDialog({
  name,
  title,
  allowed,
  maxWidth,
  persistent = false,
  children,
}: {
  name: string;
  title: string;
  allowed: boolean;
  maxWidth: 'sm' | 'md' | 'xl';
  persistent?: boolean;
  children: (small: boolean) => ReactNode;
}) {
  const dialogs = useDialogs();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const open = dialogs.isOpen(name) && allowed;
  const close = () => dialogs.closeDialog(name);
  return (
    <Dialog
      open={open}
      onClose={persistent ? undefined : close}
      fullScreen={small}
      fullWidth
      maxWidth={maxWidth}
      slots={{ transition: small ? SlideUp : Scale }}
      aria-labelledby={titleId}
      data-dialog={name}
      data-transition={small ? 'slide-up' : 'scale'}
    >
      <AppBar position="relative" color="primary" elevation={0}>
        <Toolbar variant="dense">
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton edge="end" color="inherit" aria-label={MESSAGES.close} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      {children(small)}
    </Dialog>
  );
}
