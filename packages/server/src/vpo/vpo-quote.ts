import { and, eq } from 'drizzle-orm';
import {
  buildRouteRequest,
  parseCoordinateText,
  parseSavedRouteWaypoints,
  routeResponseSchema,
  routeTypeSchema,
  VPO_MESSAGES,
  vehicleCategorySchema,
  rearWheelTypeSchema,
  tollPricingDate,
} from '@freight/core';
import type { RouteType, TollPlaza, VpoQuote, VpoQuoteLine, VpoQuoteRequest } from '@freight/core';
import { companyScope } from '../access/company-scope.ts';
import type { Principal } from '../access/principal.ts';
import { plates, savedRoutes } from '../db/schema.ts';
import { HttpError, invalid, notFound } from '../http/http-error.ts';
import { calculateRoute } from '../route-calculation/route-calculation.ts';
import { ROUTE_MESSAGES } from '../route-calculation/route-messages.ts';
import type { ServerContext } from '../server-context.ts';

/** Longest the route calculation of a quote may take (the route calculation's own limit). */
const QUOTE_ROUTE_TIMEOUT_MS = 30_000;

/** pt-BR messages of a quote that cannot be made. */
export const QUOTE_MESSAGES = {
  routeNotFound: 'Rota salva não encontrada.',
  plateNotFound: 'Placa não encontrada.',
  plateOtherCompany: 'A placa deve ser da mesma empresa da rota.',
  routeWithoutWaypoints: 'A rota salva não tem origem e destino.',
} as const;

type RouteRow = typeof savedRoutes.$inferSelect;
type PlateRow = typeof plates.$inferSelect;

/** A quote and what the purchase copies from its route and plate. */
export interface QuoteWithSources {
  readonly quote: VpoQuote;
  readonly route: RouteRow;
  readonly plate: PlateRow;
  readonly waypoints: string[];
}

const cents = (reais: number) => Math.round(reais * 100);

/** One plaza of the calculated route as a quote line: its identifiers and its gross fare for the vehicle. */
function lineOf(plaza: TollPlaza): VpoQuoteLine {
  return {
    plaza_id: plaza.id,
    codigo_antt: plaza.codigo_antt ?? null,
    codigo_semparar: plaza.codigo_semparar == null ? null : String(plaza.codigo_semparar),
    name: plaza.nome,
    road: plaza.rodovia ?? null,
    km: plaza.km ?? null,
    direction: plaza.sentido ?? null,
    uf: plaza.uf ?? null,
    concessionaire: plaza.concessionaria ?? null,
    fare: plaza.tarifa === null ? null : Number(plaza.tarifa),
  };
}

/**
 * The quote of a VPO (issue 15): the saved route `route_id` of the caller's companies calculated again now
 * with the plate's vehicle (category, axles less the suspended ones, rear wheel), priced with the tolls'
 * rules of the route calculation on today's tariffs (Brasília). Each plaza the vehicle pays is a line at
 * its full fare (`tarifa`: a VPO covers the plaza's fare for the category; tag discounts are the tag
 * operator's business); a plaza without a known fare makes the total unknown and blocks the purchase with
 * a message naming it. The first alternative (the one the planner selects) is the route bought for.
 */
export async function quoteSavedRoute(
  ctx: ServerContext,
  user: Principal,
  request: VpoQuoteRequest,
  signal?: AbortSignal,
): Promise<QuoteWithSources> {
  const [route] = await ctx.db
    .select()
    .from(savedRoutes)
    .where(and(companyScope(user, savedRoutes.company_id), eq(savedRoutes.id, request.route_id)));
  if (!route) throw notFound(QUOTE_MESSAGES.routeNotFound);
  const [plate] = await ctx.db
    .select()
    .from(plates)
    .where(and(companyScope(user, plates.company_id), eq(plates.id, request.plate_id)));
  if (!plate) throw invalid({ plate_id: QUOTE_MESSAGES.plateNotFound });
  if (plate.company_id !== route.company_id) throw invalid({ plate_id: QUOTE_MESSAGES.plateOtherCompany });
  if (request.suspended_axles >= plate.axis - 1)
    throw invalid({ suspended_axles: VPO_MESSAGES.suspendedAxles });
  const waypoints = parseSavedRouteWaypoints(route.waypoints);
  if (waypoints.length < 2) throw invalid({ route_id: QUOTE_MESSAGES.routeWithoutWaypoints });

  const services = ctx.routeServices;
  if (!services) throw new HttpError(503, ROUTE_MESSAGES.unavailable);
  const category = vehicleCategorySchema.parse(plate.category);
  const rearWheel = rearWheelTypeSchema.safeParse(plate.rear_wheel_type);
  const type: RouteType = routeTypeSchema.safeParse(route.type).data ?? 'efficient';
  const charged = plate.axis - request.suspended_axles;
  const routeRequest = buildRouteRequest({
    waypoints: waypoints.map((text) => ({
      searchText: text,
      coordinates: parseCoordinateText(text) ?? { lat: 0, lng: 0 },
    })),
    vehicle: { category, axis: charged, rearWheelType: rearWheel.success ? rearWheel.data : null },
    options: { type_route: type, shortest: false, calculateReturn: false, retroactiveDate: '' },
  });
  const timeout = AbortSignal.timeout(QUOTE_ROUTE_TIMEOUT_MS);
  const result = await calculateRoute(
    ctx,
    services,
    routeRequest,
    signal ? AbortSignal.any([signal, timeout]) : timeout,
  );
  if (result.kind === 'address') throw invalid({ route_id: result.message });
  const data = routeResponseSchema.parse(JSON.parse(new TextDecoder().decode(result.json)));
  const way = data.rotas[data.selected] ?? data.rotas[0]!;
  const lines = way.pedagios.pracas.map(lineOf);
  const unpriced = lines.filter((line) => line.fare === null).map((line) => line.name);
  const total =
    unpriced.length > 0 ? null : lines.reduce((sum, line) => sum + cents(line.fare ?? 0), 0) / 100;
  const quote: VpoQuote = {
    route_id: route.id,
    plate_id: plate.id,
    vehicle: {
      plate: plate.plate,
      category,
      axis: plate.axis,
      suspended_axles: request.suspended_axles,
      rear_wheel_type: plate.rear_wheel_type,
    },
    lines,
    total,
    unpriced,
    priced_on: pricedOn(ctx.clock()),
    distance_km: way.rota.trip.summary.length,
    blocked:
      unpriced.length > 0
        ? VPO_MESSAGES.unpricedPlazas(unpriced)
        : lines.length === 0
          ? VPO_MESSAGES.noToll
          : null,
  };
  return { quote, route, plate, waypoints };
}

/** Today in Brasília (`yyyy-MM-dd`): the tariff date of a quote and the first day of a VPO's validity. */
export function pricedOn(nowMs: number): string {
  return tollPricingDate({ now: new Date(nowMs) });
}
