import { and, asc, eq } from 'drizzle-orm';
import type { FieldErrors, Paged } from '@freight/core';
import { contains } from '../../db/filters.ts';
import { paginate } from '../../db/paginate.ts';
import { weighingStations } from '../../db/schema.ts';
import { invalid, notFound } from '../../http/http-error.ts';
import type { ServerContext } from '../../server-context.ts';
import { insideBox } from '../../reference-data/bbox.ts';
import type {
  PositionSource,
  WeighingStationCreate,
  WeighingStationListQuery,
  WeighingStationRecord,
  WeighingStationUpdate,
} from './weighing-station-schemas.ts';

type StationRow = typeof weighingStations.$inferSelect;
type StationInsert = typeof weighingStations.$inferInsert;

/** The wire shape of a station row (SPEC §3 Truck scale names). */
function toStation(row: StationRow): WeighingStationRecord {
  return {
    id: row.id,
    nome: row.name,
    tipo: row.kind,
    rodovia: row.road,
    km: row.km,
    km_texto: row.km_text,
    sentido: row.direction,
    cidade: row.municipality,
    uf: row.uf,
    concessionaria: row.operator,
    lat: row.lat,
    lng: row.lng,
    origem_posicao: row.position_source,
    fonte: row.source,
    confianca: row.confidence,
    active: row.active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The columns a body sets; `km_texto` follows `km` when the body gives only the number. */
function stationColumns(body: WeighingStationUpdate): Partial<StationInsert> {
  const kmText =
    body.km_texto !== undefined || body.km === undefined
      ? body.km_texto
      : body.km === null
        ? null
        : String(body.km);
  const columns: Partial<StationInsert> = {
    name: body.nome,
    kind: body.tipo,
    road: body.rodovia,
    km: body.km,
    km_text: kmText,
    direction: body.sentido,
    municipality: body.cidade,
    uf: body.uf,
    operator: body.concessionaria,
    lat: body.lat,
    lng: body.lng,
    position_source: body.origem_posicao,
    source: body.fonte,
    confidence: body.confianca,
    active: body.active,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * The position source of a station with `lat`/`lng` (after the change): both or neither coordinate; a
 * station without them has source `none`, one with them `published` unless `road-km` is given.
 */
function positionSource(
  lat: number | null,
  lng: number | null,
  given: PositionSource | undefined,
): PositionSource {
  const errors: FieldErrors = {};
  if ((lat === null) !== (lng === null)) {
    const message = 'Informe latitude e longitude juntas (ou nenhuma das duas).';
    errors[lat === null ? 'lat' : 'lng'] = message;
  } else if (lat === null && given !== undefined && given !== 'none') {
    errors['origem_posicao'] = 'Sem latitude e longitude, a origem da posição deve ser none.';
  } else if (lat !== null && given === 'none') {
    errors['origem_posicao'] = 'Com latitude e longitude, a origem da posição não pode ser none.';
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (lat === null) return 'none';
  return given ?? 'published';
}

/**
 * Weighing stations: reference data shared by every company (no company scope). Stations without a
 * position never appear in a `bbox` answer. Every write bumps `ctx.referenceData`.
 */
export function createWeighingStationsService(ctx: ServerContext) {
  const { db } = ctx;

  async function find(id: number): Promise<StationRow> {
    const [row] = await db.select().from(weighingStations).where(eq(weighingStations.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(query: WeighingStationListQuery): Promise<Paged<WeighingStationRecord>> {
      const where = and(
        contains(weighingStations.name, query.name),
        contains(weighingStations.road, query.road),
        query.uf === undefined ? undefined : eq(weighingStations.uf, query.uf),
        query.active === undefined ? undefined : eq(weighingStations.active, query.active),
        insideBox(weighingStations.lat, weighingStations.lng, query.bbox),
      );
      const page = await paginate(query, {
        count: () => db.$count(weighingStations, where),
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(weighingStations)
            .where(where)
            .orderBy(asc(weighingStations.id))
            .limit(limit)
            .offset(offset),
      });
      return { ...page, data: page.data.map(toStation) };
    },

    async get(id: number): Promise<WeighingStationRecord> {
      return toStation(await find(id));
    },

    async create(body: WeighingStationCreate): Promise<WeighingStationRecord> {
      const source = positionSource(body.lat ?? null, body.lng ?? null, body.origem_posicao);
      const values: StationInsert = { ...stationColumns(body), name: body.nome, position_source: source };
      const [row] = await db.insert(weighingStations).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      ctx.referenceData.bump();
      return toStation(row);
    },

    async update(id: number, body: WeighingStationUpdate): Promise<WeighingStationRecord> {
      const current = await find(id);
      const columns = stationColumns(body);
      if (Object.keys(columns).length === 0) return toStation(current);
      const lat = body.lat === undefined ? current.lat : body.lat;
      const lng = body.lng === undefined ? current.lng : body.lng;
      const unmoved = body.lat === undefined && body.lng === undefined && lat !== null;
      columns.position_source = positionSource(
        lat,
        lng,
        body.origem_posicao ?? (unmoved ? current.position_source : undefined),
      );
      const [row] = await db
        .update(weighingStations)
        .set(columns)
        .where(eq(weighingStations.id, id))
        .returning();
      if (!row) throw notFound();
      ctx.referenceData.bump();
      return toStation(row);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db
        .delete(weighingStations)
        .where(eq(weighingStations.id, id))
        .returning({ id: weighingStations.id });
      if (deleted.length === 0) throw notFound();
      ctx.referenceData.bump();
    },
  };
}
