import { CompanyCreate } from './CompanyCreate.tsx';
import { CompanyEdit } from './CompanyEdit.tsx';
import { CompanyList } from './CompanyList.tsx';
import { CompanyShow } from './CompanyShow.tsx';

/** The companies' pages (SPEC §2). */
export const companies = { list: CompanyList, create: CompanyCreate, edit: CompanyEdit, show: CompanyShow };
