import { randomUUID } from 'node:crypto';
import { parseSavedRouteWaypoints } from '@freight/core';
import { loginToken, round2, startServerProcess } from '@freight/bench-tools';
import { apiCall, timedCalls } from './api-calls.ts';
import { BENCH_DEMO_PASSWORD, benchServerEnv, prepareDataDir } from './prepared-data-dir.ts';

/** The demo company's saved route and 6-axle truck plate the bench buys for. */
const DEMO_ROUTE = 'São Paulo → Curitiba';
const DEMO_PLATE = 'ABC1D23';

/** Options of {@link runVpoBench}. */
export interface VpoBenchOptions {
  /** Empty folder to use as `DATA_DIR`. */
  dataDir: string;
  /** Folder of the datasets (`../shared/data`). */
  sourceDir: string;
  /** Measured calls of each kind (after `WARMUP_CALLS` unmeasured ones). */
  runs: number;
  logLevel: string;
  emit: (record: Record<string, unknown>) => void;
}

/**
 * The VPO benchmark (issue 15), on the real server process with brasil-rodovias imported: the demo
 * company's saved São Paulo → Curitiba route and its 6-axle truck plate, then one client in sequence:
 * the bare route calculation of the same trip (`POST /api/routes/route`, the baseline), the VPO quote
 * (`POST /api/vpo/quote`: the saved route read and calculated again, priced per plaza) and a built-in
 * purchase end to end (`POST /api/vpo`, a new key each: quote, record, history, supplier, answer);
 * p50/p95 of each and their ratio to the baseline of the same run. Returns whether there was no error.
 */
export async function runVpoBench(options: VpoBenchOptions): Promise<boolean> {
  const { emit } = options;
  const env = benchServerEnv(options.sourceDir, options.logLevel);
  const { seconds } = await prepareDataDir(options.dataDir, env);
  emit({ measure: 'vpo data import', seconds });

  const server = await startServerProcess({ dataDir: options.dataDir, env, timeoutMs: 120_000 });
  try {
    const token = await loginToken(server.url, 'admin@example.com', BENCH_DEMO_PASSWORD);
    const plates = (await apiCall(server, token, 'GET', '/api/me/list/plates')).json.data as {
      id: number;
      plate: string;
    }[];
    const plate = plates.find((row) => row.plate === DEMO_PLATE)?.id;
    const shipper = (
      (await apiCall(server, token, 'GET', '/api/me/list/shippers')).json.data as { id: number }[]
    )[0]?.id;
    const routes = (await apiCall(server, token, 'GET', '/api/routes?name=Curitiba')).json.data as {
      data: { id: number; slug: string; waypoints: string }[];
    };
    const saved = routes.data.find((row) => row.slug === DEMO_ROUTE);
    if (plate === undefined || shipper === undefined || !saved)
      throw new Error('demo plate, shipper or route missing');
    const route = saved.id;
    const routeBody = {
      waypoints: parseSavedRouteWaypoints(saved.waypoints).map((name) => ({ name })),
      type_route: 'efficient',
      mc: 'mc',
      config_rota: {
        volta: false,
        costing: 'truck',
        costing_options: { truck: { shortest: false, toll_booth_penalty: 0, top_speed: 140 } },
        directions_options: { units: 'km', language: 'pt-BR', directions_type: 'maneuvers', narrative: true },
      },
      config_veiculo: { categoria: 'truck', eixos: 6, rodagem: 'Dupla' },
      config_pedagio: { prices_from_date: '' },
    };
    const quoteBody = { route_id: route, plate_id: plate };
    const quote = await apiCall(server, token, 'POST', '/api/vpo/quote', quoteBody);
    const quoted = quote.json.data as { lines: unknown[]; total: number | null; blocked: string | null };
    emit({
      measure: 'vpo quote',
      route: 'São Paulo → Curitiba, truck 6 axles',
      plazas: quoted.lines.length,
      total: quoted.total,
      blocked: quoted.blocked,
    });
    const expiration = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const baseline = await timedCalls(options.runs, 200, () =>
      apiCall(server, token, 'POST', '/api/routes/route', routeBody),
    );
    emit({ measure: 'route calculation (baseline)', path: 'POST /api/routes/route', ...baseline });
    const quotes = await timedCalls(options.runs, 200, () =>
      apiCall(server, token, 'POST', '/api/vpo/quote', quoteBody),
    );
    emit({ measure: 'vpo quote', path: 'POST /api/vpo/quote', ...quotes });
    const purchases = await timedCalls(options.runs, 201, () =>
      apiCall(server, token, 'POST', '/api/vpo', {
        idempotency_key: randomUUID(),
        route_id: route,
        plate_id: plate,
        supplier: 'builtin',
        shipper_id: shipper,
        expiration_date: expiration,
      }),
    );
    emit({ measure: 'vpo built-in purchase', path: 'POST /api/vpo', ...purchases });
    emit({
      measure: 'vpo summary',
      baseline_p50_ms: baseline.p50_ms,
      quote_p50_ms: quotes.p50_ms,
      quote_p95_ms: quotes.p95_ms,
      quote_p50_ratio_to_baseline: round2(quotes.p50_ms / baseline.p50_ms),
      purchase_p50_ms: purchases.p50_ms,
      purchase_p95_ms: purchases.p95_ms,
      purchase_p50_ratio_to_baseline: round2(purchases.p50_ms / baseline.p50_ms),
    });
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(server.output());
    return false;
  } finally {
    await server.stop('SIGTERM');
  }
}
