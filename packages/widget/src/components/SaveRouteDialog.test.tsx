import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { LoginDetail, RouteSavedDetail } from '../events/planner-events.ts';
import { createFakeServer, json, ok } from '../test-support/fake-server.ts';
import type { FakeServer } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { find, findButton } from '../test-support/queries.ts';
import { renderPlannerPart } from '../test-support/render-planner-part.tsx';
import type { PartRender } from '../test-support/render-planner-part.tsx';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import { RouteResults } from './RouteResults.tsx';

const rendered: PartRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

const ONE_COMPANY = [{ id: 7, name: 'Transportes Sul' }];
const TWO_COMPANIES = [...ONE_COMPANY, { id: 9, name: 'Frete Norte' }];

function server(companies: readonly object[] = ONE_COMPANY): FakeServer {
  return createFakeServer()
    .on('POST', '/api/routes/route', () => ok(twoAlternativesResponse()))
    .on('GET', '/api/me/list/companies', () => ok(companies));
}

async function openDialog(
  fake: FakeServer,
  token: string | null = 'token-of-ana',
): Promise<PartRender & { saved: RouteSavedDetail[]; logins: LoginDetail[] }> {
  const part = renderPlannerPart(<RouteResults />, { fetch: fake.fetch }, { token }, 600);
  rendered.push(part);
  const saved: RouteSavedDetail[] = [];
  const logins: LoginDetail[] = [];
  part.stores.events.connect({
    onRouteSaved: (detail) => void saved.push(detail),
    onLogin: (detail) => void logins.push(detail),
  });
  part.stores.waypoints.set([SAO_PAULO, CURITIBA]);
  await part.stores.route.calculate();
  await userEvent.click(await findButton(part.shadow, 'Salvar rota'));
  await find(part.shadow, '[data-testid="save-route-dialog"]');
  await expect.poll(() => fake.requestsTo('/api/me/list/companies').length).toBe(1);
  return { ...part, saved, logins };
}

function field(shadow: ShadowRoot, name: string): HTMLInputElement | HTMLSelectElement | null {
  return shadow.querySelector<HTMLInputElement | HTMLSelectElement>(
    `[data-testid="save-route-dialog"] [name="${name}"]`,
  );
}

function dialogText(shadow: ShadowRoot): string {
  return shadow.querySelector('[data-testid="save-route-dialog"]')?.textContent ?? '';
}

describe('save-route dialog', () => {
  it("posts the nickname, company, distance, time, type and addresses, closes and reports 'routesaved'", async () => {
    const fake = server().on('POST', '/api/routes', () => ok({ id: 31 }, 201));
    const { shadow, saved } = await openDialog(fake);
    const text = dialogText(shadow);
    expect(text).toContain('Apelido da rota');
    expect(text).toContain('Empresa');
    expect(text).toContain("'Rotas'");
    await expect.poll(() => field(shadow, 'company_id')?.value).toBe('7');
    const slug = field(shadow, 'slug');
    if (slug) await userEvent.type(slug, 'SP-CWB');
    await userEvent.click(await findButton(shadow, 'Salvar'));
    await expect.poll(() => saved).toEqual([{ id: 31, slug: 'SP-CWB' }]);
    expect(fake.requestsTo('/api/routes')[0]?.body).toEqual({
      company_id: 7,
      slug: 'SP-CWB',
      distance: 408.7,
      time: 19_800,
      type: 'efficient',
      waypoints: ['São Paulo, SP', 'Curitiba, PR'],
    });
    await expect.poll(() => shadow.querySelector('[data-testid="save-route-dialog"]')).toBeNull();
  });

  it("shows 'Sucesso' with the server's text, and its OK resets the route data", async () => {
    const fake = server().on('POST', '/api/routes', () => ok({ id: 31 }, 201, 'Rota salva com sucesso.'));
    const { shadow, stores } = await openDialog(fake);
    const slug = field(shadow, 'slug');
    if (slug) await userEvent.type(slug, 'SP-CWB');
    await userEvent.click(await findButton(shadow, 'Salvar'));
    const success = await find(shadow, '[data-testid="save-route-success"]');
    expect(success.textContent).toContain('Sucesso');
    expect(success.textContent).toContain('Rota salva com sucesso.');
    // The route stays on screen until the user has read the message.
    expect(stores.route.$route.get().response).not.toBeNull();
    await userEvent.click(await findButton(shadow, 'OK'));
    await expect.poll(() => shadow.querySelector('[data-testid="save-route-success"]')).toBeNull();
    expect(stores.route.$route.get().response).toBeNull();
    expect(stores.waypoints.$waypoints.get().map((waypoint) => waypoint.searchText)).toEqual(['', '']);
    expect(stores.savedRoute.$current.get()).toBeNull();
    expect(shadow.textContent).not.toContain('Salvar rota');
  });

  it('saves nothing without login and asks the host for one', async () => {
    const fake = server();
    const { shadow, saved, logins } = await openDialog(fake, null);
    const slug = field(shadow, 'slug');
    if (slug) await userEvent.type(slug, 'SP-CWB');
    await userEvent.click(await findButton(shadow, 'Salvar'));
    await expect.poll(() => dialogText(shadow)).toContain('Entre com sua conta para salvar a rota.');
    expect(fake.requestsTo('/api/routes')).toHaveLength(0);
    expect(saved).toEqual([]);
    expect(logins).toEqual([{ reason: 'unauthorized', embedded: false }]);
  });

  it('disables the company selector with one company and enables it with several', async () => {
    const one = await openDialog(server());
    await expect.poll(() => field(one.shadow, 'company_id')?.value).toBe('7');
    expect(field(one.shadow, 'company_id')?.disabled).toBe(true);
    one.unmount();
    rendered.pop();
    const several = await openDialog(server(TWO_COMPANIES));
    await expect.poll(() => field(several.shadow, 'company_id')?.value).toBe('7');
    expect(field(several.shadow, 'company_id')?.disabled).toBe(false);
    const company = field(several.shadow, 'company_id') as HTMLSelectElement;
    expect([...company.options].map((option) => option.textContent)).toEqual([
      'Transportes Sul',
      'Frete Norte',
    ]);
  });

  it('asks for the nickname before sending anything', async () => {
    const fake = server();
    const { shadow, saved } = await openDialog(fake);
    await userEvent.click(await findButton(shadow, 'Salvar'));
    await expect.poll(() => dialogText(shadow)).toContain('Esse campo é obrigatório');
    expect(fake.requestsTo('/api/routes')).toHaveLength(0);
    expect(saved).toEqual([]);
  });

  it("shows the server's pt-BR field message of a validation error and stays open", async () => {
    const fake = server().on('POST', '/api/routes', () =>
      json(
        {
          success: false,
          statusCode: 422,
          message: 'Dados inválidos.',
          title: null,
          details: { slug: 'Já existe uma rota com esse apelido.' },
          data: null,
          error: null,
        },
        422,
      ),
    );
    const { shadow, saved } = await openDialog(fake);
    const slug = field(shadow, 'slug');
    if (slug) await userEvent.type(slug, 'SP-CWB');
    await userEvent.click(await findButton(shadow, 'Salvar'));
    await expect.poll(() => dialogText(shadow)).toContain('Já existe uma rota com esse apelido.');
    expect(saved).toEqual([]);
  });

  it("shows 'Ocorreu um erro ao salvar essa rota.' when the save fails without a text", async () => {
    const fake = server().on('POST', '/api/routes', () => json({}, 500));
    const { shadow } = await openDialog(fake);
    const slug = field(shadow, 'slug');
    if (slug) await userEvent.type(slug, 'SP-CWB');
    await userEvent.click(await findButton(shadow, 'Salvar'));
    await expect.poll(() => dialogText(shadow)).toContain('Ocorreu um erro ao salvar essa rota.');
  });
});
