import { and, eq } from 'drizzle-orm';
import type {
  FieldErrors,
  Paged,
  PlateCreate,
  PlateListQuery,
  PlateTags,
  PlateTagsRequest,
  PlateUpdate,
} from '@freight/core';
import {
  isValidAxisForCategory,
  KEY_INVALID_AXIS,
  MSG_INVALID_VEHICLE_TYPE,
  normalizePlate,
  VALIDATION_MESSAGE_TEXT,
} from '@freight/core';
import { assertCompanyWritable, companyScope } from '../../access/company-scope.ts';
import type { Principal } from '../../access/principal.ts';
import { compareRecords } from '../../db/list-order.ts';
import { paginate } from '../../db/paginate.ts';
import { plates, vehicleTypes } from '../../db/schema.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { lookupTags } from '../../providers/tags/lookup-tags.ts';
import type { TagProvider } from '../../providers/tags/tag-provider.ts';
import { createPlateListCache } from './plate-list-cache.ts';
import { toPlateRecord } from './plate-record.ts';
import type { PlateRecord, PlateRow } from './plate-record.ts';

/** pt-BR answers of the tag lookup when the provider fails. */
export const TAG_MESSAGES = {
  failed: 'Não foi possível consultar as tags da placa. Tente novamente mais tarde.',
  timeout: 'A consulta das tags da placa demorou demais. Tente novamente mais tarde.',
} as const;

/** Whether `text` contains `part`, ignoring case; an unset `part` always matches. */
const containsText = (text: string | null | undefined, part: string | undefined): boolean =>
  part === undefined || (text ?? '').toLocaleLowerCase('pt-BR').includes(part.toLocaleLowerCase('pt-BR'));

/** Whether a plate passes the list filters other than the plate text; `undefined` when none is set. */
function otherFilters(query: PlateListQuery): ((plate: PlateRecord) => boolean) | undefined {
  const { vehicle_type_pepsico, category, brand, model } = query;
  const unset = [vehicle_type_pepsico, category, brand, model].every((filter) => filter === undefined);
  if (unset) return undefined;
  return (plate) =>
    (vehicle_type_pepsico === undefined || plate.vehicle_type_pepsico === vehicle_type_pepsico) &&
    (category === undefined || plate.category === category) &&
    containsText(plate.brand, brand) &&
    containsText(plate.model, model);
}

/**
 * The companies whose plates `user` may list (`undefined`: every company, for super-admin), narrowed
 * to `companyId` when the query names one.
 */
function scopeOf(user: Principal, companyId: number | undefined): readonly number[] | undefined {
  const scope = user.isSuperAdmin ? undefined : user.companyIds;
  if (companyId === undefined) return scope;
  return (scope ?? [companyId]).filter((id) => id === companyId);
}

/** What the plates service may be given besides the context. */
export interface PlatesServiceOptions {
  /** Where toll tags come from (the built-in database provider by default). */
  tagProvider: TagProvider;
  /** How long the tag provider may take (milliseconds); `lookupTags`' default when unset. */
  tagTimeoutMs?: number;
}

/**
 * Plates of the user's companies (SPEC §3, §7): company-scoped like shippers; a plate appears once per
 * company (409), its vehicle type must exist and its category and axle count must be an accepted
 * combination (422). `tags` answers the plate's toll tags from the tag provider.
 */
export function createPlatesService(ctx: ServerContext, options: PlatesServiceOptions) {
  const { db, logger } = ctx;
  const listCache = createPlateListCache(db, logger);

  async function find(user: Principal, id: number): Promise<PlateRow> {
    const [row] = await db
      .select()
      .from(plates)
      .where(and(companyScope(user, plates.company_id), eq(plates.id, id)));
    if (!row) throw notFound();
    return row;
  }

  async function vehicleTypeExists(id: number): Promise<boolean> {
    const [row] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.id, id));
    return row !== undefined;
  }

  /** The 422 details of the rules beyond the body's schema: known vehicle type, axle count for the category. */
  async function ruleErrors(vehicleTypeId: number | undefined, category: string, axis: number) {
    const errors: FieldErrors = {};
    if (vehicleTypeId !== undefined && !(await vehicleTypeExists(vehicleTypeId))) {
      errors['vehicle_type_pepsico'] = MSG_INVALID_VEHICLE_TYPE;
    }
    if (!isValidAxisForCategory(category, axis)) errors['axis'] = VALIDATION_MESSAGE_TEXT[KEY_INVALID_AXIS];
    return errors;
  }

  return {
    async list(user: Principal, query: PlateListQuery): Promise<Paged<PlateRecord>> {
      // SPEC §5: the plate filter is a case-insensitive substring; plates are stored upper-case, unmasked.
      const text = query.plate === undefined ? '' : normalizePlate(query.plate);
      const matches = await listCache.plates(scopeOf(user, query.company_id), text, otherFilters(query));
      const found = query.sort === undefined ? matches : [...matches].sort(compareRecords(query));
      return paginate(query, {
        count: () => Promise.resolve(found.length),
        rows: ({ limit, offset }) => Promise.resolve(found.slice(offset, offset + limit)),
      });
    },

    async mine(user: Principal): Promise<PlateRecord[]> {
      const found = await listCache.plates(scopeOf(user, undefined), '');
      return found.sort((a, b) => (a.plate < b.plate ? -1 : a.plate > b.plate ? 1 : a.id - b.id));
    },

    async get(user: Principal, id: number): Promise<PlateRecord> {
      return toPlateRecord(await find(user, id));
    },

    async create(user: Principal, body: PlateCreate): Promise<PlateRecord> {
      await assertCompanyWritable(db, user, body.company_id);
      const errors = await ruleErrors(body.vehicle_type_pepsico, body.category, body.axis);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const { vehicle_type_pepsico, ...fields } = body;
      const [row] = await db
        .insert(plates)
        .values({ ...fields, vehicle_type_id: vehicle_type_pepsico })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toPlateRecord(row);
    },

    async update(user: Principal, id: number, body: PlateUpdate): Promise<PlateRecord> {
      const current = await find(user, id);
      if (body.company_id !== undefined && body.company_id !== current.company_id) {
        await assertCompanyWritable(db, user, body.company_id);
      }
      if (Object.keys(body).length === 0) return toPlateRecord(current);
      const errors = await ruleErrors(
        body.vehicle_type_pepsico,
        body.category ?? current.category,
        body.axis ?? current.axis,
      );
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const { vehicle_type_pepsico, ...fields } = body;
      const [row] = await db
        .update(plates)
        .set(
          vehicle_type_pepsico === undefined ? fields : { ...fields, vehicle_type_id: vehicle_type_pepsico },
        )
        .where(eq(plates.id, id))
        .returning();
      if (!row) throw notFound();
      return toPlateRecord(row);
    },

    async remove(user: Principal, id: number): Promise<void> {
      await find(user, id);
      await db.delete(plates).where(eq(plates.id, id));
    },

    /**
     * The plate's toll tags (`POST /api/plates/{id}` with `{plate_id}`). A provider that fails answers
     * 502, one that does not answer in time 504; both are logged.
     */
    async tags(user: Principal, id: number, body: PlateTagsRequest): Promise<PlateTags> {
      const plate = await find(user, id);
      if (body.plate_id !== id) throw invalid({ plate_id: MESSAGES.invalidValue });
      const provider = options.tagProvider;
      const lookup = await lookupTags(provider, plate, options.tagTimeoutMs);
      if (lookup.ok) return lookup.tags;
      logger.warn('tag lookup failed', {
        provider: provider.name,
        plate_id: id,
        reason: lookup.reason,
        error: lookup.error instanceof Error ? lookup.error.message : undefined,
      });
      throw lookup.reason === 'timeout'
        ? new HttpError(504, TAG_MESSAGES.timeout)
        : new HttpError(502, TAG_MESSAGES.failed);
    },
  };
}
