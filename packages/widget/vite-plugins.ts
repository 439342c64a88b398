import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';

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

/** A library module that the planner links but never runs. */
export interface UnreachedModule {
  /** End of the module's resolved path, e.g. `zod/v4/core/to-json-schema.js`. */
  path: string;
  /** Exports kept as they are (re-exported from the real module, whose other exports tree-shaking drops). */
  keep?: readonly string[];
  /** Exports called while the library initializes: they return a function that throws when called. */
  factories?: readonly string[];
  /** Why the planner never reaches it (shown in the error if it ever does). */
  reason: string;
}

/**
 * Library code the planner's bundle carries without ever running it, because the libraries attach it
 * to objects every import reaches (so tree-shaking cannot drop it):
 * - zod 4 gives every schema a `toJSONSchema()` method and a Standard-Schema `jsonSchema`, which link
 *   the whole JSON Schema generator (~5 kB gzip); the planner only parses.
 * - MUI 7's `createTheme` and `ThemeProvider` link the CSS-variables theme and its provider (~7 kB
 *   gzip) beside the plain ones; `createPlannerTheme` builds a plain palette theme (no `cssVariables`,
 *   no `colorSchemes`), for which both take the plain path.
 * - MUI 7's `TextField` and `Select` link all three input variants (`standard`, `filled`, `outlined`)
 *   through a lookup table; every field of the planner is `outlined` (~1 kB gzip).
 * - MUI 7's `Select` links its menu select (and through it `Menu`, `Popover` and the modal stack) beside
 *   the native one; every select of the planner is native (`SelectField`).
 */
export const PLANNER_UNREACHED_MODULES: readonly UnreachedModule[] = [
  {
    path: 'zod/v4/core/json-schema-processors.js',
    keep: ['aggregateChecks'],
    reason: 'zod JSON Schema output',
  },
  {
    path: 'zod/v4/core/to-json-schema.js',
    factories: ['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod'],
    reason: 'zod JSON Schema output',
  },
  { path: '@mui/material/esm/styles/createThemeWithVars.js', reason: 'MUI CSS-variables theme' },
  { path: '@mui/material/esm/styles/ThemeProviderWithVars.js', reason: 'MUI CSS-variables theme' },
  {
    path: '@mui/material/esm/Select/SelectInput.js',
    reason: "MUI's menu select (the planner's selects are native)",
  },
  { path: '@mui/material/esm/Input/Input.js', reason: "MUI 'standard' input variant" },
  { path: '@mui/material/esm/FilledInput/FilledInput.js', reason: "MUI 'filled' input variant" },
];

const UNREACHED_PREFIX = '\0planner-unreached:';

/** The names a module exports (`export function|const|class name`, `export { a as b }`, `default`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(
    /^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm,
  ))
    names.add(match[1] as string);
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}(?!\s*from)/gm))
    for (const item of (match[1] as string).split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  if (/^export\s+default\b/m.test(source)) names.add('default');
  return [...names];
}

/**
 * The module that replaces `module` (whose real source is `source`, at `realId`): kept exports come
 * from the real module, factories return a failing function, every other export is a failing function.
 */
export function unreachedModuleCode(module: UnreachedModule, source: string, realId: string): string {
  const names = exportedNames(source);
  const keep = (module.keep ?? []).filter((name) => names.includes(name));
  const message = `${module.reason} is not part of the <freight-route-planner> build (vite-plugins.ts)`;
  const lines = [
    `const unreached = (name) => function unreached() { throw new Error(name + ': ' + ${JSON.stringify(message)}); };`,
  ];
  if (keep.length > 0) lines.push(`export { ${keep.join(', ')} } from ${JSON.stringify(realId)};`);
  for (const name of names) {
    if (keep.includes(name)) continue;
    const value = module.factories?.includes(name) ? `() => unreached('${name}')` : `unreached('${name}')`;
    lines.push(name === 'default' ? `export default ${value};` : `export const ${name} = ${value};`);
  }
  return lines.join('\n');
}

/**
 * Build-only: links a small stand-in for each of `modules` (default {@link PLANNER_UNREACHED_MODULES})
 * instead of the real one; a call that would reach it throws a clear error. The build fails when a
 * module is not found or a stand-in lacks an export its importers use.
 */
export function plannerUnreachedModules(modules = PLANNER_UNREACHED_MODULES): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'freight-planner-unreached-modules',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(UNREACHED_PREFIX)) return null;
      const file = source.slice(source.lastIndexOf('/') + 1);
      if (!modules.some((module) => module.path.endsWith(`/${file}`))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !modules.some((module) => resolved.id.endsWith(module.path))) return null;
      return `${UNREACHED_PREFIX}${resolved.id}`;
    },
    load(id) {
      if (!id.startsWith(UNREACHED_PREFIX)) return null;
      const realId = id.slice(UNREACHED_PREFIX.length);
      const module = modules.find((candidate) => realId.endsWith(candidate.path));
      if (!module) return null;
      replaced.add(module.path);
      return {
        code: unreachedModuleCode(module, readFileSync(realId, 'utf8'), realId),
        moduleSideEffects: false,
      };
    },
    buildEnd(error) {
      if (error) return;
      const missing = modules.filter((module) => !replaced.has(module.path));
      if (missing.length > 0)
        this.error(
          `not linked any more, remove from PLANNER_UNREACHED_MODULES: ${missing.map((m) => m.path).join(', ')}`,
        );
    },
  };
}

/** The zod module holding its `new Function` probe, and the declaration the build replaces. */
const ZOD_UTIL_MODULE = 'zod/v4/core/util.js';
const ALLOWS_EVAL_DECLARATION = 'export const allowsEval =';

/**
 * Build-only: the element's zod never generates code. zod 4 probes `new Function('')` when it builds its
 * first object schema (to compile faster parsers); under a Content-Security-Policy without
 * `'unsafe-eval'` (the server's embed page, many host sites) the caught probe is still reported as a
 * violation. The element's own copy of zod answers `allowsEval` with `false`, so the probe never runs;
 * `z.config({ jitless: true })` would also change the host page's zod, as zod keeps its configuration on
 * `globalThis`. The build fails when the declaration is not found.
 */
export function zodWithoutCodeGeneration(): Plugin {
  let replaced = false;
  return {
    name: 'freight-zod-without-code-generation',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith(ZOD_UTIL_MODULE)) return null;
      if (!code.includes(ALLOWS_EVAL_DECLARATION)) {
        this.error(`${ZOD_UTIL_MODULE} no longer declares '${ALLOWS_EVAL_DECLARATION}' (vite-plugins.ts)`);
      }
      replaced = true;
      const declaration = `export const allowsEval = { value: false };\nconst probeAllowsEval =`;
      return { code: code.replace(ALLOWS_EVAL_DECLARATION, declaration), map: null };
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(`${ZOD_UTIL_MODULE} is not linked any more: remove zodWithoutCodeGeneration`);
    },
  };
}
