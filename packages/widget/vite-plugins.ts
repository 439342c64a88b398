import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/**
 * The Vite plugins the widget's source needs wherever it is compiled: the library build here and the
 * `widget` browser test project of the root `vitest.config.ts` (which cannot resolve the plugin itself,
 * as it is a dependency of this package only).
 */
export function widgetVitePlugins(): PluginOption[] {
  return [react()];
}

/**
 * maplibre-gl 6 computes its worker address at run time and must not be pre-bundled, or the worker file
 * is missing next to the module (see RECIPES "Vite / maplibre worker").
 */
export const WIDGET_OPTIMIZE_DEPS_EXCLUDE = ['maplibre-gl'];
