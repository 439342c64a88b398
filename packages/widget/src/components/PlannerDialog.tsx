import Paper from '@mui/material/Paper';
import { keyframes, styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef } from 'react';
import type { MouseEvent, ReactNode, SyntheticEvent } from 'react';

/** Widths of {@link PlannerDialog}, as MUI's Dialog: xs 444 px, then the theme's breakpoints. */
export type PlannerDialogWidth = 'xs' | 'sm' | 'md' | 'lg' | false;

/** Why a dialog asks to close. */
export type PlannerDialogCloseReason = 'escapeKeyDown' | 'backdropClick';

/** Props of {@link PlannerDialog}: the part of MUI's `Dialog` API the planner uses. */
export interface PlannerDialogProps {
  /** Shown while true; nothing is rendered otherwise. */
  open: boolean;
  /** Escape or a click outside the dialog. */
  onClose?: (event: SyntheticEvent, reason: PlannerDialogCloseReason) => void;
  /** Largest width (default `'sm'`, 600 px); `false` for none. */
  maxWidth?: PlannerDialogWidth;
  /** Takes `maxWidth` whatever its content. */
  fullWidth?: boolean;
  /** The whole viewport (small screens). */
  fullScreen?: boolean;
  children?: ReactNode;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** `data-testid` and other data attributes, set on the `<dialog>`. */
  [data: `data-${string}`]: string | undefined;
  /** Styles of the visible box (e.g. a fixed width). */
  paperSx?: SxProps<Theme>;
}

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});

const NativeDialog = styled('dialog')({
  // Centred by the browser (margin: auto in the top layer). `!important`: the dialog renders in place, so a
  // parent's rules for its children (a Stack's spacing margins) would otherwise move it.
  margin: 'auto !important',
  padding: 0,
  border: 0,
  background: 'transparent',
  overflow: 'visible',
  // The box sets the size (in viewport units: a percentage would make the fit-content <dialog> as wide as
  // it may grow, and the box would no longer be centred).
  maxWidth: 'none',
  maxHeight: 'none',
  color: 'inherit',
  font: 'inherit',
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '&[data-full-screen]': {
    width: '100%',
    height: '100%',
    maxWidth: '100%',
    maxHeight: '100%',
    margin: '0 !important',
  },
  '@media (prefers-reduced-motion: no-preference)': { animation: `${appear} 150ms ease-out` },
});

/** The widest a box may be: the viewport less 32 px on each side. */
const VIEWPORT_WIDTH = 'calc(100vw - 64px)';

const WIDTHS: Readonly<Record<Exclude<PlannerDialogWidth, false>, number>> = {
  xs: 444,
  sm: 600,
  md: 900,
  lg: 1200,
};

/**
 * A modal dialog on the browser's own `<dialog>` (top layer, focus kept inside, Escape, backdrop), looking
 * like MUI's Dialog and taking MUI's `DialogTitle`, `DialogContent` and `DialogActions`. It renders in
 * place, so it stays inside the element's shadow root and its styles; and it spares the element MUI's
 * Modal stack (~7 kB gzip). Its content is unmounted when closed, as MUI's.
 */
export function PlannerDialog({
  open,
  onClose,
  maxWidth = 'sm',
  fullWidth = false,
  fullScreen = false,
  children,
  paperSx,
  ...aria
}: PlannerDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  if (!open) return null;
  const width = maxWidth === false ? undefined : WIDTHS[maxWidth];
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>): void => {
    // The box fills the <dialog>: a click on the <dialog> itself is a click on its backdrop.
    if (event.target === event.currentTarget) onClose?.(event, 'backdropClick');
  };
  return (
    <NativeDialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      data-full-screen={fullScreen ? '' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.(event, 'escapeKeyDown');
      }}
      onClick={onBackdrop}
      {...aria}
    >
      <Paper
        elevation={24}
        data-dialog-paper=""
        sx={[
          {
            display: 'flex',
            flexDirection: 'column',
            maxHeight: fullScreen ? '100vh' : 'calc(100vh - 64px)',
            overflowY: 'auto',
            boxSizing: 'border-box',
          },
          fullScreen
            ? { width: '100vw', height: '100vh', borderRadius: 0 }
            : // 32 px of margin around the box on every side, as MUI's Dialog.
              {
                width: fullWidth ? (width ?? VIEWPORT_WIDTH) : undefined,
                maxWidth: width === undefined ? VIEWPORT_WIDTH : `min(${width}px, ${VIEWPORT_WIDTH})`,
              },
          ...(Array.isArray(paperSx) ? paperSx : paperSx ? [paperSx] : []),
        ]}
      >
        {children}
      </Paper>
    </NativeDialog>
  );
}
