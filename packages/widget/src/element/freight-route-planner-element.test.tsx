import {
  RECENT_SEARCHES_DB_NAME,
  RECENT_SEARCHES_DB_STORE,
  RECENT_SEARCHES_STORAGE_KEY,
} from '@freight/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineFreightRoutePlanner, ELEMENT_TAG, FreightRoutePlannerElement } from '../define.ts';
import type { PlannerEnvironment } from '../environment/planner-environment.ts';
import type { FreightRoutePlannerEventMap } from '../events/planner-events.ts';
import { createFakeServer, json, ok } from '../test-support/fake-server.ts';
import type { FakeServer } from '../test-support/fake-server.ts';
import { CURITIBA_SUGGESTIONS } from '../test-support/fixtures.ts';
import { all, button, find, findButton } from '../test-support/queries.ts';

const BACKGROUND_ONLY_STYLE = `data:application/json,${encodeURIComponent(
  JSON.stringify({
    version: 8,
    sources: {},
    layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#cfe8ff' } }],
  }),
)}`;

const cleanups: (() => void)[] = [];

afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

function deleteRecentSearchesDatabase(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(RECENT_SEARCHES_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}

function suggestionsServer(): FakeServer {
  return createFakeServer().on('GET', '/api/geocode/suggestions', (request) =>
    ok({ suggestions: request.query.get('q') === 'Curi' ? CURITIBA_SUGGESTIONS : [] }),
  );
}

async function mount(
  attributes: Record<string, string> = {},
  environment?: Partial<PlannerEnvironment>,
): Promise<{ element: FreightRoutePlannerElement; shadow: ShadowRoot }> {
  const element = document.createElement(ELEMENT_TAG);
  element.setAttribute('map-style', BACKGROUND_ONLY_STYLE);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.style.cssText = 'display:block;width:1100px;height:640px';
  if (environment) element.environment = environment;
  document.body.append(element);
  cleanups.push(() => element.remove());
  const shadow = element.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  await find(shadow, '[data-testid="route-settings-panel"]');
  return { element, shadow };
}

async function chooseCuritibaAsOrigin(shadow: ShadowRoot): Promise<void> {
  await userEvent.click(await find(shadow, '[data-testid="waypoint-input"]'));
  const input = await find<HTMLInputElement>(shadow, '[data-testid="search-input"]');
  await userEvent.type(input, 'Curi');
  await expect
    .poll(() => all(shadow, '[data-testid="search-result"]').map((row) => row.textContent))
    .toContain('Curitiba, PR (Cidade)');
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  // The origin now has a position and the destination none: the destination search opens next.
  await expect
    .poll(() => shadow.querySelector<HTMLInputElement>('[data-testid="search-input"]')?.placeholder)
    .toBe('Destino');
}

describe('<freight-route-planner> in a plain page', () => {
  it('registers once and renders into an open shadow root with its styles inside it', async () => {
    expect(customElements.get(ELEMENT_TAG)).toBe(FreightRoutePlannerElement);
    expect(defineFreightRoutePlanner()).toBe(FreightRoutePlannerElement);
    const headStyles = document.head.querySelectorAll('style').length;
    const { element, shadow } = await mount();
    expect(element).toBeInstanceOf(FreightRoutePlannerElement);
    expect(shadow.mode).toBe('open');
    expect(shadow.querySelector('style[data-emotion^="frp"]')).not.toBeNull();
    expect(document.querySelector('style[data-emotion^="frp"]')).toBeNull();
    expect(document.head.querySelectorAll('style').length).toBe(headStyles);
    expect(await findButton(shadow, 'Calcular')).toBeTruthy();
  });

  it('keeps page styles out and its own styles in', async () => {
    const pageStyle = document.createElement('style');
    pageStyle.textContent = 'button { color: rgb(255, 0, 0); } body { letter-spacing: 3px; }';
    document.head.append(pageStyle);
    const pageButton = document.createElement('button');
    pageButton.textContent = 'Botão da página';
    document.body.append(pageButton);
    cleanups.push(() => {
      pageStyle.remove();
      pageButton.remove();
    });
    const before = getComputedStyle(pageButton);
    const snapshot = {
      color: before.color,
      font: before.font,
      padding: before.padding,
      background: before.backgroundColor,
    };

    const { element, shadow } = await mount();
    const calculate = await findButton(shadow, 'Calcular');
    expect(getComputedStyle(calculate).color).not.toBe('rgb(255, 0, 0)');
    expect(getComputedStyle(button(shadow, 'Limpar campos')).color).not.toBe('rgb(255, 0, 0)');
    expect(getComputedStyle(calculate).letterSpacing).not.toBe('3px');
    expect(getComputedStyle(element).letterSpacing).toBe('normal');

    const after = getComputedStyle(pageButton);
    expect({
      color: after.color,
      font: after.font,
      padding: after.padding,
      background: after.backgroundColor,
    }).toEqual(snapshot);
    expect(after.color).toBe('rgb(255, 0, 0)');
  });

  it('paints the primary colour of the primary-color attribute, #fdc941 by default', async () => {
    const plain = await mount();
    expect(getComputedStyle(await findButton(plain.shadow, 'Calcular')).backgroundColor).toBe(
      'rgb(253, 201, 65)',
    );
    const branded = await mount({ 'primary-color': '#0b5fff' });
    expect(getComputedStyle(await findButton(branded.shadow, 'Calcular')).backgroundColor).toBe(
      'rgb(11, 95, 255)',
    );
  });

  it('follows attribute changes after it started', async () => {
    const { element, shadow } = await mount();
    const calculate = await findButton(shadow, 'Calcular');
    element.setAttribute('primary-color', '#0b5fff');
    await expect.poll(() => getComputedStyle(calculate).backgroundColor).toBe('rgb(11, 95, 255)');
    expect(all(shadow, 'label').some((label) => label.textContent === 'Placa')).toBe(false);
    element.setAttribute('mode', 'manual');
    await expect.poll(() => all(shadow, 'label').some((label) => label.textContent === 'Placa')).toBe(true);
  });

  it('opens its pop-ups inside the shadow root, styled by the element', async () => {
    const { shadow } = await mount();
    const clear = await findButton(shadow, 'Limpar campos');
    await userEvent.hover(clear);
    const tooltip = await find(shadow, '[role="tooltip"]');
    expect(tooltip.textContent).toBe('Limpar campos');
    expect(getComputedStyle(tooltip).color).toBe('rgb(255, 255, 255)');
    await userEvent.click(clear);
    const dialog = await find<HTMLDialogElement>(shadow, 'dialog');
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain('Você tem certeza que deseja limpar os campos?');
    expect(getComputedStyle(dialog.querySelector('[data-dialog-paper]') as HTMLElement).backgroundColor).toBe(
      'rgb(255, 255, 255)',
    );
    // Nothing of the element was put into the page's own document.
    expect(
      document.body.querySelector(':scope > [role="tooltip"], :scope > dialog, :scope > .MuiModal-root'),
    ).toBeNull();
    await userEvent.click(await findButton(dialog, 'Cancelar'));
    await expect.poll(() => shadow.querySelector('dialog')).toBeNull();
  });

  it('loads the map lazily inside the shadow root', async () => {
    const { shadow } = await mount();
    await expect
      .poll(() => shadow.querySelector('canvas.maplibregl-canvas'), { timeout: 20_000 })
      .toBeTruthy();
    await expect
      .poll(() => shadow.querySelector('[data-testid="planner-map"]')?.getAttribute('data-status'), {
        timeout: 20_000,
      })
      .toBe('ready');
    expect(getComputedStyle(shadow.querySelector('.maplibregl-map') as HTMLElement).overflow).toBe('hidden');
    expect(shadow.querySelector('.maplibregl-ctrl-top-right .maplibregl-ctrl-zoom-in')).not.toBeNull();
  });

  it('dispatches login, bubbling and composed, when the API answers 401', async () => {
    const server = createFakeServer().on('GET', '/api/geocode/suggestions', () =>
      json({ success: false, statusCode: 401, message: 'Não autenticado.' }, 401),
    );
    const received: FreightRoutePlannerEventMap['login'][] = [];
    const listener = (event: Event): void =>
      void received.push(event as FreightRoutePlannerEventMap['login']);
    document.addEventListener('login', listener);
    cleanups.push(() => document.removeEventListener('login', listener));
    const { element, shadow } = await mount(
      { embedded: '1', token: 'abc', 'api-base': 'https://frete.example.com' },
      { fetch: server.fetch },
    );

    await userEvent.click(await find(shadow, '[data-testid="waypoint-input"]'));
    await userEvent.type(await find(shadow, '[data-testid="search-input"]'), 'Curi');
    await expect.poll(() => received.length).toBe(1);
    const [event] = received;
    expect(event?.bubbles).toBe(true);
    expect(event?.composed).toBe(true);
    expect(event?.target).toBe(element);
    expect(event?.detail).toEqual({ reason: 'unauthorized', embedded: true });
    const [request] = server.requests;
    expect(request?.headers.get('authorization')).toBe('Bearer abc');
  });
});

describe('recent searches in the browser storage', () => {
  beforeEach(async () => {
    localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY);
    await deleteRecentSearchesDatabase();
  });

  afterEach(async () => {
    localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY);
    await deleteRecentSearchesDatabase();
  });

  it('persist across a remount, in localStorage suggestions and IndexedDB DBSuggestions', async () => {
    const server = suggestionsServer();
    const first = await mount({}, { fetch: server.fetch });
    await chooseCuritibaAsOrigin(first.shadow);
    await expect
      .poll(() => localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY))
      .toBe(JSON.stringify([{ label: 'Curitiba, PR', usage: 1 }]));
    first.element.remove();

    const stored = await new Promise<unknown>((resolve, reject) => {
      const opening = indexedDB.open(RECENT_SEARCHES_DB_NAME);
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const db = opening.result;
        const read = db
          .transaction(RECENT_SEARCHES_DB_STORE)
          .objectStore(RECENT_SEARCHES_DB_STORE)
          .get('Curitiba, PR');
        read.onsuccess = () => {
          resolve({ version: db.version, usage: read.result });
          db.close();
        };
      };
    });
    expect(stored).toEqual({ version: 1, usage: 1 });

    const second = await mount({}, { fetch: server.fetch });
    await userEvent.click(await find(second.shadow, '[data-testid="waypoint-input"]'));
    await expect
      .poll(() => all(second.shadow, '[data-testid="search-result"]').map((row) => row.textContent))
      .toEqual(['Sua LocalizaçãoPermitir usar sua Localização', 'Curitiba, PRBusca Recente']);
  });
});
