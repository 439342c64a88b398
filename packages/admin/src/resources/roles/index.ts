import { RoleCreate } from './RoleCreate.tsx';
import { RoleEdit } from './RoleEdit.tsx';
import { RoleList } from './RoleList.tsx';
import { RoleShow } from './RoleShow.tsx';

/** The roles' pages (SPEC §2), permissions as a matrix. */
export const roles = { list: RoleList, create: RoleCreate, edit: RoleEdit, show: RoleShow };
