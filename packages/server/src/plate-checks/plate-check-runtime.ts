import type { ServerContext } from '../server-context.ts';
import { createPlateCheckConfigs } from './plate-check-configs.ts';
import type { PlateCheckConfigs } from './plate-check-configs.ts';
import { createPlateCheckProcessor } from './plate-check-processor.ts';
import type { PlateCheckProcessor } from './plate-check-processor.ts';

/** The plate-check settings and processor of one server. */
export interface PlateCheckRuntime {
  readonly configs: PlateCheckConfigs;
  readonly processor: PlateCheckProcessor;
}

const runtimes = new WeakMap<ServerContext, PlateCheckRuntime>();

/**
 * The one plate-check runtime of `ctx` (created on first use): the routes queue batches on it,
 * `main.ts` resumes unfinished batches at start and stops it at shutdown.
 */
export function plateCheckRuntime(ctx: ServerContext): PlateCheckRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    const configs = createPlateCheckConfigs(ctx);
    runtime = { configs, processor: createPlateCheckProcessor(ctx, configs) };
    runtimes.set(ctx, runtime);
  }
  return runtime;
}
