import { CostCenterCreate } from './CostCenterCreate.tsx';
import { CostCenterEdit } from './CostCenterEdit.tsx';
import { CostCenterList } from './CostCenterList.tsx';
import { CostCenterShow } from './CostCenterShow.tsx';

/** The cost centers' pages (SPEC §2: list, create, edit, show). */
export const costCenters = {
  list: CostCenterList,
  create: CostCenterCreate,
  edit: CostCenterEdit,
  show: CostCenterShow,
};

export { CostCenterCreateForm } from './CostCenterCreate.tsx';
export type { CostCenterRecord } from './CostCenterCreate.tsx';
