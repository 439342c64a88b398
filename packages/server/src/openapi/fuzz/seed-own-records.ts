import { vpoPurchases } from '../../db/schema.ts';
import { plateCheckRuntime } from '../../plate-checks/plate-check-runtime.ts';
import type { TestApi } from '../../test-support/test-api.ts';

/** The records {@link seedOwnRecords} made: ids (as path segments) and the creation body, by collection path. */
export interface OwnRecords {
  pools: Map<string, string[]>;
  bodies: Map<string, Record<string, unknown>>;
}

/**
 * Creates, as super-admin through the API, one record of each resource for the fuzzer to read, change
 * and delete (the fixtures of `startTestApi` are left alone: the fuzzer only writes to these). Returns
 * their ids and creation bodies by collection path; a toll tariff is created under its plaza but changed
 * under `/api/toll-tariffs`.
 */
export async function seedOwnRecords(api: TestApi): Promise<OwnRecords> {
  const pools = new Map<string, string[]>();
  const bodies = new Map<string, Record<string, unknown>>();
  const admin = api.as('superAdmin');
  const created = async (path: string, body: Record<string, unknown>, pool = path) => {
    const res = await admin.post(path, body);
    if (res.status !== 201) throw new Error(`seed ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    const id = String(res.body.data.id);
    pools.set(pool, [...(pools.get(pool) ?? []), id]);
    bodies.set(pool, body);
    return res.body.data.id as number;
  };
  const company = await created('/api/companies', {
    name: 'Fuzz Cargas',
    legal_name: 'Fuzz Cargas Ltda',
    cnpj: '73.194.628/0001-49',
  });
  const types = (await admin.get('/api/vehicles/types')).body.data as { id: number }[];
  await created('/api/shippers', {
    company_id: company,
    name: 'Embarcador Fuzz',
    document: '45.287.163/0001-35',
  });
  await created('/api/plates', {
    company_id: company,
    plate: 'FUZ1A23',
    brand: 'Volvo',
    model: 'FH 540',
    vehicle_type_pepsico: types[0]?.id,
    category: 'truck',
    axis: 6,
    rear_wheel_type: 'Dupla',
  });
  await created('/api/cost-centers', { company_id: company, name: 'Centro Fuzz' });
  await created('/api/roles', { name: 'fuzz-papel', permissions: ['shipper-list'] });
  await created('/api/users', {
    name: 'Pessoa Fuzz',
    email: 'fuzz@teste.com.br',
    password: 'senha-forte-1',
    company_ids: [company],
  });
  await created('/api/routes', {
    company_id: company,
    slug: 'São Paulo → Curitiba',
    distance: 408.45,
    time: 20_700,
    type: 'efficient',
    waypoints: ['São Paulo, SP', 'Curitiba, PR'],
  });
  const plaza = 'fuzz-praca-1';
  await created('/api/toll-plazas', {
    id: plaza,
    nome: 'Praça Fuzz',
    concessionaria: 'CONCESSIONÁRIA FUZZ',
    rodovia: 'BR-116',
    uf: 'SP',
    lat: -23.5,
    lng: -46.6,
    fonte: 'ANTT',
  });
  await created(
    `/api/toll-plazas/${plaza}/tariffs`,
    { valid_from: '2026-07-01', multiplier: 2, fare: 17.4, source: 'ARTESP' },
    '/api/toll-tariffs',
  );
  await created('/api/weighing-stations', {
    nome: 'PPV Fuzz',
    tipo: 'PPV (posto de pesagem veicular)',
    rodovia: 'SP-075',
    km: 8.5,
    sentido: 'Bidirecional',
    cidade: 'Sorocaba',
    uf: 'sp',
    concessionaria: 'VIAOESTE',
    lat: -23.4347,
    lng: -47.3726,
    fonte: 'QualP',
  });
  await created('/api/freight-coefficients', {
    act: 'Fuzz 1/2026',
    valid_from: '2026-01-20',
    valid_to: '2026-07-16',
    table: 'A',
    cargo_kind: 'granel_solido',
    axles: 6,
    ccd: 6.1,
    cc: 600,
  });
  // A VPO purchase is bought through a supplier: the suite's own one is written as bought (issued).
  const [plate] = (await admin.get('/api/me/list/plates')).body.data as { id: number; plate: string }[];
  const [vpo] = await api.db
    .insert(vpoPurchases)
    .values({
      company_id: company,
      idempotency_key: 'fuzz-chave-0001',
      request_hash: 'fuzz',
      client_reference: 'vpo-fuzz0000000000000001',
      route_slug: 'São Paulo → Curitiba',
      route_waypoints: ['São Paulo, SP', 'Curitiba, PR'],
      status: 'issued',
      supplier: 'builtin',
      plate: plate?.plate ?? 'FUZ1A23',
      vehicle_category: 'truck',
      axis: 6,
      expiration_date: '2026-12-31',
      transport_taker: 'FOB',
      lines: [],
      quoted_cents: 1740,
      purchased_cents: 1740,
      priced_on: '2026-07-01',
      trip_number: 'PP-FUZZ',
    })
    .returning({ id: vpoPurchases.id });
  pools.set('/api/vpo', [String(vpo!.id)]);
  // A plate-check batch, checked (built-in source) before the fuzzer starts.
  await created('/api/plates-osa', {
    company_id: company,
    description: 'Consulta do fuzz',
    plates: [plate?.plate ?? 'FUZ1A23'],
  });
  await plateCheckRuntime(api.ctx).processor.idle();
  return { pools, bodies };
}
