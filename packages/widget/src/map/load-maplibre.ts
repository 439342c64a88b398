import type * as Maplibre from 'maplibre-gl';

/** maplibre-gl and its stylesheet, loaded on demand. */
export interface LoadedMaplibre {
  readonly maplibregl: typeof Maplibre;
  /** maplibre-gl.css, to be put in a `<style>` inside the shadow root. */
  readonly css: string;
}

let loading: Promise<LoadedMaplibre> | undefined;

/**
 * Loads maplibre-gl and its CSS the first time a map mounts: they are a separate chunk of the build,
 * so the planner's panel shows without waiting for them. A failed load is retried on the next call.
 */
export function loadMaplibre(): Promise<LoadedMaplibre> {
  loading ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css?inline')]).then(
    ([maplibregl, css]) => ({ maplibregl, css: css.default }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
