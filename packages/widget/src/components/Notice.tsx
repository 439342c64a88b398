import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { MESSAGES } from '../messages.ts';

/** Severity of a {@link Notice}: its palette colour, and its role (`alert` for error and warning). */
export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success';

/** Props of {@link Notice}. */
export interface NoticeProps {
  severity: NoticeSeverity;
  /**
   * `standard` (default): tinted background and dark text in the severity colour; `filled`: the severity
   * colour itself with its contrast text.
   */
  variant?: 'standard' | 'filled';
  /** First line, in medium weight. */
  title?: ReactNode;
  children?: ReactNode;
  /** When given, a close button ('Fechar') at the end of the notice calls it. */
  onClose?: () => void;
  /**
   * Its role instead of the severity's: `note` for a message that is not news (a warning already announced
   * elsewhere, read where it stands).
   */
  role?: 'alert' | 'status' | 'note';
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

function colors(theme: Theme, severity: NoticeSeverity, variant: 'standard' | 'filled') {
  const palette = theme.palette[severity];
  const light = theme.palette.mode === 'light';
  if (variant === 'filled') {
    return {
      color: theme.palette.getContrastText(palette.main),
      backgroundColor: light ? palette.main : palette.dark,
      fontWeight: theme.typography.fontWeightMedium,
    };
  }
  return {
    color: light ? theme.darken(palette.light, 0.6) : theme.lighten(palette.light, 0.6),
    backgroundColor: light ? theme.lighten(palette.light, 0.9) : theme.darken(palette.light, 0.9),
  };
}

/**
 * A message box in the colour of its severity, like MUI's `Alert` without its icons: `role="alert"` for
 * errors and warnings (read out at once), `role="status"` otherwise (or the `role` given); an optional
 * title and close button.
 *
 * @example <Notice severity="error" data-testid="login-error">Login Inválido</Notice>
 */
export function Notice({
  severity,
  variant = 'standard',
  title,
  children,
  onClose,
  role,
  sx,
  'data-testid': testId,
}: NoticeProps) {
  return (
    <Box
      role={role ?? (severity === 'error' || severity === 'warning' ? 'alert' : 'status')}
      data-testid={testId}
      data-severity={severity}
      sx={[
        (theme) => ({
          ...theme.typography.body2,
          display: 'flex',
          alignItems: 'flex-start',
          px: 2,
          py: '6px',
          borderRadius: 1,
          ...colors(theme, severity, variant),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto', flexGrow: 1 }}>
        {title ? <Box sx={{ fontWeight: 'fontWeightMedium', mb: 0.5 }}>{title}</Box> : null}
        {children}
      </Box>
      {onClose ? (
        <IconButton
          size="small"
          color="inherit"
          onClick={onClose}
          aria-label={MESSAGES.close}
          title={MESSAGES.close}
          sx={{ ml: 1, mr: -1, mt: 0.25 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}
