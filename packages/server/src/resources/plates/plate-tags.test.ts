import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { plateTagsSchema } from '@freight/core';
import { plates, plateTags, vehicleTypes } from '../../db/schema.ts';
import type { AppEnv } from '../../http/endpoint.ts';
import { handleError } from '../../http/error-handler.ts';
import { mountEndpoints } from '../../http/mount-endpoints.ts';
import type { TagProvider } from '../../providers/tags/tag-provider.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { coreClientFor } from '../../test-support/core-client.ts';
import { TAG_MESSAGES } from './plates.service.ts';
import { platesResource } from './plates.routes.ts';

describe.each(backends)('plate tags (POST /api/plates/{id}) on %s', (backend) => {
  let api: TestApi;
  let typeId: number;
  beforeAll(async () => {
    api = await startTestApi(backend);
    const [type] = await api.db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id)).limit(1);
    typeId = type?.id ?? 0;
  }, 60_000);
  afterAll(() => api?.close());

  const insertPlate = async (companyId: number, plate: string) => {
    const [row] = await api.db
      .insert(plates)
      .values({
        company_id: companyId,
        plate,
        brand: 'Volvo',
        model: 'FH 540',
        vehicle_type_id: typeId,
        category: 'truck',
        axis: 6,
        rear_wheel_type: 'Dupla',
      })
      .returning();
    if (!row) throw new Error('plate not inserted');
    return row;
  };

  it('answers the toll tags stored for the plate, and forgets them with the plate', async () => {
    const plate = await insertPlate(api.companyA, 'TAG1D23');
    await api.db.insert(plateTags).values([
      { plate_id: plate.id, name: 'Sem Parar' },
      { plate_id: plate.id, name: 'ConectCar' },
    ]);
    const res = await api.as('adminA').post(`/api/plates/${plate.id}`, { plate_id: plate.id });
    expect(res.status).toBe(200);
    expect(plateTagsSchema.parse(res.body.data)).toEqual(['ConectCar', 'Sem Parar']);
    const client = await coreClientFor(api, 'operatorA');
    expect(await client.plates.tags(plate.id)).toEqual(['ConectCar', 'Sem Parar']);
    expect((await api.as('adminB').post(`/api/plates/${plate.id}`, { plate_id: plate.id })).status).toBe(404);
    expect((await api.as('superAdmin').post(`/api/plates/${plate.id}`, { plate_id: plate.id })).status).toBe(
      200,
    );

    expect((await api.as('adminA').delete(`/api/plates/${plate.id}`)).status).toBe(200);
    expect(await api.db.$count(plateTags, eq(plateTags.plate_id, plate.id))).toBe(0);
  });

  it('answers 502 when the tag provider fails and 504 when it does not answer in time', async () => {
    const plate = await insertPlate(api.companyA, 'PRV1D23');
    const appWith = (tagProvider: TagProvider) => {
      const app = new Hono<AppEnv>();
      mountEndpoints(app, api.ctx, [platesResource(api.ctx, { tagProvider, tagTimeoutMs: 50 })]);
      app.onError(handleError(api.ctx.logger));
      return app;
    };
    const askTags = async (provider: TagProvider) => {
      const res = await appWith(provider).request(`/api/plates/${plate.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await api.token('adminA')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ plate_id: plate.id }),
      });
      return { status: res.status, body: (await res.json()) as { message: string; success: boolean } };
    };
    const failing: TagProvider = {
      name: 'failing',
      tagsOf: () => Promise.reject(new Error('connection refused')),
    };
    const silent: TagProvider = {
      name: 'silent',
      tagsOf: (_plate, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    };
    const garbled: TagProvider = {
      name: 'garbled',
      tagsOf: () => Promise.resolve({ tags: 'Sem Parar' } as unknown as string[]),
    };
    const messy: TagProvider = {
      name: 'messy',
      tagsOf: () => Promise.resolve([' Veloe ', '', 'Veloe', 'Sem Parar']),
    };
    expect(await askTags(failing)).toEqual({
      status: 502,
      body: expect.objectContaining({ success: false, message: TAG_MESSAGES.failed }),
    });
    expect(await askTags(silent)).toEqual({
      status: 504,
      body: expect.objectContaining({ success: false, message: TAG_MESSAGES.timeout }),
    });
    expect((await askTags(garbled)).status).toBe(502);
    expect(await askTags(messy)).toMatchObject({ status: 200, body: { data: ['Veloe', 'Sem Parar'] } });

    const client = await coreClientFor(api, 'adminA', appWith(failing));
    expect(await client.plates.tags(plate.id)).toEqual([]);
  });
});
