import { APP_BASE_PATH, MAP_STYLE_META_NAME } from '@freight/core';
import type { KeyValueStorage } from '@freight/core';
import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { appRoutes } from '../navigation/app-routes.tsx';
import { App } from './App.tsx';
import type { AppRouter } from './App.tsx';
import { createAppServices } from './app-services.ts';
import type { AppServices } from './app-services.ts';
import type { AppLocation } from '../session/app-location.ts';

/** Where and how the app starts. */
export interface StartOptions {
  readonly container: Element;
  readonly fetch: typeof globalThis.fetch;
  readonly storage: KeyValueStorage;
  readonly pages: Readonly<Record<string, ComponentType>>;
  /** A memory router at this address (tests); default the browser's history. */
  readonly initialPath?: string;
  /** The browser's address (fragment, navigations out of the app); default one that never leaves. */
  readonly location?: AppLocation;
  /** The map style address the server gives the page (see `mapStyleOf`); default the planner's own map. */
  readonly mapStyle?: string;
}

/**
 * The map style address the server wrote into the page (`<meta name="freight-map-style">`, from its
 * `MAP_STYLE`), `undefined` when it wrote none.
 */
export function mapStyleOf(document: Document): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${MAP_STYLE_META_NAME}"]`)?.content || undefined;
}

/** A running app. */
export interface StartedApp {
  readonly services: AppServices;
  readonly router: AppRouter;
  readonly root: Root;
}

/**
 * Starts the app: services (taking a single sign-on handoff from the address fragment), the router over
 * the route table, the single sign-on settings, the validation of a stored token (SPEC §4: on load it
 * refreshes the session or logs out), and the first render.
 */
export function startApp(options: StartOptions): StartedApp {
  const services = createAppServices({
    fetch: options.fetch,
    storage: options.storage,
    ...(options.location ? { location: options.location } : {}),
    ...(options.mapStyle ? { mapStyle: options.mapStyle } : {}),
  });
  const routes = appRoutes(options.pages);
  const router =
    options.initialPath === undefined
      ? createBrowserRouter(routes, { basename: APP_BASE_PATH })
      : createMemoryRouter(routes, { initialEntries: [options.initialPath] });
  services.attachRouter(router);
  void services.sso.load();
  void services.session.validate();
  const root = createRoot(options.container);
  root.render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
  return { services, router, root };
}
