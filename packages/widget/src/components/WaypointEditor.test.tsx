import {
  DESTINATION_LETTER_COLOR,
  DRAG_WAYPOINT_TOOLTIP,
  EDITING_SCREEN,
  INTERMEDIATE_LETTER_COLOR,
  ORIGIN_LETTER_COLOR,
  REMOVE_WAYPOINT_TOOLTIP,
} from '@freight/core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MESSAGES } from '../messages.ts';
import { createFakeServer, ok } from '../test-support/fake-server.ts';
import { CURITIBA, CURITIBA_SUGGESTIONS, SAO_PAULO } from '../test-support/fixtures.ts';
import { all, find, findButton, letters, placeholders } from '../test-support/queries.ts';
import { renderPanel } from '../test-support/render-panel.tsx';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import type { PanelRender } from '../test-support/render-panel.tsx';

const rendered: PanelRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

async function panel(config: Parameters<typeof renderPanel>[1] = {}): Promise<PanelRender> {
  const result = await renderPanel({}, config);
  rendered.push(result);
  return result;
}

function buttonsNamed(root: ShadowRoot, name: string): HTMLButtonElement[] {
  return all<HTMLButtonElement>(root, 'button').filter((b) => b.getAttribute('aria-label') === name);
}

function letterColors(root: ShadowRoot): string[] {
  return all(root, '[data-testid="waypoint-letter"]').map((letter) => getComputedStyle(letter).color);
}

function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

function dragRow(root: ShadowRoot, from: number, to: number): void {
  const handles = all(root, `[aria-label="${DRAG_WAYPOINT_TOOLTIP}"]`);
  const rows = all(root, '[data-testid="waypoint-row"]');
  const dataTransfer = new DataTransfer();
  handles[from]?.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer }));
  rows[to]?.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
  rows[to]?.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

describe('waypoint editor', () => {
  it('starts with origin A (blue) and destination B (red), no remove icons, the add icon on B', async () => {
    const { shadow } = await panel();
    expect(letters(shadow)).toEqual(['A', 'B']);
    expect(placeholders(shadow)).toEqual(['Origem', 'Destino']);
    expect(letterColors(shadow)).toEqual([rgb(ORIGIN_LETTER_COLOR), rgb(DESTINATION_LETTER_COLOR)]);
    expect(buttonsNamed(shadow, REMOVE_WAYPOINT_TOOLTIP)).toHaveLength(0);
    expect(buttonsNamed(shadow, MESSAGES.addDestination)).toHaveLength(1);
    expect(all(shadow, '[data-testid="waypoint-dots"]')).toHaveLength(1);
  });

  it('adding, removing, swapping and dragging waypoints update letters, placeholders and icons', async () => {
    const { shadow, stores } = await panel();
    await userEvent.click(await findButton(shadow, MESSAGES.addDestination));
    expect(stores.editor.$editing.get()).toEqual({ screen: EDITING_SCREEN.SEARCH, searchIndex: 2 });
    expect((await find<HTMLInputElement>(shadow, '[data-testid="search-input"]')).placeholder).toBe(
      'Destino',
    );
    await userEvent.click(await findButton(shadow, 'Cancelar'));

    await expect.poll(() => letters(shadow)).toEqual(['A', 'B', 'C']);
    expect(placeholders(shadow)).toEqual(['Origem', 'Ponto B', 'Destino']);
    expect(letterColors(shadow)).toEqual([
      rgb(ORIGIN_LETTER_COLOR),
      rgb(INTERMEDIATE_LETTER_COLOR),
      rgb(DESTINATION_LETTER_COLOR),
    ]);
    expect(buttonsNamed(shadow, REMOVE_WAYPOINT_TOOLTIP)).toHaveLength(3);
    expect(buttonsNamed(shadow, MESSAGES.addDestination)).toHaveLength(0);
    expect(shadow.querySelector(`input[aria-label="${MESSAGES.addDestination}"]`)).not.toBeNull();

    stores.waypoints.set([
      SAO_PAULO,
      { searchText: 'Registro, SP', coordinates: { lat: -24.49, lng: -47.84 } },
      CURITIBA,
    ]);
    await userEvent.click(await findButton(shadow, MESSAGES.swapWaypoints));
    await expect
      .poll(() => all<HTMLInputElement>(shadow, '[data-testid="waypoint-input"]').map((input) => input.value))
      .toEqual(['Curitiba, PR', 'Registro, SP', 'São Paulo, SP']);

    dragRow(shadow, 0, 2);
    await expect
      .poll(() => all<HTMLInputElement>(shadow, '[data-testid="waypoint-input"]').map((input) => input.value))
      .toEqual(['Registro, SP', 'São Paulo, SP', 'Curitiba, PR']);

    await userEvent.click(buttonsNamed(shadow, REMOVE_WAYPOINT_TOOLTIP)[1] as HTMLButtonElement);
    const confirmation = await find(shadow, '[data-testid="remove-waypoint-dialog"]');
    expect(confirmation.textContent).toContain('Remover destino');
    expect(confirmation.textContent).toContain('Deseja remover "São Paulo, SP" da rota?');
    await userEvent.click(await findButton(shadow, 'Remover'));
    await expect.poll(() => letters(shadow)).toEqual(['A', 'B']);
    expect(
      all<HTMLInputElement>(shadow, '[data-testid="waypoint-input"]').map((input) => input.value),
    ).toEqual(['Registro, SP', 'Curitiba, PR']);
    expect(buttonsNamed(shadow, REMOVE_WAYPOINT_TOOLTIP)).toHaveLength(0);
    expect(stores.editor.$editing.get().screen).toBe(EDITING_SCREEN.LIST);
  });

  it("removes an empty row at once; 'Cancelar' of the confirmation keeps a filled one", async () => {
    const { shadow, stores } = await panel();
    stores.waypoints.set([SAO_PAULO, { searchText: '', coordinates: { lat: 0, lng: 0 } }, CURITIBA]);
    await expect.poll(() => letters(shadow)).toEqual(['A', 'B', 'C']);
    await userEvent.click(buttonsNamed(shadow, REMOVE_WAYPOINT_TOOLTIP)[1] as HTMLButtonElement);
    await expect.poll(() => letters(shadow)).toEqual(['A', 'B']);
    expect(shadow.querySelector('[data-testid="remove-waypoint-dialog"]')).toBeNull();

    stores.waypoints.set([
      SAO_PAULO,
      { searchText: 'Registro, SP', coordinates: { lat: -24.49, lng: -47.84 } },
      CURITIBA,
    ]);
    await expect.poll(() => letters(shadow)).toEqual(['A', 'B', 'C']);
    await userEvent.click(buttonsNamed(shadow, REMOVE_WAYPOINT_TOOLTIP)[1] as HTMLButtonElement);
    await find(shadow, '[data-testid="remove-waypoint-dialog"]');
    await userEvent.click(await findButton(shadow, 'Cancelar'));
    await expect.poll(() => shadow.querySelector('[data-testid="remove-waypoint-dialog"]')).toBeNull();
    expect(letters(shadow)).toEqual(['A', 'B', 'C']);
  });

  it("after a route is shown, a confirmed removal searches the route again in mode 'dc'", async () => {
    const fake = createFakeServer().on('POST', '/api/routes/route', () => ok(twoAlternativesResponse()));
    const result = await renderPanel({ fetch: fake.fetch });
    rendered.push(result);
    const { shadow, stores } = result;
    const registro = { searchText: 'Registro, SP', coordinates: { lat: -24.49, lng: -47.84 } };
    stores.waypoints.set([SAO_PAULO, registro, CURITIBA]);
    await stores.route.calculate();
    expect(fake.requestsTo('/api/routes/route')).toHaveLength(1);
    await userEvent.click(buttonsNamed(shadow, REMOVE_WAYPOINT_TOOLTIP)[1] as HTMLButtonElement);
    await userEvent.click(await findButton(shadow, 'Remover'));
    await expect.poll(() => fake.requestsTo('/api/routes/route')).toHaveLength(2);
    const body = fake.requestsTo('/api/routes/route')[1]?.body as { mc: string; waypoints: unknown[] };
    expect(body.mc).toBe('dc');
    expect(body.waypoints).toHaveLength(2);
  });

  it('swaps origin and destination of a two-stop list', async () => {
    const { shadow, stores } = await panel();
    stores.waypoints.set([SAO_PAULO, CURITIBA]);
    await userEvent.click(await findButton(shadow, MESSAGES.swapWaypoints));
    expect(stores.waypoints.$waypoints.get()).toEqual([CURITIBA, SAO_PAULO]);
  });

  it('typing in the add-destination input appends a waypoint and searches from the typed letter', async () => {
    const { shadow, stores } = await panel();
    stores.waypoints.set([
      SAO_PAULO,
      CURITIBA,
      { searchText: 'Joinville', coordinates: { lat: -26.3, lng: -48.8 } },
    ]);
    await userEvent.type(await find(shadow, `input[aria-label="${MESSAGES.addDestination}"]`), 'R');
    const search = await find<HTMLInputElement>(shadow, '[data-testid="search-input"]');
    expect(search.value).toBe('R');
    expect(stores.editor.$editing.get()).toEqual({ screen: EDITING_SCREEN.SEARCH, searchIndex: 3 });
    expect(stores.waypoints.$waypoints.get()).toHaveLength(4);
  });

  it('Enter with no row highlighted takes the first result; on an empty text it does nothing', async () => {
    const server = createFakeServer().on('GET', '/api/geocode/suggestions', () =>
      ok({ suggestions: CURITIBA_SUGGESTIONS }),
    );
    const result = await renderPanel({ fetch: server.fetch });
    rendered.push(result);
    const { shadow, stores } = result;
    await userEvent.click(await find(shadow, 'input[placeholder="Destino"]'));
    const search = await find<HTMLInputElement>(shadow, '[data-testid="search-input"]');
    await userEvent.keyboard('{Enter}');
    expect(stores.editor.$editing.get().screen).toBe(EDITING_SCREEN.SEARCH);
    await userEvent.type(search, 'Curi');
    await expect.poll(() => shadow.textContent).toContain('Curitibanos, SC');
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => stores.waypoints.$waypoints.get()[1])
      .toEqual({
        searchText: 'Curitiba, PR',
        coordinates: { lat: -25.4284, lng: -49.2733 },
      });
    expect(stores.editor.$editing.get().screen).not.toBe(EDITING_SCREEN.SEARCH);
  });

  it('labels rows after Z with numbers', async () => {
    const { shadow, stores } = await panel();
    stores.waypoints.set(
      Array.from({ length: 28 }, (_, i) => ({
        searchText: `P${i}`,
        coordinates: { lat: -20, lng: -40 - i / 10 },
      })),
    );
    await expect.poll(() => letters(shadow).slice(24)).toEqual(['Y', 'Z', '27', '28']);
  });

  it('view mode: read-only waypoints, categories disabled, plate shown', async () => {
    const { shadow, stores } = await panel({ mode: 'view' });
    stores.waypoints.set([SAO_PAULO, CURITIBA, SAO_PAULO]);
    await expect.poll(() => letters(shadow)).toEqual(['A', 'B', 'C']);
    expect(buttonsNamed(shadow, REMOVE_WAYPOINT_TOOLTIP)).toHaveLength(0);
    expect(buttonsNamed(shadow, MESSAGES.swapWaypoints)).toHaveLength(0);
    expect(all(shadow, `[aria-label="${DRAG_WAYPOINT_TOOLTIP}"]`)).toHaveLength(0);
    await userEvent.click(all(shadow, '[data-testid="waypoint-input"]')[0] as HTMLElement);
    expect(stores.editor.$editing.get().screen).not.toBe(EDITING_SCREEN.SEARCH);
    expect(buttonsNamed(shadow, MESSAGES.categories.bus)[0]?.disabled).toBe(true);
    expect(all(shadow, 'label').map((label) => label.textContent)).toContain(MESSAGES.plate);
  });

  it.each([
    ['create', false],
    ['manual', true],
  ] as const)('%s mode shows the plate field: %s', async (mode, shown) => {
    const { shadow } = await panel({ mode });
    expect(
      all(shadow, 'label')
        .map((label) => label.textContent)
        .includes(MESSAGES.plate),
    ).toBe(shown);
    expect(buttonsNamed(shadow, MESSAGES.categories.bus)[0]?.disabled).toBe(false);
  });
});
