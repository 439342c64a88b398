import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeHandler, TestApp } from '../test-support/fake-app.ts';

interface Stored {
  semparar_enabled: boolean;
  semparar_url: string | null;
  semparar_cnpj: string | null;
  semparar_login: string | null;
  password: string | null;
}

const company = {
  id: 1,
  name: 'Acme Transportes',
  legal_name: 'Acme Transportes Ltda',
  cnpj: '11222333000181',
  settings: {
    allow_create_route: true,
    vpo_allow_select_tag: false,
    primary_color: '#1565c0',
    primary_color_is_dark: true,
    logo: '/app/logo.svg',
  },
  subscription_status: 'active',
  route_quota_per_day: null,
  created_at: '2026-03-02T13:04:05.000Z',
  updated_at: '2026-03-02T13:04:05.000Z',
};

/** A fake company 1 with its `/vpo-supplier`; records the bodies the supplier's PUT was sent. */
function server(permissions: string[], stored: Stored, bodies: Record<string, unknown>[]) {
  const answer = () => ({
    company_id: 1,
    semparar_enabled: stored.semparar_enabled,
    semparar_url: stored.semparar_url,
    semparar_cnpj: stored.semparar_cnpj,
    semparar_login: stored.semparar_login,
    has_password: stored.password !== null,
    updated_at: null,
  });
  const routes: Record<string, FakeHandler> = {
    'GET /api/auth/validate': () =>
      wrap({
        token: 'tok-1',
        email: 'ana@acme.com.br',
        settings: { roles: ['admin'], permissions, companies: [{ id: 1, name: 'Acme Transportes' }] },
      }),
    'GET /api/companies/1': () => wrap(company),
    'GET /api/companies/1/vpo-supplier': () => wrap(answer()),
    'PUT /api/companies/1/vpo-supplier': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.semparar_login === 'recusado') {
        return {
          status: 422,
          body: {
            success: false,
            statusCode: 422,
            message: 'Dados inválidos',
            details: { semparar_login: 'Usuário recusado pelo Sem Parar.' },
          },
        };
      }
      Object.assign(stored, {
        semparar_enabled: body.semparar_enabled,
        semparar_url: body.semparar_url || null,
        semparar_cnpj: body.semparar_cnpj || null,
        semparar_login: body.semparar_login || null,
      });
      if (body.semparar_password) stored.password = String(body.semparar_password);
      return {
        status: 200,
        body: { ...wrap(answer()).body, message: 'Fornecedor de VPO atualizado com sucesso.' },
      };
    },
  };
  return routes;
}

const ADMIN = ['company-list', 'company-show', 'company-edit', 'company-settings'];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(permissions: string[], stored: Stored, bodies: Record<string, unknown>[] = []) {
  app = startTestApp('/companies/1/edit', server(permissions, stored, bodies), { token: 'tok-1' }, PAGES);
  return app;
}

const section = () => page.getByRole('region', { name: 'Fornecedor de VPO' });

describe('admin: a company VPO supplier', () => {
  it("shows the stored configuration with 'Senha salva' and never the password", async () => {
    start(ADMIN, {
      semparar_enabled: true,
      semparar_url: 'https://sempararws.example/ws',
      semparar_cnpj: '11222333000181',
      semparar_login: 'acme',
      password: 'segredo',
    });
    await expect.element(section().getByRole('switch', { name: 'Sem Parar habilitado' })).toBeChecked();
    await expect
      .element(section().getByRole('textbox', { name: 'Endereço do serviço' }))
      .toHaveValue('https://sempararws.example/ws');
    await expect
      .element(section().getByRole('textbox', { name: 'CNPJ no Sem Parar' }))
      .toHaveValue('11.222.333/0001-81');
    await expect.element(section().getByRole('textbox', { name: 'Usuário' })).toHaveValue('acme');
    await expect.element(section().getByLabelText('Senha', { exact: true })).toHaveValue('');
    await expect.element(section().getByText(/Senha salva/)).toBeVisible();
  });

  it('saves: a blank password keeps the stored one, a typed one is sent once', async () => {
    const stored: Stored = {
      semparar_enabled: false,
      semparar_url: null,
      semparar_cnpj: null,
      semparar_login: null,
      password: null,
    };
    const bodies: Record<string, unknown>[] = [];
    start(ADMIN, stored, bodies);
    await expect.element(section().getByText('Nenhuma senha salva.')).toBeVisible();
    await section().getByRole('switch', { name: 'Sem Parar habilitado' }).click();
    await section()
      .getByRole('textbox', { name: 'Endereço do serviço' })
      .fill('https://sempararws.example/ws');
    await section().getByRole('textbox', { name: 'CNPJ no Sem Parar' }).fill('11222333000181');
    await section().getByRole('textbox', { name: 'Usuário' }).fill('acme');
    await section().getByLabelText('Senha', { exact: true }).fill('segredo');
    await section().getByRole('button', { name: 'Salvar fornecedor' }).click();
    await expect.element(section().getByText('Fornecedor de VPO atualizado com sucesso.')).toBeVisible();
    expect(bodies).toEqual([
      {
        semparar_enabled: true,
        semparar_url: 'https://sempararws.example/ws',
        // typed masked, sent unmasked: core's schema checks the CNPJ and drops the mask
        semparar_cnpj: '11222333000181',
        semparar_login: 'acme',
        semparar_password: 'segredo',
      },
    ]);
    await expect.element(section().getByText(/Senha salva/)).toBeVisible();
    await expect.element(section().getByLabelText('Senha', { exact: true })).toHaveValue('');

    await section().getByRole('textbox', { name: 'Usuário' }).fill('acme2');
    await section().getByRole('button', { name: 'Salvar fornecedor' }).click();
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies[1]).toMatchObject({ semparar_login: 'acme2', semparar_password: '' });
    expect(stored.password).toBe('segredo');
  });

  it("refuses an address that is not http(s) and a wrong CNPJ before sending, and shows the server's refusal under its field", async () => {
    const bodies: Record<string, unknown>[] = [];
    start(
      ADMIN,
      {
        semparar_enabled: true,
        semparar_url: null,
        semparar_cnpj: null,
        semparar_login: null,
        password: null,
      },
      bodies,
    );
    await section().getByRole('textbox', { name: 'Endereço do serviço' }).fill('ftp://x');
    await section().getByRole('textbox', { name: 'CNPJ no Sem Parar' }).fill('11222333000182');
    await section().getByRole('button', { name: 'Salvar fornecedor' }).click();
    await expect.element(section().getByText('Endereço inválido: use http(s)://…')).toBeVisible();
    await expect.element(section().getByText('CNPJ Inválido')).toBeVisible();
    expect(bodies).toEqual([]);
    await section()
      .getByRole('textbox', { name: 'Endereço do serviço' })
      .fill('https://sempararws.example/ws');
    await section().getByRole('textbox', { name: 'CNPJ no Sem Parar' }).fill('11222333000181');
    await section().getByRole('textbox', { name: 'Usuário' }).fill('recusado');
    await section().getByRole('button', { name: 'Salvar fornecedor' }).click();
    await expect.element(section().getByText('Usuário recusado pelo Sem Parar.')).toBeVisible();
    expect(bodies).toHaveLength(1);
  });

  it('without company-settings the section is not there and nothing is asked', async () => {
    const started = start(['company-list', 'company-show', 'company-edit'], {
      semparar_enabled: false,
      semparar_url: null,
      semparar_cnpj: null,
      semparar_login: null,
      password: null,
    });
    await expect.element(page.getByRole('textbox', { name: 'Razão social' })).toBeVisible();
    expect(section().query()).toBeNull();
    expect(started.calls.some((call) => call.includes('vpo-supplier'))).toBe(false);
  });
});
