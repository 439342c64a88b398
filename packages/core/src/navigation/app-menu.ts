import { can } from '../permissions/index.ts';
import type { Permission, PermissionHolder } from '../permissions/index.ts';
import { DIALOG_NAMES } from '../planner/dialog-list.ts';
import type { DialogName } from '../planner/dialog-list.ts';
import { findRoute } from './app-routes.ts';

/** One entry of the main menu: the page it opens and its pt-BR label. */
export interface MenuEntry {
  /** Route name of the page. */
  readonly route: string;
  readonly label: string;
}

/** The main menu, in order. An entry shows only when its page exists and the user may open it. */
export const APP_MENU: readonly MenuEntry[] = [
  { route: 'home', label: 'Início' },
  { route: 'create-route', label: 'Planejar rota' },
  { route: 'list-routes', label: 'Rotas' },
  { route: 'buy-vpo', label: 'Comprar VPO' },
  { route: 'list-vpo-reports', label: 'Relatórios de VPO' },
  { route: 'list-check-plates', label: 'Consultar placas' },
  { route: 'list-plates', label: 'Placas' },
  { route: 'list-cost-centers', label: 'Centros de custo' },
  { route: 'list-shippers', label: 'Embarcadores' },
  { route: 'list-companies', label: 'Empresas' },
  { route: 'list-users', label: 'Usuários' },
  { route: 'list-roles', label: 'Perfis' },
];

/** Whether `user` may open the page named `route`: a page without permission is open to every user. */
export function mayOpen(user: PermissionHolder | null | undefined, route: string): boolean {
  const page = findRoute(route);
  if (!page) return false;
  return page.permission === undefined || can(user, page.permission);
}

/**
 * The menu entries `user` sees: pages the app has (`hasPage`, the pages registered so far) that the
 * user may open (SPEC §6).
 */
export function visibleMenu(
  user: PermissionHolder | null | undefined,
  hasPage: (route: string) => boolean,
): MenuEntry[] {
  return APP_MENU.filter((entry) => hasPage(entry.route) && mayOpen(user, entry.route));
}

/** An entry of the main menu that opens a dialog (by its `ds` name) over the current page. */
export interface MenuDialogEntry {
  readonly dialog: DialogName;
  readonly label: string;
  /** Permission the dialog needs. */
  readonly permission: Permission;
}

/** The main menu's dialogs, shown after its pages, in order. */
export const APP_MENU_DIALOGS: readonly MenuDialogEntry[] = [
  { dialog: DIALOG_NAMES.CHECK_PLATE, label: 'Consultar placa', permission: 'plate-check' },
];

/** The dialog entries of the main menu `user` sees: those whose permission the user has. */
export function visibleMenuDialogs(user: PermissionHolder | null | undefined): MenuDialogEntry[] {
  return APP_MENU_DIALOGS.filter((entry) => can(user, entry.permission));
}
