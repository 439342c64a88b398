import type { ComponentType } from 'react';
import { lazy } from 'react';
import { HomePage } from './HomePage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { ADMIN_PAGE_NAMES } from './admin-page-names.ts';

const loadAdminPages = () => import('./admin-pages.tsx');

/**
 * Fetches the admin's code ahead of time, once the browser is idle, for a user who sees an admin page in
 * the menu: the first click on 'Placas' then draws the list instead of downloading react-admin.
 */
export function prefetchAdminPages(): () => void {
  const load = () => void loadAdminPages().catch(() => undefined);
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(load, { timeout: 5000 });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 1500);
  return () => clearTimeout(timer);
}

/** Whether the route named `name` is an admin page. */
export function isAdminPage(name: string): boolean {
  return ADMIN_PAGE_NAMES.includes(name);
}

function adminPages(names: readonly string[]): Record<string, ComponentType> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      lazy(async () => {
        const { ADMIN_PAGES } = await loadAdminPages();
        const page = ADMIN_PAGES[name];
        if (!page) throw new Error(`No admin page ${name}`);
        return { default: page };
      }),
    ]),
  );
}

/**
 * The pages the app has, by route name of core's `APP_ROUTES`. A name of the table that is not here
 * shows the not-found page in its layout. Pages of later features register here, with
 * `lazy(() => import(...))` so the first load stays small.
 */
export const PAGES: Readonly<Record<string, ComponentType>> = {
  home: HomePage,
  login: LoginPage,
  // The planner pages carry the map (maplibre): they load only when opened.
  'create-route': lazy(() => import('./CreateRoutePage.tsx')),
  'edit-route': lazy(() => import('./EditRoutePage.tsx')),
  'show-route': lazy(() => import('./ShowRoutePage.tsx')),
  'buy-vpo': lazy(() => import('./BuyVpoPage.tsx')),
  'buy-vpo-route': lazy(() => import('./BuyVpoRoutePage.tsx')),
  'vpo-report-pdf': lazy(() => import('./VpoReceiptPage.tsx')),
  // The admin (react-admin) loads in its own chunk when one of its pages is opened.
  ...adminPages(ADMIN_PAGE_NAMES),
};

/** Whether the app has the page named `route`. */
export function hasPage(route: string): boolean {
  return Object.hasOwn(PAGES, route);
}
