import {
  createApiClient,
  dialogsFromSearch,
  LOGIN_ROUTE,
  matchPath,
  openDialog,
  pathOf,
  searchWithDialogs,
  SMALL_SCREEN_MAX_WIDTH,
  SSO_PATHS,
  ssoLoginUrl,
  STORAGE_KEYS,
  SUBSCRIPTION_DIALOGS,
} from '@freight/core';
import type { ApiClient, KeyValueStorage } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom, WritableAtom } from 'nanostores';
import { createAppSession } from '../session/app-session.ts';
import type { AppSession } from '../session/app-session.ts';
import { STAY } from '../session/app-location.ts';
import type { AppLocation } from '../session/app-location.ts';
import { createFontSizeStore } from '../session/font-size-store.ts';
import { createMyListsStore } from '../session/my-lists-store.ts';
import type { MyListsStore } from '../session/my-lists-store.ts';
import type { FontSizeStore } from '../session/font-size-store.ts';
import { loginDestination } from '../session/login-destination.ts';
import { createSsoStore } from '../session/sso-store.ts';
import type { SsoStore } from '../session/sso-store.ts';

/** What the services need of the router (`createBrowserRouter`'s answer fits). */
export interface RouterLike {
  /** The router's base path (`/app/`); `state.location` holds the whole path, navigations are under it. */
  readonly basename?: string | undefined;
  readonly state: { readonly location: { readonly pathname: string; readonly search: string } };
  navigate(
    to: string | { pathname: string; search: string },
    options?: { replace?: boolean; state?: unknown },
  ): Promise<void>;
}

/** Where the login page returns to: the page the user was sent away from. */
export interface LoginReturn {
  readonly from?: { readonly pathname: string; readonly search: string };
}

/** Everything the pages share: the API client, the session, the font size, the menu, the notices. */
export interface AppServices {
  readonly api: ApiClient;
  readonly session: AppSession;
  readonly fontSize: FontSizeStore;
  /** The browser pieces the app runs on; the planner's API calls go through them too. */
  readonly environment: AppEnvironment;
  /** The user's companies and plates, refreshed by the forms that offer them. */
  readonly myLists: MyListsStore;
  /** Whether the main menu is shown (SPEC §4: toggles, initially visible; hidden at first on a small screen). */
  readonly $menuOpen: WritableAtom<boolean>;
  /** A message for every page, e.g. the 403 'Você não tem permissão…', `null` when none. */
  readonly $notice: ReadableAtom<string | null>;
  dismissNotice(): void;
  /** Single sign-on: the server's settings, the embedded mode, the last refusal. */
  readonly sso: SsoStore;
  /**
   * Sends a logged-out visitor of page `from` to log in (SPEC §2): to the provider's login with single
   * sign-on on and outside the embedded mode, else to the in-app login page, which returns to `from`.
   */
  goToLogin(from: { pathname: string; search: string }): void;
  /** Leaves for the provider's login, returning to app page `from` afterwards. */
  startSsoLogin(from: { pathname: string; search: string }): void;
  /**
   * Logs out (`everywhere`: every session of the user) and clears the stored data, then goes to the
   * provider's logout with single sign-on on (outside the embedded mode), else to the login page.
   */
  logout(everywhere?: boolean): Promise<void>;
  /** Connects the router, which the API callbacks (401, 402, 423, 429) use. */
  attachRouter(router: RouterLike): void;
}

/** The browser pieces the app runs on; tests pass fakes. */
export interface AppEnvironment {
  readonly fetch: typeof globalThis.fetch;
  readonly storage: KeyValueStorage;
  /** Logger of server errors, default `console.error`. */
  readonly log?: (message: string) => void;
  /** The browser's address (fragment at start, navigations out of the app); default: one that never leaves. */
  readonly location?: AppLocation;
  /** The map style address the server gives the page (its `MAP_STYLE`); default the planner's own map. */
  readonly mapStyle?: string;
}

const LOGIN_PATH = pathOf(LOGIN_ROUTE) ?? '/auth/login';

/** Whether the window is xs or sm (SPEC §9: narrower than 1024 px), where the menu starts hidden. */
function smallScreen(): boolean {
  return globalThis.matchMedia?.(`(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`).matches ?? false;
}

/** The router's current address under its base path (`/app/auth/login` → `/auth/login`). */
export function currentLocation(router: RouterLike): { pathname: string; search: string } {
  const { pathname, search } = router.state.location;
  const base = (router.basename ?? '/').replace(/\/$/, '');
  if (base === '' || (pathname !== base && !pathname.startsWith(`${base}/`))) return { pathname, search };
  return { pathname: pathname.slice(base.length) || '/', search };
}

/** Whether the router shows the login page. */
function onLoginPage(router: RouterLike): boolean {
  return matchPath(currentLocation(router).pathname)?.route.name === LOGIN_ROUTE;
}

/**
 * Creates the app's services. The API client's callbacks follow SPEC §8: a 401 logs out and goes to the
 * login page (remembering the page), a 403 shows the SPEC message, a 402, 423 or 429 opens its
 * subscription dialog on the current page (not on the login page, where a 429 is the login throttle and
 * its message shows on the form).
 */
export function createAppServices(environment: AppEnvironment): AppServices {
  let router: RouterLike | null = null;
  const $notice = atom<string | null>(null);
  const log = environment.log ?? ((message: string) => console.error(message));
  let session: AppSession | null = null;
  const location = environment.location ?? STAY;
  let leaving = false;
  const leaveFor = (url: string): void => {
    if (leaving) return;
    leaving = true;
    location.assign(url);
  };

  const api = createApiClient({
    fetch: environment.fetch,
    storage: environment.storage,
    onUnauthorized() {
      session?.expired();
      if (!router || onLoginPage(router)) return;
      goToLogin(currentLocation(router));
    },
    onForbidden(response) {
      $notice.set(response.message);
    },
    onSubscriptionStatus(status) {
      if (!router || onLoginPage(router)) return;
      const { pathname, search } = currentLocation(router);
      const open = dialogsFromSearch(search);
      const name = SUBSCRIPTION_DIALOGS[status];
      if (open.includes(name)) return;
      const dialogs = openDialog(open, name);
      void router.navigate({ pathname, search: searchWithDialogs(search, dialogs) });
    },
    onServerError(entry) {
      log(`Erro do servidor: ${entry.method} ${entry.path}: ${entry.response.message}`);
    },
  });
  const sso = createSsoStore(api, location.hash);
  if (sso.handedToken !== null) environment.storage.setItem(STORAGE_KEYS.token, sso.handedToken);
  if (sso.handedToken !== null || sso.$refusal.get() !== null) location.clearHash();
  session = createAppSession(api, environment.storage);
  const appSession = session;

  const startSsoLogin = (from: { pathname: string; search: string }): void =>
    leaveFor(ssoLoginUrl(`${from.pathname}${from.search}`));

  function goToLogin(from: { pathname: string; search: string }): void {
    void sso.load().then((config) => {
      if (loginDestination(config, sso.embedded) === 'sso') return startSsoLogin(from);
      if (!router || onLoginPage(router)) return;
      const state: LoginReturn = { from };
      void router.navigate(LOGIN_PATH, { replace: true, state });
    });
  }

  return {
    api,
    session,
    fontSize: createFontSizeStore(environment.storage),
    environment,
    myLists: createMyListsStore(api),
    $menuOpen: atom(!smallScreen()),
    $notice,
    dismissNotice: () => $notice.set(null),
    sso,
    goToLogin,
    startSsoLogin,
    async logout(everywhere = false) {
      const config = await sso.load();
      if (!config.enabled || sso.embedded) {
        await appSession.logout(everywhere);
        await router?.navigate(LOGIN_PATH, { replace: true });
        return;
      }
      // Leaving first: the login guard, seeing the token go, must not start a new single sign-on login.
      leaving = true;
      await appSession.logout(everywhere);
      location.assign(SSO_PATHS.logout);
    },
    attachRouter(next) {
      router = next;
    },
  };
}
