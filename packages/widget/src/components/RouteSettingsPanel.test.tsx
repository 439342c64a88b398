import {
  buildRouteRequest,
  CLEAR_FIELDS_TEXT,
  DEFAULT_OPTIONS,
  ROUTE_SEARCH_UNEXPECTED_MESSAGE,
} from '@freight/core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { RouteCalculatedDetail } from '../events/planner-events.ts';
import { MESSAGES } from '../messages.ts';
import { createFakeServer, deferred, json, ok } from '../test-support/fake-server.ts';
import { CURITIBA, routeResponse, SAO_PAULO } from '../test-support/fixtures.ts';
import { find, findButton } from '../test-support/queries.ts';
import { renderPanel } from '../test-support/render-panel.tsx';
import type { PanelRender } from '../test-support/render-panel.tsx';

const ROUTE = '/api/routes/route';
const rendered: PanelRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

async function panel(fetch: typeof globalThis.fetch): Promise<PanelRender> {
  const result = await renderPanel({ fetch });
  rendered.push(result);
  return result;
}

function calculateButton(shadow: ShadowRoot): Promise<HTMLButtonElement> {
  return find<HTMLButtonElement>(shadow, '[data-testid="route-settings-panel"] button.MuiButton-contained');
}

describe("'Calcular'", () => {
  it('with an empty waypoint shows the validation message and does not call the API', async () => {
    const server = createFakeServer();
    const { shadow, stores } = await panel(server.fetch);
    stores.waypoints.update(0, SAO_PAULO);
    await userEvent.click(await findButton(shadow, MESSAGES.calculate));
    await expect.poll(() => shadow.textContent).toContain('Esse campo é obrigatório');
    stores.waypoints.update(1, { searchText: 'Curitiba' });
    await expect.poll(() => shadow.textContent).toContain('Ponto sem localização');
    await userEvent.click(await findButton(shadow, MESSAGES.calculate));
    expect(server.requests).toEqual([]);
    expect(stores.route.$route.get().status).toBe('idle');
  });

  it('posts the body of buildRouteRequest and shows "Calculando..." until the answer arrives', async () => {
    const answer = deferred<Response>();
    const server = createFakeServer().on('POST', ROUTE, () => answer.promise);
    const { shadow, stores } = await panel(server.fetch);
    const calculated: RouteCalculatedDetail[] = [];
    stores.events.connect({ onRouteCalculated: (detail) => void calculated.push(detail) });
    stores.waypoints.set([SAO_PAULO, CURITIBA]);
    await userEvent.click(await findButton(shadow, MESSAGES.categories.bus));
    await userEvent.click(await find(shadow, 'input[type="checkbox"]'));
    await userEvent.type(
      await find(shadow, `input[placeholder="${MESSAGES.retroactiveDatePlaceholder}"]`),
      '05082026',
    );

    const button = await calculateButton(shadow);
    await userEvent.click(button);
    await expect.poll(() => button.textContent).toBe(MESSAGES.calculating);
    const [request] = server.requestsTo(ROUTE);
    expect(request?.method).toBe('POST');
    const expected = buildRouteRequest({
      waypoints: [SAO_PAULO, CURITIBA],
      vehicle: { category: 'bus', axis: 4, rearWheelType: 'Simples' },
      options: { ...DEFAULT_OPTIONS, calculateReturn: true, retroactiveDate: '05/08/2026' },
      mode: 'mc',
    });
    expect(request?.body).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(expected.config_pedagio.prices_from_date).toBe('2026-08-05');

    answer.resolve(ok(routeResponse(411.1)));
    await expect.poll(() => button.textContent).toBe(MESSAGES.calculate);
    expect(stores.route.$route.get().response?.rotas[0]?.rota.trip.summary.length).toBe(411.1);
    expect(calculated.map((detail) => [detail.requestId, detail.mode, detail.request])).toEqual([
      [1, 'mc', expected],
    ]);

    await userEvent.click(button);
    expect(server.requestsTo(ROUTE)).toHaveLength(1);
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const answers = [deferred<Response>(), deferred<Response>()];
    let calls = 0;
    const server = createFakeServer().on(
      'POST',
      ROUTE,
      () => answers[calls++]?.promise ?? Promise.reject(new Error('extra')),
    );
    const { shadow, stores } = await panel(server.fetch);
    const calculated: number[] = [];
    stores.events.connect({ onRouteCalculated: (detail) => void calculated.push(detail.requestId) });
    stores.waypoints.set([SAO_PAULO, CURITIBA]);
    const button = await calculateButton(shadow);

    await userEvent.click(button);
    await userEvent.click(await findButton(shadow, MESSAGES.addAxle));
    await userEvent.click(button);
    expect(
      server
        .requestsTo(ROUTE)
        .map((request) => (request.body as { config_veiculo: { eixos: number } }).config_veiculo.eixos),
    ).toEqual([6, 7]);

    answers[1]?.resolve(ok(routeResponse(520)));
    await expect.poll(() => stores.route.$route.get().status).toBe('done');
    answers[0]?.resolve(ok(routeResponse(411.1)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stores.route.$route.get()).toMatchObject({ status: 'done', requestId: 2 });
    expect(stores.route.$route.get().response?.rotas[0]?.rota.trip.summary.length).toBe(520);
    expect(calculated).toEqual([2]);
    expect(button.textContent).toBe(MESSAGES.calculate);
  });

  it('shows the route error dialog of a server error', async () => {
    const server = createFakeServer().on('POST', ROUTE, () => json({ message: 'boom' }, 500));
    const { shadow, stores } = await panel(server.fetch);
    const errors: string[] = [];
    stores.events.connect({ onError: (detail) => void errors.push(detail.message) });
    stores.waypoints.set([SAO_PAULO, CURITIBA]);
    await userEvent.click(await calculateButton(shadow));
    const dialog = await find(shadow, '[role="dialog"]');
    expect(dialog.textContent).toContain('Erro');
    expect(dialog.textContent).toContain(ROUTE_SEARCH_UNEXPECTED_MESSAGE);
    expect(errors).toEqual([ROUTE_SEARCH_UNEXPECTED_MESSAGE]);
    await userEvent.click(await findButton(dialog, MESSAGES.ok));
    await expect.poll(() => stores.route.$route.get()).toMatchObject({ status: 'idle', error: null });
  });

  it('blocks an invalid retroactive date with its message', async () => {
    const server = createFakeServer();
    const { shadow, stores } = await panel(server.fetch);
    stores.waypoints.set([SAO_PAULO, CURITIBA]);
    const date = await find<HTMLInputElement>(
      shadow,
      `input[placeholder="${MESSAGES.retroactiveDatePlaceholder}"]`,
    );
    await userEvent.type(date, '31022026');
    expect(date.value).toBe('31/02/2026');
    await expect.poll(() => shadow.textContent).toContain('Data inválida');
    await userEvent.click(await calculateButton(shadow));
    expect(server.requests).toEqual([]);
  });
});

describe('clear fields', () => {
  it("asks 'Alerta' first and, on 'Limpar campos', resets waypoints, options and route", async () => {
    const server = createFakeServer().on('POST', ROUTE, () => ok(routeResponse(411.1)));
    const { shadow, stores } = await panel(server.fetch);
    stores.waypoints.set([SAO_PAULO, CURITIBA]);
    stores.options.setCalculateReturn(true);
    await userEvent.click(await calculateButton(shadow));
    await expect.poll(() => stores.route.$route.get().status).toBe('done');

    await userEvent.click(await findButton(shadow, MESSAGES.clearFields));
    let dialog = await find(shadow, '[role="dialog"]');
    expect(dialog.querySelector('h2')?.textContent).toBe('Alerta');
    expect(dialog.textContent).toContain(CLEAR_FIELDS_TEXT);
    await userEvent.click(await findButton(dialog, 'Cancelar'));
    await expect.poll(() => shadow.querySelector('[role="dialog"]')).toBeNull();
    expect(stores.waypoints.$waypoints.get()).toEqual([SAO_PAULO, CURITIBA]);

    await userEvent.click(await findButton(shadow, MESSAGES.clearFields));
    dialog = await find(shadow, '[role="dialog"]');
    await userEvent.click(await findButton(dialog, 'Limpar campos'));
    await expect
      .poll(() => stores.waypoints.$waypoints.get().map((waypoint) => waypoint.searchText))
      .toEqual(['', '']);
    expect(stores.options.$options.get()).toEqual(DEFAULT_OPTIONS);
    expect(stores.route.$route.get()).toMatchObject({ status: 'idle', response: null });
    expect(shadow.textContent).not.toContain('Esse campo é obrigatório');
  });
});
