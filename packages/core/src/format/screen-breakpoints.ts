/**
 * Screen breakpoints of SPEC §9, in px: sm 600, md 1024, lg 1440, xl 1920 (xs from 0). The app's and the
 * planner's MUI themes use them, so "xs and sm" (maximised dialogs, no fly-to) means narrower than 1024 px
 * everywhere, not MUI's default 900 px.
 */
export const SCREEN_BREAKPOINTS = { xs: 0, sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;

/** Widest screen that is xs or sm (SPEC §9): 1023 px. */
export const SMALL_SCREEN_MAX_WIDTH = SCREEN_BREAKPOINTS.md - 1;
