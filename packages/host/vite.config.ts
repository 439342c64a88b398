import { defineConfig } from 'vite';
import { hostVitePlugins } from './vite-plugins.ts';

export default defineConfig({
  base: '/app/',
  plugins: hostVitePlugins(),
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
