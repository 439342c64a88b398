import type { Permission } from '../permissions/index.ts';

/** Layout a page is drawn in (SPEC §2): `main` (menu, top bar; login required), `auth` (login), `clean` (printable). */
export type AppLayout = 'main' | 'auth' | 'clean';

/** One page of the app: its route name, its path under the base path and its layout. */
export interface AppRoute {
  /** Route name of SPEC §2, e.g. `edit-route`. */
  readonly name: string;
  /** Path under {@link APP_BASE_PATH}, parameters as `:id` (e.g. `/routes/:id/edit`). */
  readonly path: string;
  readonly layout: AppLayout;
  /** Permission the page needs (SPEC §6), when it needs one. */
  readonly permission?: Permission;
  /**
   * What a user without the permission gets: `home` (sent to the home page, SPEC §6 for create-route)
   * or, by default, the page's place shows the 403 message of SPEC §8.
   */
  readonly whenDenied?: 'home';
}

/** Base path of the app (SPEC §1, §9). */
export const APP_BASE_PATH = '/app/';

/**
 * Name of the `<meta>` element through which the server gives the app's page its map style address (the
 * server's `MAP_STYLE`), so the planner of the app draws the map the server's page policy allows.
 */
export const MAP_STYLE_META_NAME = 'freight-map-style';

const main = (name: string, path: string, permission?: Permission): AppRoute =>
  permission ? { name, path, layout: 'main', permission } : { name, path, layout: 'main' };

/** List, create, edit and (unless `noShow`) show pages of an administered resource. */
function resource(
  plural: string,
  singular: string,
  path: string,
  permission: string,
  noShow = false,
): AppRoute[] {
  const pages = [
    main(`list-${plural}`, path, `${permission}-list` as Permission),
    main(`create-${singular}`, `${path}/create`, `${permission}-create` as Permission),
    main(`edit-${singular}`, `${path}/:id/edit`, `${permission}-edit` as Permission),
  ];
  if (!noShow) pages.push(main(`show-${singular}`, `${path}/:id/show`, `${permission}-show` as Permission));
  return pages;
}

/**
 * The whole route table of SPEC §2, in its order: every path with its route name and layout. Any other
 * path shows the not-found page.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  main('home', '/'),
  main('buy-vpo', '/vpo', 'vpo-buy'),
  main('buy-vpo-route', '/vpo/:route_id', 'vpo-buy'),
  ...resource('roles', 'role', '/roles', 'role'),
  ...resource('users', 'user', '/users', 'user'),
  ...resource('companies', 'company', '/companies', 'company'),
  ...resource('shippers', 'shipper', '/shippers', 'shipper', true),
  ...resource('plates', 'plate', '/plates', 'plate'),
  ...resource('cost-centers', 'cost-center', '/cost-centers', 'cost-center'),
  // SPEC §6: "route-create gates the create-route screen (otherwise redirect home)".
  ...resource('routes', 'route', '/routes', 'route').map((route) =>
    route.name === 'create-route' ? { ...route, whenDenied: 'home' as const } : route,
  ),
  main('list-vpo-reports', '/report-vpo', 'vpo-list'),
  main('show-vpo-report', '/report-vpo/:id/show', 'vpo-show'),
  main('list-check-plates', '/check-plates/', 'plate-check-list'),
  main('show-check-plates', '/check-plates/:id/show', 'plate-check-show'),
  { name: 'login', path: '/auth/login', layout: 'auth' },
  { name: 'vpo-report-pdf', path: '/report-vpo/:id/pdf', layout: 'clean', permission: 'vpo-show' },
];

/** Name of the login route. */
export const LOGIN_ROUTE = 'login';

/** Name of the home route. */
export const HOME_ROUTE = 'home';

/**
 * Names the navigation helpers use that the table does not hold (SPEC §2: "the page list above is
 * authoritative"), with the page they open: shippers have no show page, so `show-shipper` edits.
 */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  'show-shipper': 'edit-shipper',
};

/** The table entry named `name` (aliases followed), `undefined` when none. */
export function findRoute(name: string): AppRoute | undefined {
  const target = ROUTE_ALIASES[name] ?? name;
  return APP_ROUTES.find((route) => route.name === target);
}
