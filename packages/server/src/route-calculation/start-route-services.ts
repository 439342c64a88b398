import type { ServerContext } from '../server-context.ts';
import { RouteServicesError, createRouteServices } from './route-services.ts';
import type { RouteServices, RouteServicesOptions } from './route-services.ts';

/**
 * The route services of the server process ({@link createRouteServices}), or `undefined` when they cannot
 * be built (no routing graph yet, a broken one): the reason is logged, the server starts anyway and
 * `POST /api/routes/route` answers 503 until a restart after the data import.
 *
 * @example const routeServices = await startRouteServices({ config, logger });
 */
export async function startRouteServices(options: RouteServicesOptions): Promise<RouteServices | undefined> {
  try {
    return await createRouteServices(options);
  } catch (error) {
    if (!(error instanceof RouteServicesError)) throw error;
    options.logger.error('route calculation unavailable', { reason: error.message });
    return undefined;
  }
}

/**
 * Loads the route calculation's reference data in the background (placing new plazas on the graph when
 * needed) and hands it to the route workers, so the first calculation does not wait for it. A failure is
 * logged; the first calculation tries again.
 */
export function warmRouteServices(ctx: ServerContext): void {
  const services = ctx.routeServices;
  if (!services) return;
  services.referenceData(ctx).then(
    (data) => {
      services.calculator.prepare(data);
      ctx.logger.info('route reference data loaded', {
        plazas: data.plazas.size,
        placed: data.placements.placed.length,
        stations: data.stations.length,
        coefficients: data.coefficients.length,
      });
    },
    (error: unknown) =>
      ctx.logger.warn('route reference data not loaded yet', {
        error: error instanceof Error ? error.message : String(error),
      }),
  );
}
