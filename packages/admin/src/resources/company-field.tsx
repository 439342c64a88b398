import { useGetIdentity, useRecordContext } from 'react-admin';

/** One of the user's companies, as a form offers it. */
export interface CompanyChoice {
  readonly id: string | number;
  readonly name: string;
}

/** The user's companies (the login's `settings.companies`), in their order. */
export function useUserCompanies(): readonly CompanyChoice[] {
  const { identity } = useGetIdentity();
  return (identity?.companies ?? []) as CompanyChoice[];
}

/** The record's company by name among the user's companies, else its id. */
export function CompanyField(_: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const companies = useUserCompanies();
  const id = record?.company_id as number | string | null | undefined;
  if (id == null) return null;
  const company = companies.find((candidate) => String(candidate.id) === String(id));
  return <span>{company ? company.name : `#${id}`}</span>;
}
