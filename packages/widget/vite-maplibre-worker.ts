import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** File name maplibre-gl 6 looks for next to the module that holds it. */
export const MAPLIBRE_WORKER_FILE = 'maplibre-gl-worker.mjs';

/**
 * Emits maplibre's worker next to the chunk that holds maplibre-gl. maplibre-gl 6 loads its worker from
 * `new URL('./maplibre-gl-worker.mjs', import.meta.url)`, computed at run time, so Vite cannot see it;
 * once bundled, `import.meta.url` is the chunk's address, so the worker must sit beside that chunk.
 */
export function maplibreWorker(fromDir: string): Plugin {
  return {
    name: 'freight-emit-maplibre-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find(
        (item) => item.type === 'chunk' && item.moduleIds.some((id) => id.includes('maplibre-gl.mjs')),
      );
      if (!chunk) return;
      const dir = chunk.fileName.includes('/')
        ? chunk.fileName.slice(0, chunk.fileName.lastIndexOf('/') + 1)
        : '';
      const require = createRequire(`${fromDir}/`);
      const packageJson = require.resolve('maplibre-gl/package.json');
      const source = readFileSync(packageJson.replace(/package\.json$/, `dist/${MAPLIBRE_WORKER_FILE}`));
      this.emitFile({ type: 'asset', fileName: `${dir}${MAPLIBRE_WORKER_FILE}`, source });
    },
  };
}
