import { DEFAULT_PRIMARY_COLOR } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
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
  /** View mode: read-only waypoints, category clicks disabled (SPEC §2). */
  readonly $viewMode: ReadableAtom<boolean>;
  /** The plate field is shown only in view or manual mode (SPEC §2). */
  readonly $showPlate: ReadableAtom<boolean>;
  /** Changes some settings; unchanged values keep the store quiet. */
  update(changes: Partial<PlannerConfig>): void;
}

/** Creates the settings store, `initial` over {@link DEFAULT_PLANNER_CONFIG}. */
export function createConfigStore(initial: Partial<PlannerConfig> = {}): ConfigStore {
  const $config = atom<PlannerConfig>({ ...DEFAULT_PLANNER_CONFIG, ...initial });
  return {
    $config,
    $viewMode: computed($config, (config) => config.mode === 'view'),
    $showPlate: computed($config, (config) => config.mode === 'view' || config.mode === 'manual'),
    update(changes) {
      const current = $config.get();
      const next = { ...current, ...changes };
      const keys = Object.keys(next) as (keyof PlannerConfig)[];
      if (keys.some((key) => next[key] !== current[key])) $config.set(next);
    },
  };
}
