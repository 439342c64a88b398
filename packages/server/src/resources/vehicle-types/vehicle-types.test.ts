import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleTypeSchema } from '@freight/core';
import { DEFAULT_VEHICLE_TYPES } from '../../seed/reference-data.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { coreClientFor } from '../../test-support/core-client.ts';
import { withSubscription } from '../../test-support/subscription.ts';

describe.each(backends)('vehicle types on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  it('lists every vehicle type with the product keys the client reads', async () => {
    const res = await api.as('operatorA').get('/api/vehicles/types');
    expect(res.status).toBe(200);
    const types = vehicleTypeSchema.array().parse(res.body.data);
    expect(types).toHaveLength(DEFAULT_VEHICLE_TYPES.length);
    expect(types.find((type) => type.name === 'Carreta 6 eixos')).toMatchObject({
      numberAxlesPepsico: 6,
      pepsicoVehicleType: 'Caminhao',
      wheelTypePepsico: 'Dupla',
    });
    const ids = types.map((type) => type.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const client = await coreClientFor(api, 'adminB');
    const listed = await client.vehicleTypes.list();
    expect(listed.success && listed.data.map((type) => type.id)).toEqual(ids);
  });

  it('answers 401 without a session, 403 without the permission and 402 without subscription', async () => {
    expect((await api.as(null).get('/api/vehicles/types')).status).toBe(401);
    const guest = await api.as('guestA').get('/api/vehicles/types');
    expect(guest.status).toBe(403);
    expect(guest.body.message).toBe('Você não tem permissão para acessar este recurso.');
    await withSubscription(api, api.companyB, 'none', async () => {
      expect((await api.as('adminB').get('/api/vehicles/types')).status).toBe(402);
    });
  });
});
