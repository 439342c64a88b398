import { defineConfig } from 'vite';
import { zodWithoutCodeGeneration } from '../widget/vite-plugins.ts';
import { hostVitePlugins } from './vite-plugins.ts';

export default defineConfig({
  base: '/app/',
  // The app's pages forbid `eval` (script-src 'self'): zod must not probe `new Function` either.
  plugins: [...hostVitePlugins(), zodWithoutCodeGeneration()],
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
