import { brandTextColor, DEFAULT_PRIMARY_COLOR, primaryAsText, SCREEN_BREAKPOINTS } from '@freight/core';
import { createTheme } from '@mui/material/styles';
import type { Theme, ThemeOptions } from '@mui/material/styles';

/** What the planner's MUI theme is made of. */
export interface PlannerThemeOptions {
  /** Primary colour (`primary-color` attribute); an unreadable colour falls back to #fdc941. */
  primaryColor?: string | null;
  /**
   * Node inside the shadow root where pop-ups (Popover, Menu, Select, Dialog, Tooltip, Autocomplete)
   * render, so the shadow root's styles reach them. `undefined` outside a shadow root.
   */
  portalContainer?: HTMLElement;
}

function options(primaryColor: string, portalContainer: HTMLElement | undefined): ThemeOptions {
  const text = primaryAsText(primaryColor);
  return {
    // Text on the colour (contained buttons) reads at 4.5:1 or more, which MUI's own choice (3:1) does not ensure.
    palette: { primary: { main: primaryColor, contrastText: brandTextColor(primaryColor) } },
    breakpoints: { values: SCREEN_BREAKPOINTS },
    // Labels read exactly as written ('Calcular', not 'CALCULAR').
    typography: { fontSize: 14, button: { textTransform: 'none' } },
    components: {
      // Outlined and text buttons write in the primary colour: keep them readable on white.
      MuiButton: {
        styleOverrides: {
          root: ({ ownerState }) =>
            ownerState.color === 'primary' && ownerState.variant !== 'contained' && text !== primaryColor
              ? { color: text }
              : {},
        },
      },
      ...(portalContainer
        ? {
            MuiPopover: { defaultProps: { container: portalContainer } },
            MuiPopper: { defaultProps: { container: portalContainer } },
            MuiModal: { defaultProps: { container: portalContainer } },
          }
        : {}),
    },
  };
}

/**
 * The planner's MUI theme: the primary colour (default #fdc941, SPEC §9; black or white text on it, whichever
 * reads better), and every pop-up rendered into `portalContainer`.
 *
 * @example createPlannerTheme({ primaryColor: '#0055aa' }).palette.primary.main // '#0055aa'
 */
export function createPlannerTheme({ primaryColor, portalContainer }: PlannerThemeOptions = {}): Theme {
  const color = primaryColor?.trim() || DEFAULT_PRIMARY_COLOR;
  try {
    return createTheme(options(color, portalContainer));
  } catch {
    return createTheme(options(DEFAULT_PRIMARY_COLOR, portalContainer));
  }
}
