import { PlateCheckList } from './PlateCheckList.tsx';
import { PlateCheckShow } from './PlateCheckShow.tsx';

/**
 * The plate-check records' admin pages: the list (`/check-plates`) and one record
 * (`/check-plates/{id}/show`). A batch is created from the list's dialog; a record is never edited.
 */
export const plateChecks = { list: PlateCheckList, show: PlateCheckShow };
