import {
  brandingOf,
  brandTextColor,
  DEFAULT_PRIMARY_COLOR,
  primaryAsText,
  SCREEN_BREAKPOINTS,
} from '@freight/core';
import type { Branding } from '@freight/core';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';

/**
 * The app's MUI theme: the font size of the user's controls and the branding of the session's first company
 * (`null`: the defaults, SPEC §9). Text stays readable whatever the company chose (core's rules, 4.5:1): black or
 * white on the primary colour (the company's `primary_color_is_dark` decides unless it would not read), and the
 * primary colour darkened where it is written on white (text and outlined buttons, links).
 */
export function appTheme(fontSize: number, branding: Branding | null): Theme {
  const primary = branding?.primaryColor ?? DEFAULT_PRIMARY_COLOR;
  const text = primaryAsText(primary);
  const onPrimary = brandTextColor(primary, branding?.bgDark ?? false);
  const writesPrimary = (color: unknown, variant: unknown) =>
    color === 'primary' && variant !== 'contained' && text !== primary ? { color: text } : {};
  return createTheme({
    typography: { fontSize },
    // SPEC §9: md from 1024 px, so xs and sm (maximised dialogs) are below it
    breakpoints: { values: SCREEN_BREAKPOINTS },
    palette: { primary: { main: primary, contrastText: onPrimary } },
    components: {
      MuiButton: {
        styleOverrides: { root: ({ ownerState }) => writesPrimary(ownerState.color, ownerState.variant) },
      },
      MuiLink: { styleOverrides: { root: { color: text } } },
    },
  });
}

/** Themes the app from the session (company settings) and the font-size store. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { session, fontSize } = useAppServices();
  const auth = useStore(session.$auth);
  const size = useStore(fontSize.$fontSize);
  const theme = useMemo(() => appTheme(size, auth ? brandingOf(auth) : null), [size, auth]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
