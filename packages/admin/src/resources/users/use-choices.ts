import { ROLE_SUPER_ADMIN } from '@freight/core';
import type { Company } from '@freight/core';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { useIsSuperAdmin } from '../companies/billing.ts';

/** A choice of a select: id and pt-BR name; `disabled` when the user may not give it. */
export interface Choice {
  readonly id: string | number;
  readonly name: string;
  readonly disabled?: boolean;
}

/**
 * The roles a user may be given, by name (`GET /api/roles`, all of them), plus `current` ones the list
 * did not bring. Only super-admin gives the role super-admin.
 */
export function useRoleChoices(current: readonly string[] = []): Choice[] {
  const superAdmin = useIsSuperAdmin();
  const { data } = useGetList('roles', {
    pagination: { page: 1, perPage: -1 },
    sort: { field: '', order: 'ASC' },
  });
  const names = [...new Set([...(data ?? []).map((role) => String(role.name)), ...current])];
  return names.map((name) => ({ id: name, name, disabled: name === ROLE_SUPER_ADMIN && !superAdmin }));
}

/** The companies the user may place users in (`GET /api/me/list/companies`); empty until they arrive. */
export function useCompanyChoices(): Choice[] | null {
  const dataProvider = useDataProvider();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  useEffect(() => {
    let current = true;
    (dataProvider.myCompanies() as Promise<Company[]>).then(
      (companies) => {
        if (current) setChoices(companies.map((company) => ({ id: company.id, name: company.name })));
      },
      () => {
        if (current) setChoices([]);
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return choices;
}
