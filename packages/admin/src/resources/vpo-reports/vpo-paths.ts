/** The admin's data-provider resource of the VPO report (permissions `vpo-<action>`). */
export const VPO_RESOURCE = 'vpo';

/** SPEC §2 path of the report (`/report-vpo`), under which a purchase's show page lives. */
export const VPO_REPORT_PATH = 'report-vpo';

/** SPEC §2 path of the purchase screen ('Comprar VPO'). */
export const BUY_VPO_PATH = '/vpo';

/** SPEC §2 path of a purchase's clean print page (`/report-vpo/{id}/pdf`). */
export const printPath = (id: string | number): string =>
  `/${VPO_REPORT_PATH}/${encodeURIComponent(String(id))}/pdf`;
