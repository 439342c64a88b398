import { brandingOf } from '@freight/core';
import type { Branding } from '@freight/core';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';

/**
 * The app's MUI theme: the font size of the user's controls and, once logged in, the branding of the
 * session's first company (`null`: the defaults).
 */
export function appTheme(fontSize: number, branding: Branding | null): Theme {
  return createTheme({
    typography: { fontSize },
    ...(branding && {
      palette: {
        primary: { main: branding.primaryColor, contrastText: branding.bgDark ? '#fff' : '#000' },
      },
    }),
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
