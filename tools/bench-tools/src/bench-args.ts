import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * The options of a bench's command line (`node:util` `parseArgs`, strict, no positionals), after a leading
 * `--` (what `pnpm run bench -- --runs 5` passes on). A bad option prints `usage` and exits 2, never a
 * stack trace.
 *
 * @example benchArgs({ runs: { type: 'string', default: '15' } }, 'Opções: --runs N', ['--', '--runs', '5'])
 */
export function benchArgs<T extends Options>(options: T, usage: string, argv = process.argv.slice(2)) {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return process.exit(2);
  }
}

/** The options every browser bench takes: `--only <part>`, `--runs 15`, `--warmup 2`, `--no-build`, `--log-level silent`. */
export const BROWSER_BENCH_OPTIONS = {
  only: { type: 'string' },
  runs: { type: 'string', default: '15' },
  warmup: { type: 'string', default: '2' },
  'no-build': { type: 'boolean', default: false },
  'log-level': { type: 'string', default: 'silent' },
} as const satisfies Options;
