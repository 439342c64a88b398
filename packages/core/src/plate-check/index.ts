export {
  isPlateCheckWithoutResult,
  PLATE_CHECK_HAS_TAG_LABEL,
  PLATE_CHECK_NO_TAG_LABEL,
  PLATE_CHECK_WAITING_TEXT,
  plateCheckAnswerLabel,
  plateCheckAnswersOf,
  plateCheckAnswerText,
} from './plate-check-answer.ts';
export {
  PLATE_CHECK_NO_ANSWER_MESSAGE,
  PLATE_CHECK_PROVIDER_LABELS,
  PLATE_CHECK_PROVIDERS,
  PLATE_CHECK_SOURCE_LABELS,
  PLATE_CHECK_SOURCES,
  PLATE_CHECK_UNKNOWN_PLATE_MESSAGE,
} from './plate-check-providers.ts';
export type { PlateCheckProvider, PlateCheckSource } from './plate-check-providers.ts';
export {
  isPlateCheckFinished,
  PLATE_CHECK_FINAL_STATUSES,
  PLATE_CHECK_STATUS_LABELS,
  PLATE_CHECK_STATUSES,
} from './plate-check-status.ts';
export type { PlateCheckStatus } from './plate-check-status.ts';
export { isPlateListHeader, parsePlateList, parsePlateListCsv } from './plate-list-csv.ts';
export type { PlateListCell, PlateListError, PlateListParse } from './plate-list-csv.ts';
export { invalidPlatesMessage, parsePlateListText } from './plate-list-text.ts';
export type { PlateListText } from './plate-list-text.ts';
