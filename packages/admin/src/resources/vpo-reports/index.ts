import { VpoReportList } from './VpoReportList.tsx';
import { VpoReportShow } from './VpoReportShow.tsx';

/**
 * The VPO report's admin pages: the list (`/report-vpo`) and one purchase (`/report-vpo/{id}/show`). A
 * purchase is made on `/vpo/{route_id}` and never edited: no create or edit page.
 */
export const vpoReports = { list: VpoReportList, show: VpoReportShow };
