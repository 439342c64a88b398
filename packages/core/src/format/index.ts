export { applyMask } from './apply-mask.ts';
export {
  brandTextColor,
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  MIN_TEXT_CONTRAST,
  primaryAsText,
  TEXT_COLOR_ON_DARK,
  TEXT_COLOR_ON_LIGHT,
} from './branding-colors.ts';
export { dateTimeFields, DEFAULT_TIME_ZONE } from './date-time-fields.ts';
export type { DateTimeFields } from './date-time-fields.ts';
export {
  canDecreaseFontSize,
  canIncreaseFontSize,
  decreaseFontSize,
  FONT_SIZE_DECREASE_FROM,
  FONT_SIZE_INITIAL,
  FONT_SIZE_MAX,
  FONT_SIZE_STEP,
  increaseFontSize,
  parseFontSize,
} from './font-size.ts';
export { formatBRL, MONEY_ZERO } from './format-brl.ts';
export { formatDate, formatDateTime } from './format-date-time.ts';
export { formatDecimal, toFiniteNumber } from './format-decimal.ts';
export type { NumericInput } from './format-decimal.ts';
export { formatDistance } from './format-distance.ts';
export { formatDuration } from './format-duration.ts';
export { formatKmMarker } from './format-km-marker.ts';
export { groupThousands } from './group-thousands.ts';
export { CNPJ_MASK, CPF_MASK, maskCnpj, maskCpf, maskCpfCnpj } from './mask-cpf-cnpj.ts';
export { maskPhone, PHONE_MASK_LONG, PHONE_MASK_SHORT, PHONE_MAX_DIGITS } from './mask-phone.ts';
export { MASK_PLATE_MAX_LENGTH, maskPlate } from './mask-plate.ts';
export { NOT_CALCULATED } from './not-calculated.ts';
export { onlyDigits } from './only-digits.ts';
export { parseBRL } from './parse-brl.ts';
export { roundDecimal, toDecimalParts } from './round-decimal.ts';
export type { DecimalParts } from './round-decimal.ts';
export { SCREEN_BREAKPOINTS, SMALL_SCREEN_MAX_WIDTH } from './screen-breakpoints.ts';
