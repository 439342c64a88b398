import { authSchema, plateFromWire, plateWireSchema } from '@freight/core';
import type { Plate } from '@freight/core';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedEnvironment } from '../environment/isolated-environment.ts';
import { createFakeServer, deferred, json, ok } from '../test-support/fake-server.ts';
import type { FakeServer } from '../test-support/fake-server.ts';
import type { PlannerConfig } from './config-store.ts';
import { createPlannerStores } from './planner-stores.ts';
import type { PlannerStores } from './planner-stores.ts';

const PLATES_PATH = '/api/me/list/plates';

const created: PlannerStores[] = [];

afterEach(() => {
  while (created.length > 0) created.pop()?.dispose();
});

function plate(id: number, text: string, category = 'truck', axis = 6): Plate {
  return plateFromWire(plateWireSchema.parse({ id, plate: text, category, axis }));
}

function stores(server: FakeServer, config: Partial<PlannerConfig> = { token: 'tk-1' }): PlannerStores {
  const result = createPlannerStores(isolatedEnvironment({ fetch: server.fetch }), config);
  created.push(result);
  return result;
}

/** Lets pending answers and their handlers run. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('plates store: tags (SPEC §4 "Tags load when the plate changes")', () => {
  it("a newer plate's tags win over an older plate's slow answer", async () => {
    const slow = deferred<Response>();
    const server = createFakeServer()
      .on('POST', '/api/plates/1', () => slow.promise)
      .on('POST', '/api/plates/2', () => ok(['TAG-B']));
    const { plates, vehicle } = stores(server);

    plates.choose(plate(1, 'ABC1D23'));
    expect(vehicle.$vehicle.get().loadingTags).toBe(true);
    plates.choose(plate(2, 'QWE4R56', 'bus', 3));
    await expect.poll(() => vehicle.$vehicle.get().tags).toEqual(['TAG-B']);
    expect(vehicle.$vehicle.get()).toMatchObject({ tag: 'TAG-B', loadingTags: false, category: 'bus' });

    slow.resolve(ok(['TAG-A1', 'TAG-A2']));
    await settle();
    expect(vehicle.$vehicle.get()).toMatchObject({
      plate: { id: 2 },
      tags: ['TAG-B'],
      tag: 'TAG-B',
      loadingTags: false,
    });
    expect(server.requestsTo('/api/plates/1')).toHaveLength(1);
    expect(server.requestsTo('/api/plates/2')).toHaveLength(1);
  });

  it('removing the plate while its tags load ignores their answer; reset clears text, plate and tags', async () => {
    const slow = deferred<Response>();
    const server = createFakeServer().on('POST', '/api/plates/1', () => slow.promise);
    const { plates, vehicle } = stores(server);
    plates.choose(plate(1, 'abc1d23'));
    expect(vehicle.$plateText.get()).toBe('ABC1D23');
    plates.choose(null);
    expect(vehicle.$vehicle.get()).toMatchObject({ plate: null, loadingTags: false, tags: [] });
    expect(vehicle.$plateText.get()).toBe('');
    slow.resolve(ok(['TAG-1']));
    await settle();
    expect(vehicle.$vehicle.get().tags).toEqual([]);

    plates.choose(plate(1, 'ABC1D23'));
    vehicle.reset();
    expect(vehicle.$vehicle.get()).toMatchObject({
      plate: null,
      tags: [],
      tag: '',
      category: 'truck',
      axis: 6,
    });
    expect(vehicle.$plateText.get()).toBe('');
  });
});

describe('plates store: the list (GET /api/me/list/plates)', () => {
  it('loads once per token while started, nothing without a token, and forgets the list on logout', async () => {
    const server = createFakeServer().on('GET', PLATES_PATH, () =>
      ok([{ id: 1, plate: 'ABC1D23', category: 'truck', axis: 6 }]),
    );
    const planner = stores(server, {});
    const stop = planner.plates.start();
    await settle();
    expect(server.requestsTo(PLATES_PATH)).toEqual([]);

    planner.config.update({ token: 'tk-1' });
    await expect.poll(() => planner.plates.$plates.get().map((each) => each.plate)).toEqual(['ABC1D23']);
    stop();
    planner.plates.start();
    await settle();
    expect(server.requestsTo(PLATES_PATH)).toHaveLength(1);

    planner.config.update({ token: 'tk-2' });
    await expect.poll(() => server.requestsTo(PLATES_PATH)).toHaveLength(2);
    planner.config.update({ token: null });
    expect(planner.plates.$plates.get()).toEqual([]);
  });

  it('swallows a failed load (no plates) and asks again after the token changes', async () => {
    let answer = (): Response => json({ success: false, statusCode: 500, message: 'Erro' }, 500);
    const server = createFakeServer().on('GET', PLATES_PATH, () => answer());
    const planner = stores(server);
    planner.plates.start();
    await expect.poll(() => server.requestsTo(PLATES_PATH)).toHaveLength(1);
    await expect.poll(() => planner.plates.$loading.get()).toBe(false);
    expect(planner.plates.$plates.get()).toEqual([]);

    answer = () => ok([{ id: 7, plate: 'QWE4R56', category: 'bus', axis: 3 }]);
    planner.config.update({ token: 'tk-2' });
    await expect.poll(() => planner.plates.$plates.get().map((each) => each.id)).toEqual([7]);
  });
});

describe("plates store: a plate added through 'Adicionar placa' (SPEC §2 dialog mode)", () => {
  it('is offered only with plate-create', () => {
    const planner = stores(createFakeServer());
    const user = (permissions: string[], roles: string[] = []) =>
      authSchema.parse({
        token: 'tk-1',
        email: 'ana@acme.com.br',
        settings: { roles, permissions, companies: [{ id: 1, name: 'Acme' }] },
      });
    expect(planner.plates.$canAdd.get()).toBe(false);
    planner.session.setAuth(user(['plate-list']));
    expect(planner.plates.$canAdd.get()).toBe(false);
    planner.session.setAuth(user(['plate-list', 'plate-create']));
    expect(planner.plates.$canAdd.get()).toBe(true);
    planner.session.setAuth(user([], ['super-admin']));
    expect(planner.plates.$canAdd.get()).toBe(true);
  });

  it('reloads the list and chooses the new plate, shown at once before the list comes back', async () => {
    const answer = deferred<Response>();
    let calls = 0;
    const server = createFakeServer()
      .on('GET', PLATES_PATH, () => {
        calls += 1;
        return calls === 1 ? ok([{ id: 1, plate: 'ABC1D23', category: 'truck', axis: 6 }]) : answer.promise;
      })
      .on('POST', '/api/plates/9', () => ok(['TAG-9']));
    const planner = stores(server);
    planner.plates.start();
    await expect.poll(() => planner.plates.$plates.get().map((each) => each.plate)).toEqual(['ABC1D23']);

    planner.plates.added(plate(9, 'QWE4R56', 'bus', 3));
    expect(planner.plates.$selected.get()?.plate).toBe('QWE4R56');
    expect(planner.vehicle.$plateText.get()).toBe('QWE4R56');
    expect(planner.vehicle.$vehicle.get()).toMatchObject({ category: 'bus', axis: 3 });
    await expect.poll(() => server.requestsTo(PLATES_PATH)).toHaveLength(2);

    answer.resolve(
      ok([
        { id: 1, plate: 'ABC1D23', category: 'truck', axis: 6 },
        { id: 9, plate: 'QWE4R56', category: 'bus', axis: 3 },
      ]),
    );
    await expect.poll(() => planner.plates.$plates.get().map((each) => each.id)).toEqual([1, 9]);
    expect(planner.plates.$selected.get()?.id).toBe(9);
    await expect.poll(() => planner.vehicle.$vehicle.get().tags).toEqual(['TAG-9']);
  });
});
