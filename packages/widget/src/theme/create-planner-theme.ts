import { DEFAULT_PRIMARY_COLOR } from '@freight/core';
import { createTheme, darken, getContrastRatio } from '@mui/material/styles';
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

/** Least contrast of text on white (WCAG AA, normal text). */
const TEXT_CONTRAST = 4.5;

/**
 * The primary colour as text on white: the colour itself when it reads well there, else the colour
 * darkened until it does (the default #fdc941 is a fill colour, unreadable as text on white).
 *
 * @example primaryTextColor('#0b5fff') // '#0b5fff'
 */
export function primaryTextColor(primaryColor: string): string {
  let color = primaryColor;
  for (let step = 1; step <= 9 && getContrastRatio(color, '#ffffff') < TEXT_CONTRAST; step++) {
    color = darken(primaryColor, step / 10);
  }
  return color;
}

function options(primaryColor: string, portalContainer: HTMLElement | undefined): ThemeOptions {
  const text = primaryTextColor(primaryColor);
  return {
    palette: { primary: { main: primaryColor } },
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
 * The planner's MUI theme: the primary colour (default #fdc941, SPEC §9; MUI picks black or white text
 * on it), and every pop-up rendered into `portalContainer`.
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
