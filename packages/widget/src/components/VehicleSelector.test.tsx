import { authSchema } from '@freight/core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MESSAGES } from '../messages.ts';
import type { PlannerConfig } from '../stores/config-store.ts';
import { createFakeServer, deferred, json, ok } from '../test-support/fake-server.ts';
import type { FakeServer } from '../test-support/fake-server.ts';
import { all, chosenText, find, findButton, findSelect, optionTexts } from '../test-support/queries.ts';
import { renderPanel } from '../test-support/render-panel.tsx';
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

function axles(shadow: ShadowRoot): string | null | undefined {
  return shadow.querySelector('[data-testid="axle-count"]')?.textContent;
}

async function clickUntilDisabled(shadow: ShadowRoot, name: string): Promise<void> {
  const target = await findButton(shadow, name);
  for (let clicks = 0; clicks < 20 && !target.disabled; clicks++) await userEvent.click(target);
}

describe('vehicle selector', () => {
  it('starts as a 6-axle truck with dual rear wheels', async () => {
    const { shadow, stores } = await panel();
    expect(axles(shadow)).toBe('6 eixos');
    expect(stores.vehicle.$vehicle.get()).toMatchObject({
      category: 'truck',
      axis: 6,
      rearWheelType: 'Dupla',
    });
    expect((await findButton(shadow, MESSAGES.categories.truck)).getAttribute('aria-pressed')).toBe('true');
  });

  it.each([
    ['truck', '6 eixos', '15 eixos', '2 eixos'],
    ['auto', '2 eixos', '4 eixos', '2 eixos'],
    ['bus', '4 eixos', '4 eixos', '2 eixos'],
    ['motorcycle', '2 eixos', '2 eixos', '2 eixos'],
  ] as const)('%s: a click sets %s; plus stops at %s, minus at %s', async (category, initial, max, min) => {
    const { shadow, stores } = await panel();
    if (category !== 'truck') await userEvent.click(await findButton(shadow, MESSAGES.categories[category]));
    await expect.poll(() => axles(shadow)).toBe(initial);
    await clickUntilDisabled(shadow, MESSAGES.addAxle);
    expect(axles(shadow)).toBe(max);
    await clickUntilDisabled(shadow, MESSAGES.removeAxle);
    expect(axles(shadow)).toBe(min);
    expect(stores.vehicle.$vehicle.get().category).toBe(category);
  });

  it('offers Simples and Dupla for a truck and only Simples, chosen, otherwise', async () => {
    const { shadow, stores } = await panel();
    const select = await findSelect(shadow, MESSAGES.rearWheelType);
    expect(chosenText(select)).toBe('Dupla');
    expect(optionTexts(select)).toEqual(['Simples', 'Dupla']);
    await userEvent.selectOptions(select, 'Simples');
    await expect.poll(() => stores.vehicle.$vehicle.get().rearWheelType).toBe('Simples');
    await userEvent.selectOptions(select, 'Dupla');
    await expect.poll(() => stores.vehicle.$vehicle.get().rearWheelType).toBe('Dupla');

    await userEvent.click(await findButton(shadow, MESSAGES.categories.bus));
    await expect.poll(() => chosenText(select)).toBe('Simples');
    expect(select.disabled).toBe(true);
    expect(optionTexts(select)).toEqual(['Simples']);
    expect(stores.vehicle.$vehicle.get().rearWheelType).toBe('Simples');
  });

  it("masks the plate in manual mode and says 'Placa Inválida' for a text that is not a plate", async () => {
    const { shadow, stores } = await panel({ mode: 'manual' });
    const plateLabel = all<HTMLLabelElement>(shadow, 'label').find(
      (label) => label.textContent === MESSAGES.plate,
    );
    const input = shadow.getElementById(plateLabel?.htmlFor ?? '') as HTMLInputElement;
    await userEvent.type(input, 'abc-1d2');
    await expect.poll(() => input.value).toBe('ABC1D2');
    expect(shadow.textContent).toContain('Placa Inválida');
    await userEvent.type(input, '39');
    expect(input.value).toBe('ABC1D23');
    expect(stores.vehicle.$plateText.get()).toBe('ABC1D23');
    await expect.poll(() => shadow.textContent?.includes('Placa Inválida')).toBe(false);
  });
});

const PLATES_PATH = '/api/me/list/plates';

/** The user's plates as `GET /api/me/list/plates` answers them (one written in lower case). */
const PLATES = [
  {
    id: 1,
    plate: 'ABC1D23',
    company_id: 1,
    brand: 'Marcopolo',
    model: 'Paradiso',
    category: 'bus',
    axis: 3,
    rear_wheel_type: 'Simples',
    vehicle_type_pepsico: 4,
  },
  { id: 2, plate: 'abc9f87', company_id: 1, brand: 'Fiat', model: 'Strada', category: 'auto', axis: 2 },
  { id: 3, plate: 'QWE4R56', company_id: 1, brand: null, model: null, category: 'truck', axis: 9 },
];

function platesServer(): FakeServer {
  return createFakeServer().on('GET', PLATES_PATH, () => ok(PLATES));
}

async function platesPanel(server: FakeServer, config: Partial<PlannerConfig> = {}): Promise<PanelRender> {
  const result = await renderPanel({ fetch: server.fetch }, { mode: 'manual', token: 'tk-1', ...config });
  rendered.push(result);
  return result;
}

function auth(allowSelectTag: boolean) {
  return authSchema.parse({
    token: 'tk-1',
    email: 'ana@acme.com.br',
    settings: {
      permissions: ['route-calculate', 'route-create'],
      companies: [{ id: 1, name: 'Acme', settings: { vpo_allow_select_tag: allowSelectTag } }],
    },
  });
}

function plateInput(shadow: ShadowRoot): HTMLInputElement | null {
  const label = all<HTMLLabelElement>(shadow, 'label').find((each) => each.textContent === MESSAGES.plate);
  return label ? (shadow.getElementById(label.htmlFor) as HTMLInputElement | null) : null;
}

async function findPlateInput(shadow: ShadowRoot): Promise<HTMLInputElement> {
  await expect.poll(() => plateInput(shadow), { timeout: 10_000 }).toBeTruthy();
  return plateInput(shadow) as HTMLInputElement;
}

function plateOptions(shadow: ShadowRoot): string[] {
  return all(shadow, '[data-testid="plate-option"]').map((option) => option.textContent ?? '');
}

/** Types `text` in 'Placa' and clicks the option of `plate` (once the list has loaded). */
async function choosePlate(shadow: ShadowRoot, text: string, plate: string): Promise<void> {
  const input = await findPlateInput(shadow);
  await userEvent.type(input, text);
  await expect.poll(() => plateOptions(shadow).some((option) => option.startsWith(plate))).toBe(true);
  const option = all(shadow, '[data-testid="plate-option"]').find((each) =>
    each.textContent?.startsWith(plate),
  );
  await userEvent.click(option as HTMLElement);
}

function tagSelect(shadow: ShadowRoot): HTMLSelectElement | null {
  return shadow.querySelector('[data-testid="plate-tag-select"] select');
}

function pressedCategory(shadow: ShadowRoot): string | null | undefined {
  return shadow.querySelector('button[aria-pressed="true"]')?.getAttribute('aria-label');
}

describe('plates (SPEC §2 plate field, §4 Vehicle)', () => {
  it('create mode shows no plate field and asks for no plates', async () => {
    const server = platesServer();
    const { shadow } = await platesPanel(server, { mode: 'create' });
    await find(shadow, '[data-testid="axle-count"]');
    expect(plateInput(shadow)).toBeNull();
    expect(server.requestsTo(PLATES_PATH)).toEqual([]);
  });

  it('a shared route (data) shows no plate field and asks for no plates, even in view mode', async () => {
    const server = platesServer();
    const { shadow } = await platesPanel(server, { mode: 'view', data: 'b64:abc' });
    await find(shadow, '[data-testid="route-settings-panel"]');
    expect(plateInput(shadow)).toBeNull();
    expect(server.requestsTo(PLATES_PATH)).toEqual([]);
  });

  it("manual mode loads the user's plates once per token; typing 'abc' filters them ignoring case", async () => {
    const server = platesServer();
    const { shadow, stores } = await platesPanel(server);
    await expect.poll(() => server.requestsTo(PLATES_PATH)).toHaveLength(1);
    expect(server.requestsTo(PLATES_PATH)[0]?.headers.get('authorization')).toBe('Bearer tk-1');
    const input = await findPlateInput(shadow);
    await userEvent.type(input, 'abc');
    expect(input.value).toBe('ABC');
    await expect
      .poll(() => plateOptions(shadow))
      .toEqual(['ABC1D23Marcopolo Paradiso', 'abc9f87Fiat Strada']);
    await userEvent.type(input, '9');
    await expect.poll(() => plateOptions(shadow)).toEqual(['abc9f87Fiat Strada']);
    await userEvent.keyboard('{Escape}');
    expect(server.requestsTo(PLATES_PATH)).toHaveLength(1);

    stores.config.update({ token: 'tk-2' });
    await expect.poll(() => server.requestsTo(PLATES_PATH)).toHaveLength(2);
    expect(server.requestsTo(PLATES_PATH)[1]?.headers.get('authorization')).toBe('Bearer tk-2');
  });

  it("choosing a plate sets the vehicle from it, 'Carregando tags...' then its only tag chosen", async () => {
    const tags = deferred<Response>();
    const server = platesServer().on('POST', '/api/plates/1', () => tags.promise);
    const { shadow, stores } = await platesPanel(server);
    await choosePlate(shadow, 'abc1', 'ABC1D23');

    await expect.poll(() => axles(shadow)).toBe('3 eixos');
    expect(pressedCategory(shadow)).toBe(MESSAGES.categories.bus);
    expect((await findPlateInput(shadow)).value).toBe('ABC1D23');
    expect(stores.vehicle.$vehicle.get()).toMatchObject({
      category: 'bus',
      axis: 3,
      rearWheelType: 'Simples',
      vehicleTypePepsico: '4',
      plate: { id: 1 },
    });
    await expect
      .poll(() => shadow.querySelector('[data-testid="tags-loading"]')?.textContent)
      .toBe(MESSAGES.loadingTags);
    expect(server.requestsTo('/api/plates/1')[0]?.body).toEqual({ plate_id: 1 });

    tags.resolve(ok(['TAG-1']));
    await expect
      .poll(() => shadow.querySelector('[data-testid="plate-tag"]')?.textContent)
      .toBe('Tag: TAG-1');
    expect(shadow.querySelector('[data-testid="tags-loading"]')).toBeNull();
    expect(stores.vehicle.$vehicle.get().tag).toBe('TAG-1');
    expect(tagSelect(shadow)).toBeNull();
  });

  it("several tags and 'vpo_allow_select_tag': the 'Tag' select offers them and 'Nenhuma tag'", async () => {
    const server = platesServer().on('POST', '/api/plates/3', () => ok(['TAG-1', 'TAG-2']));
    const { shadow, stores } = await platesPanel(server);
    stores.session.setAuth(auth(true));
    await choosePlate(shadow, 'qwe', 'QWE4R56');
    await expect.poll(() => axles(shadow)).toBe('9 eixos');
    expect(pressedCategory(shadow)).toBe(MESSAGES.categories.truck);

    await expect.poll(() => tagSelect(shadow)).toBeTruthy();
    const select = tagSelect(shadow) as HTMLSelectElement;
    expect(chosenText(select)).toBe(MESSAGES.noTag);
    expect(optionTexts(select)).toEqual([MESSAGES.noTag, 'TAG-1', 'TAG-2']);
    await userEvent.selectOptions(select, 'TAG-2');
    await expect.poll(() => stores.vehicle.$vehicle.get().tag).toBe('TAG-2');
    await expect.poll(() => chosenText(select)).toBe('TAG-2');
  });

  it("several tags without 'vpo_allow_select_tag': no select, the tags as text", async () => {
    const server = platesServer().on('POST', '/api/plates/3', () => ok(['TAG-1', 'TAG-2']));
    const { shadow, stores } = await platesPanel(server);
    stores.session.setAuth(auth(false));
    await choosePlate(shadow, 'qwe', 'QWE4R56');
    await expect
      .poll(() => shadow.querySelector('[data-testid="plate-tag"]')?.textContent)
      .toBe('Tags: TAG-1, TAG-2');
    expect(tagSelect(shadow)).toBeNull();
    expect(stores.vehicle.$vehicle.get().tag).toBe('');
  });

  it('a failed tag load shows no tags and no error', async () => {
    const server = platesServer().on('POST', '/api/plates/1', () =>
      json({ success: false, statusCode: 500, message: 'Falha no provedor de tags.' }, 500),
    );
    const { shadow, stores } = await platesPanel(server);
    stores.session.setAuth(auth(true));
    await choosePlate(shadow, 'abc', 'ABC1D23');
    await expect.poll(() => server.requestsTo('/api/plates/1')).toHaveLength(1);
    await expect.poll(() => stores.vehicle.$vehicle.get().loadingTags).toBe(false);
    expect(stores.vehicle.$vehicle.get()).toMatchObject({ tags: [], tag: '', plate: { id: 1 } });
    expect(shadow.querySelector('[data-testid="tags-loading"]')).toBeNull();
    expect(shadow.querySelector('[data-testid="plate-tag"]')).toBeNull();
    expect(tagSelect(shadow)).toBeNull();
    expect(shadow.querySelector('[data-testid="route-error-dialog"]')).toBeNull();
    expect(shadow.textContent).not.toContain('Falha no provedor de tags.');
  });

  it('keyboard: ArrowDown highlights a plate, Enter chooses it, Escape closes the list', async () => {
    const server = platesServer().on('POST', '/api/plates/2', () => ok([]));
    const { shadow, stores } = await platesPanel(server);
    const input = await findPlateInput(shadow);
    await userEvent.type(input, 'abc');
    await expect.poll(() => plateOptions(shadow)).toHaveLength(2);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => plateOptions(shadow)).toHaveLength(0);
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => plateOptions(shadow)).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const highlighted = shadow.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(highlighted?.textContent).toBe('abc9f87Fiat Strada');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => stores.vehicle.$vehicle.get().plate?.id).toBe(2);
    expect(stores.vehicle.$vehicle.get()).toMatchObject({ category: 'auto', axis: 2 });
    expect(input.value).toBe('ABC9F87');
    expect(plateOptions(shadow)).toEqual([]);
  });

  it("clearing the field, a typed change or 'Limpar campos' removes the plate and its tags", async () => {
    const server = platesServer().on('POST', '/api/plates/1', () => ok(['TAG-1']));
    const { shadow, stores } = await platesPanel(server);
    await choosePlate(shadow, 'abc', 'ABC1D23');
    await expect.poll(() => stores.vehicle.$vehicle.get().tag).toBe('TAG-1');
    await userEvent.click(await findButton(shadow, MESSAGES.clearPlate));
    await expect.poll(() => stores.vehicle.$vehicle.get().plate).toBeNull();
    expect(stores.vehicle.$vehicle.get()).toMatchObject({ tags: [], tag: '', category: 'bus', axis: 3 });
    expect((await findPlateInput(shadow)).value).toBe('');
    await expect.poll(() => shadow.querySelector('[data-testid="plate-tag"]')).toBeNull();

    await choosePlate(shadow, 'abc', 'ABC1D23');
    await expect.poll(() => stores.vehicle.$vehicle.get().tag).toBe('TAG-1');
    await userEvent.type(await findPlateInput(shadow), '{Backspace}');
    await expect.poll(() => stores.vehicle.$vehicle.get().plate).toBeNull();
    expect(stores.vehicle.$plateText.get()).toBe('ABC1D2');

    await choosePlate(shadow, '3', 'ABC1D23');
    await expect.poll(() => stores.vehicle.$vehicle.get().tag).toBe('TAG-1');
    stores.clearFields();
    expect(stores.vehicle.$vehicle.get()).toMatchObject({ plate: null, tags: [], tag: '' });
    expect(stores.vehicle.$plateText.get()).toBe('');
    await expect.poll(() => (plateInput(shadow) as HTMLInputElement).value).toBe('');
  });
});

describe("'Adicionar placa' beside the plate (SPEC §2)", () => {
  const user = (permissions: string[]) =>
    authSchema.parse({
      token: 'tk-1',
      email: 'ana@acme.com.br',
      settings: { roles: [], permissions, companies: [{ id: 1, name: 'Acme' }] },
    });

  it('shows with plate-create where the page offers the dialog, and opens it', async () => {
    let opened = 0;
    const result = await renderPanel({}, { mode: 'manual' }, { onAddPlate: () => void (opened += 1) });
    rendered.push(result);
    const { shadow, stores } = result;
    await find(shadow, '[data-testid="axle-count"]');
    expect(all(shadow, `button[aria-label="${MESSAGES.addPlate}"]`)).toHaveLength(0);
    stores.session.setAuth(user(['plate-list', 'plate-create']));
    await userEvent.click(await findButton(shadow, MESSAGES.addPlate));
    expect(opened).toBe(1);
    stores.session.setAuth(user(['plate-list']));
    await expect.poll(() => all(shadow, `button[aria-label="${MESSAGES.addPlate}"]`)).toHaveLength(0);
  });

  it('is not there in a page without the dialog (the element), even with plate-create', async () => {
    const { shadow, stores } = await panel({ mode: 'manual' });
    stores.session.setAuth(user(['plate-list', 'plate-create']));
    await find(shadow, '[data-testid="axle-count"]');
    expect(all(shadow, `button[aria-label="${MESSAGES.addPlate}"]`)).toHaveLength(0);
  });
});
