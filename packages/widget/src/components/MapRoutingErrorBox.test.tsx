import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, json, ok } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { centreOf, drag } from '../test-support/map-pointer.ts';
import { nextIdle, renderMapView } from '../test-support/map-render.tsx';
import type { MapRender } from '../test-support/map-render.tsx';
import { find, findButton } from '../test-support/queries.ts';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';

const NO_ROUTE = 'Não foi possível traçar uma rota até esse ponto.';

const rendered: MapRender[] = [];
afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

/** A map whose first calculation succeeds and whose next ones answer `failing` while it is true. */
async function routedMap() {
  const state = { failing: false };
  const server = createFakeServer().on('POST', '/api/routes/route', () =>
    state.failing
      ? json({ success: false, statusCode: 422, message: NO_ROUTE }, 422)
      : ok(twoAlternativesResponse()),
  );
  const view = await renderMapView({ fetch: server.fetch });
  rendered.push(view);
  view.stores.waypoints.set([SAO_PAULO, CURITIBA]);
  const idle = nextIdle(view.map);
  await view.stores.route.calculate();
  await idle;
  return { ...view, server, state };
}

async function dragMarker(view: MapRender, letter: string, dx: number) {
  const marker = await find(view.shadow, `[data-testid="waypoint-marker"][data-letter="${letter}"]`);
  const from = centreOf(marker);
  await drag(view.map, marker, from, { x: from.x + dx, y: from.y }, 3);
}

const box = (view: MapRender) => view.shadow.querySelector<HTMLElement>('[data-testid="map-routing-error"]');

describe('the routing error box on the map (SPEC §2 Map, §4)', () => {
  it('is hidden until a re-route from the map fails, then shows the error and can be dismissed', async () => {
    const view = await routedMap();
    expect(box(view)?.hidden).toBe(true);

    view.state.failing = true;
    await dragMarker(view, 'B', -50);

    await expect.poll(() => box(view)?.hidden).toBe(false);
    expect(box(view)?.textContent).toContain('Erro');
    expect(box(view)?.textContent).toContain(NO_ROUTE);
    await userEvent.click(await findButton(view.shadow, 'Fechar'));
    await expect.poll(() => box(view)?.hidden).toBe(true);
  });

  it('hides when routing starts again', async () => {
    const view = await routedMap();
    view.state.failing = true;
    await dragMarker(view, 'B', -50);
    await expect.poll(() => box(view)?.hidden).toBe(false);

    view.state.failing = false;
    await dragMarker(view, 'B', -30);
    await expect.poll(() => box(view)?.hidden).toBe(true);
    await expect.poll(() => view.stores.route.$route.get().status).toBe('done');
    expect(box(view)?.hidden).toBe(true);
  });

  it("stays hidden when the panel's calculation fails (its dialog reports it)", async () => {
    const view = await routedMap();
    view.state.failing = true;
    view.stores.waypoints.set([SAO_PAULO, { ...CURITIBA, coordinates: { lat: -25.5, lng: -49.3 } }]);
    await view.stores.route.calculate();
    expect(view.stores.route.$route.get().status).toBe('failed');
    expect(box(view)?.hidden).toBe(true);
  });
});
