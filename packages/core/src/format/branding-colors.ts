/** Company primary colour when the company sets none (SPEC §3, §9). */
export const DEFAULT_PRIMARY_COLOR = '#fdc941';

/** Text colour on a dark primary background. */
export const TEXT_COLOR_ON_DARK = '#ffffff';

/** Text colour on a light primary background. */
export const TEXT_COLOR_ON_LIGHT = '#000000';

/** Least contrast between text and what is behind it (WCAG 2 AA, normal text). */
export const MIN_TEXT_CONTRAST = 4.5;

/** Red, green and blue, each 0–255. */
type Rgb = readonly [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)`/`rgba(…)` as channels; any other text `null`. */
function parseColor(color: string): Rgb | null {
  const text = color.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short)
    return [short[1], short[2], short[3]].map((digit) => parseInt(`${digit}${digit}`, 16)) as unknown as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  if (long) return [long[1], long[2], long[3]].map((pair) => parseInt(pair ?? '0', 16)) as unknown as Rgb;
  const fn = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,[^)]*)?\)$/.exec(text);
  if (fn) {
    const channels = [fn[1], fn[2], fn[3]].map(Number);
    return channels.every((channel) => channel <= 255) ? (channels as unknown as Rgb) : null;
  }
  return null;
}

function hex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance of channels 0–255. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2 contrast ratio of two colours (1 to 21), or `null` when either is not `#rgb`, `#rrggbb` or
 * `rgb(…)`.
 *
 * @example contrastRatio('#000000', '#ffffff') // 21
 */
export function contrastRatio(a: string, b: string): number | null {
  const first = parseColor(a);
  const second = parseColor(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function isDarkFlag(isDark: boolean | number | string | null | undefined): boolean | undefined {
  if (isDark === true || isDark === 1 || isDark === 'true' || isDark === '1') return true;
  if (isDark === undefined) return undefined;
  return false;
}

/**
 * Text colour on the branding colour `background` (SPEC §1, §9): white when the company marks it dark
 * (`primary_color_is_dark`, or the stored `bg_dark` text `'true'`/`'1'`), otherwise black — unless that text
 * would read below {@link MIN_TEXT_CONTRAST} on it, when the other one is used (a company that marks a pale
 * yellow dark still gets readable buttons). Without the flag (`undefined`, the planner element), whichever
 * of the two contrasts more. A colour that cannot be read keeps the flag's choice.
 *
 * @example brandTextColor('#1565c0', true) // '#ffffff'
 * @example brandTextColor('#fdc941', true) // '#000000'
 */
export function brandTextColor(background: string, isDark?: boolean | number | string | null): string {
  const flag = isDarkFlag(isDark);
  const chosen = flag === true ? TEXT_COLOR_ON_DARK : TEXT_COLOR_ON_LIGHT;
  const onDark = contrastRatio(background, TEXT_COLOR_ON_DARK);
  const onLight = contrastRatio(background, TEXT_COLOR_ON_LIGHT);
  if (onDark === null || onLight === null) return chosen;
  if (flag === undefined) return onDark >= onLight ? TEXT_COLOR_ON_DARK : TEXT_COLOR_ON_LIGHT;
  const chosenRatio = flag ? onDark : onLight;
  if (chosenRatio >= MIN_TEXT_CONTRAST) return chosen;
  return onDark >= onLight ? TEXT_COLOR_ON_DARK : TEXT_COLOR_ON_LIGHT;
}

/**
 * The branding colour used as text on `surface` (default white: links, outlined buttons, headings): the
 * colour itself when it reads there, else the colour darkened in steps of 10 % until it does (the default
 * #fdc941 is a fill colour, unreadable as text on white). A colour that cannot be read is returned as is.
 *
 * @example primaryAsText('#0b5fff') // '#0b5fff'
 * @example primaryAsText('#fdc941') // '#7f6521'
 */
export function primaryAsText(primary: string, surface = '#ffffff'): string {
  const rgb = parseColor(primary);
  if (!rgb) return primary;
  for (let step = 0; step <= 10; step++) {
    const color =
      step === 0 ? primary : hex(rgb.map((channel) => channel * (1 - step / 10)) as unknown as Rgb);
    if ((contrastRatio(color, surface) ?? 0) >= MIN_TEXT_CONTRAST) return color;
  }
  return TEXT_COLOR_ON_LIGHT;
}
