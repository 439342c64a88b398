import type {
  ApiClient,
  ApiResponse,
  PlateCheckConfigUpdate,
  RecordId,
  VpoListFilters,
  VpoSupplierConfigUpdate,
} from '@freight/core';
import { useTheme } from '@mui/material/styles';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import type { AuthProvider, DataProvider, I18nProvider } from 'react-admin';
import { createAuthProvider } from './auth-provider.ts';
import type { AdminSession } from './auth-provider.ts';
import { createDataProvider, unwrap } from './data-provider.ts';
import { ptBrMessages } from './i18n/pt-br.ts';
import { plateCheckCalls } from './resources/plate-checks/plate-check-calls.ts';
import { plateCalls } from './resources/plates/plate-calls.ts';
import { vpoCalls } from './resources/vpo-reports/vpo-calls.ts';
import { OutcomeDialogProvider } from './ui/OutcomeDialog.tsx';

/** The providers react-admin runs on. */
export interface AdminServices {
  readonly dataProvider: DataProvider;
  readonly authProvider: AuthProvider;
  readonly i18nProvider: I18nProvider;
}

/** The data of an answer with the server's pt-BR message (a refusal throws, as every call does). */
function withMessage<T>(response: ApiResponse<T>): { data: T; message: string } {
  const data = unwrap(response);
  return { data, message: response.success ? response.message : '' };
}

const built = new WeakMap<ApiClient, AdminServices>();

/** The admin's providers over the app's API client and session, built once per client. */
export function adminServices(api: ApiClient, session: AdminSession): AdminServices {
  const known = built.get(api);
  if (known) return known;
  const services: AdminServices = {
    dataProvider: {
      ...createDataProvider({
        companies: api.companies,
        shippers: api.shippers,
        plates: api.plates,
        // The planner's `get` answers null on a failure (SPEC §7); the admin shows the server's message.
        'cost-centers': { ...api.costCenters, get: api.costCenters.show },
        users: api.users,
        roles: api.roles,
        routes: api.routes,
        // The VPO report: read only (a purchase is made on /vpo/{route_id}); the export takes no format.
        vpo: {
          list: api.vpo.list,
          get: api.vpo.get,
          export: ({ format: _format, ...filters }: Record<string, unknown>) =>
            api.vpo.export(filters as VpoListFilters),
        },
        // The plate-check records: listed, read and deleted here; batches are created by their dialog.
        'check-plates': {
          list: api.plateChecks.list,
          get: api.plateChecks.get,
          delete: api.plateChecks.delete,
        },
      }),
      // The roles' permission matrix (`GET /api/permissions`).
      permissionCatalogue: async () => unwrap(await api.roles.permissions()),
      // The companies the user may place users in (`GET /api/me/list/companies`; super-admin: all).
      myCompanies: async () => unwrap(await api.companies.meList()),
      // A company's logo (`POST`/`DELETE /api/companies/{id}/logo`): its settings and the server's message.
      uploadCompanyLogo: async (id: RecordId, image: Blob) =>
        withMessage(await api.companies.uploadLogo(id, image)),
      removeCompanyLogo: async (id: RecordId) => withMessage(await api.companies.removeLogo(id)),
      // A company's VPO supplier (`GET`/`PUT /api/companies/{id}/vpo-supplier`): no password ever read back.
      vpoSupplierConfig: async (id: RecordId) => withMessage(await api.vpo.supplierConfig(id)),
      saveVpoSupplierConfig: async (id: RecordId, body: VpoSupplierConfigUpdate) =>
        withMessage(await api.vpo.saveSupplierConfig(id, body)),
      // A company's plate-check source (`GET`/`PUT /api/companies/{id}/plate-check-source`): no password read back.
      plateCheckSourceConfig: async (id: RecordId) => withMessage(await api.plateChecks.sourceConfig(id)),
      savePlateCheckSourceConfig: async (id: RecordId, body: PlateCheckConfigUpdate) =>
        withMessage(await api.plateChecks.saveSourceConfig(id, body)),
    },
    authProvider: createAuthProvider(session),
    i18nProvider: polyglotI18nProvider(
      () => ptBrMessages,
      'pt-BR',
      [{ locale: 'pt-BR', name: 'Português' }],
      {
        allowMissing: true,
      },
    ),
  };
  // The plate pages' calls beyond CRUD (vehicle types, toll tags), as methods of the data provider.
  Object.assign(services.dataProvider, plateCalls(api));
  // The VPO report's totals, cancellation, lookup, receipt and filter choices.
  Object.assign(services.dataProvider, vpoCalls(api));
  // The plate checks' batches, record reads, cancellation and export.
  Object.assign(services.dataProvider, plateCheckCalls(api));
  built.set(api, services);
  return services;
}

/**
 * react-admin's contexts inside the host's router and theme (the host's paths are the routes: no
 * router of its own), for one page of a resource, with the page's 'Sucesso'/'Erro' dialog.
 */
export function AdminProviders({ services, children }: { services: AdminServices; children: ReactNode }) {
  const theme = useTheme();
  return (
    <AdminContext
      dataProvider={services.dataProvider}
      authProvider={services.authProvider}
      i18nProvider={services.i18nProvider}
      theme={theme}
      darkTheme={null}
    >
      <OutcomeDialogProvider>{children}</OutcomeDialogProvider>
    </AdminContext>
  );
}
