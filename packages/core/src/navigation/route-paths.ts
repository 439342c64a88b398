import { APP_ROUTES, findRoute } from './app-routes.ts';
import type { AppRoute } from './app-routes.ts';

/** Values of a path's parameters, e.g. `{ id: 5 }` for `/routes/:id/edit`. */
export type RouteParams = Readonly<Record<string, string | number>>;

const PARAM = /:([a-z_]+)/g;

/** Names of the parameters of `path`, in order (`/vpo/:route_id` → `['route_id']`). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] ?? '');
}

/**
 * The path (under the base path) of the page named `name` with `params` filled in, `null` when no page
 * has that name or a parameter is missing.
 *
 * @example pathOf('edit-route', { id: 5 }) // '/routes/5/edit'
 */
export function pathOf(name: string, params: RouteParams = {}): string | null {
  const route = findRoute(name);
  if (!route) return null;
  let missing = false;
  const path = route.path.replace(PARAM, (_, key: string) => {
    const value = params[key];
    if (value === undefined || String(value) === '') missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  return missing ? null : path;
}

/**
 * Resolves a navigation target of the form `name` or `name/{value}` (SPEC §2 navigation helpers:
 * `show-shipper/{id}`, `edit-route/{id}`, `buy-vpo-route/{route_id}`) to its path, `null` when the
 * name is unknown or the value is missing or extra.
 *
 * @example resolveTarget('edit-route/12') // '/routes/12/edit'
 */
export function resolveTarget(target: string): string | null {
  const slash = target.indexOf('/');
  const name = slash < 0 ? target : target.slice(0, slash);
  const value = slash < 0 ? undefined : target.slice(slash + 1);
  const route = findRoute(name);
  if (!route) return null;
  const [param, ...others] = pathParams(route.path);
  if (others.length > 0) return null;
  if (param === undefined) return value === undefined ? route.path : null;
  if (value === undefined || value === '' || value.includes('/')) return null;
  return pathOf(route.name, { [param]: value });
}

/** A path matched to its page: the table entry and the parameter values. */
export interface RouteMatch {
  readonly route: AppRoute;
  readonly params: Readonly<Record<string, string>>;
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The page a path (under the base path, without query) shows, `null` for the not-found page. A
 * trailing slash is ignored.
 *
 * @example matchPath('/routes/7/show') // { route: show-route, params: { id: '7' } }
 */
export function matchPath(pathname: string): RouteMatch | null {
  const parts = trimSlash(pathname).split('/');
  for (const route of APP_ROUTES) {
    const pattern = trimSlash(route.path).split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (segment.startsWith(':')) {
        if (part === '') return false;
        try {
          params[segment.slice(1)] = decodeURIComponent(part);
        } catch {
          return false;
        }
        return true;
      }
      return segment === part;
    });
    if (matches) return { route, params };
  }
  return null;
}
