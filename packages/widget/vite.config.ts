import { defineConfig } from 'vite';
import { maplibreWorker } from './vite-maplibre-worker.ts';
import {
  plannerUnreachedModules,
  WIDGET_OPTIMIZE_DEPS_EXCLUDE,
  widgetVitePlugins,
  zodWithoutCodeGeneration,
} from './vite-plugins.ts';

/**
 * Library build: `dist/freight-route-planner.js` registers `<freight-route-planner>` (React, MUI and
 * emotion bundled in); maplibre-gl is a separate chunk loaded only when the map mounts, with its worker
 * beside it. Library code the planner never runs is replaced by throwing stand-ins
 * (`plannerUnreachedModules`, see `vite-plugins.ts`), and its zod generates no code (`zodWithoutCodeGeneration`:
 * no `'unsafe-eval'` needed); `bench/bundle-size.ts` checks the 200 kB budget.
 */
export default defineConfig({
  plugins: [
    ...widgetVitePlugins(),
    plannerUnreachedModules(),
    zodWithoutCodeGeneration(),
    maplibreWorker(import.meta.dirname),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  optimizeDeps: { exclude: WIDGET_OPTIMIZE_DEPS_EXCLUDE },
  build: {
    lib: { entry: 'src/define.ts', formats: ['es'], fileName: () => 'freight-route-planner.js' },
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Terser compresses the element's code about 2 % smaller (gzip) than the default minifier.
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    rolldownOptions: { output: { chunkFileNames: '[name]-[hash].js' } },
  },
});
