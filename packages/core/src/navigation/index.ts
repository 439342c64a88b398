export { APP_MENU, APP_MENU_DIALOGS, mayOpen, visibleMenu, visibleMenuDialogs } from './app-menu.ts';
export type { MenuDialogEntry, MenuEntry } from './app-menu.ts';
export {
  APP_BASE_PATH,
  MAP_STYLE_META_NAME,
  APP_ROUTES,
  findRoute,
  HOME_ROUTE,
  LOGIN_ROUTE,
  ROUTE_ALIASES,
} from './app-routes.ts';
export type { AppLayout, AppRoute } from './app-routes.ts';
export { matchPath, pathOf, pathParams, resolveTarget } from './route-paths.ts';
export type { RouteMatch, RouteParams } from './route-paths.ts';
