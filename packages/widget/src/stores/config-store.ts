import { DEFAULT_PRIMARY_COLOR } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { serverOrigin } from '../results/route-links.ts';
import type { PlannerMode } from './planner-mode.ts';

/** The planner's settings, as given by the element's attributes (or the component's props). */
export interface PlannerConfig {
  /** Prefix of every API path; `''` is the site root (SPEC §7). */
  apiBase: string;
  /** Bearer token given by the host; `null` falls back to localStorage `token`. */
  token: string | null;
  /** Embedded mode: unauthenticated visitors go to the in-app login (SPEC §1). */
  embedded: boolean;
  /** Id of a saved route to open. */
  routeId: string | null;
  /** Encrypted route of a share or embed link (SPEC §2 share dialog). */
  data: string | null;
  /** `create`, `view` or `manual`. */
  mode: PlannerMode;
  /** Primary colour of the theme. */
  primaryColor: string;
  /** Address of the map style; `null` uses the built-in OpenStreetMap style. */
  mapStyle: string | null;
}

/** Settings when no attribute is given. */
export const DEFAULT_PLANNER_CONFIG: Readonly<PlannerConfig> = Object.freeze({
  apiBase: '',
  token: null,
  embedded: false,
  routeId: null,
  data: null,
  mode: 'create',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  mapStyle: null,
});

/** The planner's settings and what the views derive from them. */
export interface ConfigStore {
  readonly $config: ReadableAtom<PlannerConfig>;
  /**
   * Read-only waypoints and category clicks disabled (SPEC §2): view mode, a shared route, or a user
   * without `route-create` outside create mode (SPEC §6).
   */
  readonly $viewMode: ReadableAtom<boolean>;
  /** The plate field is shown only in view or manual mode (SPEC §2). */
  readonly $showPlate: ReadableAtom<boolean>;
  /**
   * A shared route (`data` set): shown read-only — no calculation, no save, no clear, no editing.
   */
  readonly $sharedView: ReadableAtom<boolean>;
  /**
   * Origin of the planner's server: the `api-base`'s origin when absolute, else the page's origin. The
   * share link, the embed code and the report link point there.
   */
  readonly $serverOrigin: ReadableAtom<string>;
  /** Changes some settings; unchanged values keep the store quiet. */
  update(changes: Partial<PlannerConfig>): void;
}

/** What the settings store reads besides the attributes. */
export interface ConfigStoreContext {
  /** Origin of the page. Default `location.origin`. */
  readonly pageOrigin?: string;
  /**
   * `true` when the user may not edit waypoints outside create mode (no `route-create`, SPEC §6):
   * `manual` mode is then read-only like `view`.
   */
  readonly $editingDenied?: ReadableAtom<boolean>;
}

/** Creates the settings store, `initial` over {@link DEFAULT_PLANNER_CONFIG}. */
export function createConfigStore(
  initial: Partial<PlannerConfig> = {},
  context: ConfigStoreContext = {},
): ConfigStore {
  const $config = atom<PlannerConfig>({ ...DEFAULT_PLANNER_CONFIG, ...initial });
  const pageOrigin = context.pageOrigin ?? globalThis.location?.origin ?? '';
  const $editingDenied = context.$editingDenied ?? atom(false);
  return {
    $config,
    $viewMode: computed(
      [$config, $editingDenied],
      (config, denied) =>
        config.mode === 'view' || config.data !== null || (config.mode !== 'create' && denied),
    ),
    $sharedView: computed($config, (config) => config.data !== null),
    $serverOrigin: computed($config, (config) => serverOrigin(config.apiBase, pageOrigin)),
    $showPlate: computed($config, (config) => config.mode === 'view' || config.mode === 'manual'),
    update(changes) {
      const current = $config.get();
      const next = { ...current, ...changes };
      const keys = Object.keys(next) as (keyof PlannerConfig)[];
      if (keys.some((key) => next[key] !== current[key])) $config.set(next);
    },
  };
}
