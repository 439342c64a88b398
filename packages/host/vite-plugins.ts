import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/**
 * The Vite plugins the app's source needs wherever it is compiled: the app build here and the `host`
 * browser test project of the root `vitest.config.ts` (which cannot resolve the plugin itself, as it is a
 * dependency of this package only).
 */
export function hostVitePlugins(): PluginOption[] {
  return [react()];
}
