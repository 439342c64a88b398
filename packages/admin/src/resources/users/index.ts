import { UserCreate } from './UserCreate.tsx';
import { UserEdit } from './UserEdit.tsx';
import { UserList } from './UserList.tsx';
import { UserShow } from './UserShow.tsx';

/** The users' pages (SPEC §2). */
export const users = { list: UserList, create: UserCreate, edit: UserEdit, show: UserShow };
