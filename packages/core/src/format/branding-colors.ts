/** Company primary colour when the company sets none (SPEC §3, §9). */
export const DEFAULT_PRIMARY_COLOR = '#fdc941';

/** Text colour on a dark primary background. */
export const TEXT_COLOR_ON_DARK = '#ffffff';

/** Text colour on a light primary background. */
export const TEXT_COLOR_ON_LIGHT = '#000000';

/**
 * Text colour for the branding background: white on a dark background, otherwise black (SPEC §9).
 * Accepts the company setting `primary_color_is_dark` or the stored `bg_dark` text: `true`, `1`,
 * `'true'` and `'1'` mean dark; anything else means light.
 *
 * @example textColorFor(true) // '#ffffff'
 * @example textColorFor('false') // '#000000'
 */
export function textColorFor(isDark: boolean | number | string | null | undefined): string {
  const dark = isDark === true || isDark === 1 || isDark === 'true' || isDark === '1';
  return dark ? TEXT_COLOR_ON_DARK : TEXT_COLOR_ON_LIGHT;
}
