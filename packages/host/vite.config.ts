import { defineConfig } from 'vite';
import { join } from 'node:path';
import { maplibreWorker } from '../widget/vite-maplibre-worker.ts';
import { zodWithoutCodeGeneration } from '../widget/vite-plugins.ts';
import { hostVitePlugins } from './vite-plugins.ts';

export default defineConfig({
  base: '/app/',
  // The app's pages forbid `eval` (script-src 'self'): zod must not probe `new Function` either.
  // The planner pages load maplibre-gl, whose worker must sit beside its chunk (resolved from the widget,
  // which depends on maplibre-gl).
  plugins: [
    ...hostVitePlugins(),
    zodWithoutCodeGeneration(),
    maplibreWorker(join(import.meta.dirname, '../widget')),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
