import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { browserEnvironment } from '../environment/browser-environment.ts';
import type { PlannerEnvironment } from '../environment/planner-environment.ts';
import type { PlannerEventHandlers } from '../events/planner-events.ts';
import type { PlannerConfig } from '../stores/config-store.ts';
import { DEFAULT_PLANNER_CONFIG } from '../stores/config-store.ts';
import type { PlannerStores } from '../stores/planner-stores.ts';
import { createPlannerStores } from '../stores/planner-stores.ts';
import type { Basemap } from '../map/basemaps.ts';
import { parsePlannerMode } from '../stores/planner-mode.ts';
import { StyleScope } from '../theme/StyleScope.tsx';
import { LoginForm } from './LoginForm.tsx';
import { PlannerActionsProvider } from './PlannerActions.tsx';
import { PlannerLayout } from './PlannerLayout.tsx';
import { PlannerStoresProvider } from './PlannerStoresProvider.tsx';

/** Props of {@link Planner}: the element's attributes, its events as callbacks, and what may be injected. */
export interface PlannerProps extends PlannerEventHandlers {
  /** Prefix of every API path. Default `''` (the page's site root). */
  apiBase?: string;
  /** Bearer token. Default: localStorage `token`. */
  token?: string;
  /** Embedded mode (SPEC §1). Default `false`. */
  embedded?: boolean;
  /** Id of a saved route to open. */
  routeId?: string;
  /** Encrypted route of a share or embed link. */
  data?: string;
  /** `'create'` (default), `'view'` or `'manual'`. */
  mode?: string;
  /** Primary colour. Default `#fdc941`. */
  primaryColor?: string;
  /** Map style address. Default: OpenStreetMap raster tiles. */
  mapStyle?: string;
  /**
   * Basemaps of the map's switcher (`{ id, name, tiles | style, attribution?, maxZoom? }`), after the
   * `mapStyle` style when set. Default: OpenStreetMap raster tiles. Entries that are not basemaps are
   * left out.
   */
  basemaps?: readonly Basemap[];
  /** Replaces parts of the browser environment (fetch, storage, recent searches, geolocation). */
  environment?: Partial<PlannerEnvironment>;
  /**
   * Stores made by the caller with `createPlannerStores`: then the caller owns their settings and their
   * disposal, and the settings props and `environment` are ignored.
   */
  stores?: PlannerStores;
  /**
   * Opens the page's 'Adicionar placa' dialog (the app); the button shows only with it and plate-create.
   * The page then gives the new plate to `stores.plates.added`. Not an attribute of the element.
   */
  onAddPlate?: () => void;
}

/** The settings a planner's props give. */
export function configFromProps(props: PlannerProps): PlannerConfig {
  return {
    apiBase: props.apiBase ?? DEFAULT_PLANNER_CONFIG.apiBase,
    token: props.token || null,
    embedded: props.embedded ?? false,
    routeId: props.routeId || null,
    data: props.data || null,
    mode: parsePlannerMode(props.mode),
    primaryColor: props.primaryColor || DEFAULT_PLANNER_CONFIG.primaryColor,
    mapStyle: props.mapStyle || null,
  };
}

/**
 * The route planner as a React component: the route settings panel beside the map, with its own
 * stores. `<freight-route-planner>` renders it inside its shadow root. On start it opens the shared
 * route of `data` (read-only) or the saved route of `routeId`; an `embedded` planner without a token
 * shows its own login form instead (a shared route needs no login).
 *
 * @example <Planner apiBase="https://frete.example.com" mode="create" onRouteCalculated={(d) => show(d.response)} />
 */
export function Planner(props: PlannerProps) {
  const [stores] = useState(
    () => props.stores ?? createPlannerStores(browserEnvironment(props.environment), configFromProps(props)),
  );
  const owned = props.stores === undefined;
  const config = configFromProps(props);
  const { apiBase, token, embedded, routeId, data, mode, primaryColor, mapStyle } = config;
  const { onRouteCalculated, onRouteSaved, onLogin, onError } = props;

  useLayoutEffect(() => {
    stores.events.connect({ onRouteCalculated, onRouteSaved, onLogin, onError });
  }, [stores, onRouteCalculated, onRouteSaved, onLogin, onError]);

  useLayoutEffect(() => {
    if (owned)
      stores.config.update({ apiBase, token, embedded, routeId, data, mode, primaryColor, mapStyle });
  }, [stores, owned, apiBase, token, embedded, routeId, data, mode, primaryColor, mapStyle]);

  useEffect(() => () => (owned ? stores.dispose() : undefined), [stores, owned]);

  const { basemaps } = props;
  useLayoutEffect(() => {
    if (owned) stores.map.setBasemaps(basemaps);
  }, [stores, owned, basemaps]);

  useEffect(() => stores.opening.start(), [stores]);

  const theme = useStore(stores.config.$config).primaryColor;
  const needsLogin = useStore(stores.login.$required);
  const { onAddPlate } = props;
  const actions = useMemo(() => ({ onAddPlate }), [onAddPlate]);
  return (
    <StyleScope primaryColor={theme}>
      <PlannerStoresProvider stores={stores}>
        <PlannerActionsProvider value={actions}>
          {needsLogin ? <LoginForm /> : <PlannerLayout />}
        </PlannerActionsProvider>
      </PlannerStoresProvider>
    </StyleScope>
  );
}
