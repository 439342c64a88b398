import { PlateCreate } from './PlateCreate.tsx';
import { PlateEdit } from './PlateEdit.tsx';
import { PlateList } from './PlateList.tsx';
import { PlateShow } from './PlateShow.tsx';

/** The plates' pages (SPEC §2: list, create, edit, show). */
export const plates = { list: PlateList, create: PlateCreate, edit: PlateEdit, show: PlateShow };

export { PlateCreateForm } from './PlateCreate.tsx';
export type { PlateRecord } from './PlateCreate.tsx';
