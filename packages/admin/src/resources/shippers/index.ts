import { ShipperCreate } from './ShipperCreate.tsx';
import { ShipperEdit } from './ShipperEdit.tsx';
import { ShipperList } from './ShipperList.tsx';

/** The shippers' pages (SPEC §2: no show page). */
export const shippers = { list: ShipperList, create: ShipperCreate, edit: ShipperEdit };
