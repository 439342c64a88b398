import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { pageOf, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeHandler, TestApp } from '../test-support/fake-app.ts';

interface Settings {
  allow_create_route: boolean;
  vpo_allow_select_tag: boolean;
  primary_color: string;
  primary_color_is_dark: boolean;
  logo: string;
}

interface Row {
  id: number;
  name: string;
  legal_name: string;
  cnpj: string;
  settings: Settings;
  subscription_status: string;
  route_quota_per_day: number | null;
  created_at: string;
  updated_at: string;
}

/** A fake `/api/companies` (filters name, legal_name, cnpj; paging); records the bodies it was sent. */
function server(permissions: string[], rows: Row[], bodies: unknown[], roles = ['admin']) {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles, permissions, companies: [{ id: 1, name: 'Acme Transportes' }] },
  };
  const one = (request: Request) => {
    const id = Number(new URL(request.url).pathname.split('/')[3]);
    return rows.find((row) => row.id === id);
  };
  const routes: Record<string, FakeHandler> = {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/companies': (request) => {
      const query = new URL(request.url).searchParams;
      const has = (value: string, filter: string | null) =>
        value.toLowerCase().includes((filter ?? '').toLowerCase());
      const found = rows.filter(
        (row) =>
          has(row.name, query.get('name')) &&
          has(row.legal_name, query.get('legal_name')) &&
          has(row.cnpj, query.get('cnpj')),
      );
      return pageOf(query, found);
    },
    'POST /api/companies': async (request) => {
      const body = (await request.json()) as Partial<Row>;
      bodies.push(body);
      const row = { ...rows[0], ...body, id: rows.length + 1 } as Row;
      rows.push(row);
      return { status: 201, body: { ...wrap(row, 201).body, message: 'Empresa cadastrada com sucesso.' } };
    },
  };
  for (const row of rows) {
    routes[`GET /api/companies/${row.id}`] = (request) => wrap(one(request));
    routes[`PUT /api/companies/${row.id}`] = async (request) => {
      const body = (await request.json()) as Partial<Row>;
      bodies.push(body);
      const found = one(request) as Row;
      const { settings, ...fields } = body;
      Object.assign(found, fields, { settings: { ...found.settings, ...settings } });
      return { status: 200, body: { ...wrap(found).body, message: 'Registro atualizado com sucesso.' } };
    };
    routes[`POST /api/companies/${row.id}/logo`] = async (request) => {
      const form = await request.formData();
      const file = form.get('logo');
      bodies.push({ logo: file instanceof File ? `${file.name} ${file.type} ${file.size}` : file });
      if (!(file instanceof File) || file.name.startsWith('falso')) {
        return {
          status: 422,
          body: {
            success: false,
            statusCode: 422,
            message: 'Dados inválidos',
            details: { logo: 'O arquivo não é uma imagem PNG, JPEG ou WebP.' },
          },
        };
      }
      row.settings = { ...row.settings, logo: PIXEL };
      return { status: 200, body: { ...wrap(row.settings).body, message: 'Logo atualizado com sucesso.' } };
    };
    routes[`DELETE /api/companies/${row.id}/logo`] = () => {
      row.settings = { ...row.settings, logo: '/app/logo.svg' };
      return { status: 200, body: { ...wrap(row.settings).body, message: 'Logo removido com sucesso.' } };
    };
    routes[`GET /api/companies/${row.id}/vpo-supplier`] = () =>
      wrap({
        company_id: row.id,
        semparar_enabled: false,
        semparar_url: null,
        semparar_cnpj: null,
        semparar_login: null,
        has_password: false,
        updated_at: null,
      });
    routes[`GET /api/companies/${row.id}/plate-check-source`] = () =>
      wrap({
        company_id: row.id,
        target_enabled: false,
        target_url: null,
        target_login: null,
        has_password: false,
        updated_at: null,
      });
    routes[`DELETE /api/companies/${row.id}`] = () => {
      rows.splice(rows.indexOf(row), 1);
      return wrap(null);
    };
  }
  return routes;
}

const companies = (): Row[] =>
  Array.from({ length: 3 }, (_, index) => ({
    id: index + 1,
    name: ['Acme Transportes', 'Rodobrás', 'Via Sul Cargas'][index] ?? '',
    legal_name: ['Acme Transportes Ltda', 'Rodobrás Logística S.A.', 'Via Sul Cargas Ltda'][index] ?? '',
    cnpj: ['11222333000181', '12ABC34501DE35', '45287163000135'][index] ?? '',
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
  }));

/** A 1×1 PNG, as the server might serve a stored logo. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const png = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

const ADMIN = ['company-list', 'company-show', 'company-edit', 'company-settings'];
const SUPER = [...ADMIN, 'company-create', 'company-delete'];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(
  path: string,
  permissions: string[],
  rows = companies(),
  bodies: unknown[] = [],
  roles?: string[],
) {
  app = startTestApp(path, server(permissions, rows, bodies, roles), { token: 'tok-1' }, PAGES);
  return app;
}

describe('admin: companies', () => {
  it('lists companies with the CNPJ masked and filters by legal name and CNPJ', async () => {
    const started = start('/companies', SUPER);
    await expect.element(page.getByText('11.222.333/0001-81')).toBeVisible();
    await expect.element(page.getByText('12.ABC.345/01DE-35')).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Razão social' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Razão social' }).fill('logística');
    await expect.element(page.getByText('1-1 de 1')).toBeVisible();
    expect(started.calls).toContain('GET /api/companies?legal_name=log%C3%ADstica&page=1&per_page=10');
    await expect.element(page.getByText('Via Sul Cargas Ltda')).not.toBeInTheDocument();
    await page.getByRole('textbox', { name: 'Razão social' }).fill('');
    await page.getByRole('textbox', { name: 'CNPJ' }).fill('4528');
    await expect.element(page.getByText('Via Sul Cargas Ltda')).toBeVisible();
    await expect.element(page.getByText('1-1 de 1')).toBeVisible();
    await page.getByText('Via Sul Cargas Ltda').click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/companies/3/edit');
  });

  it("creates a company with an alphanumeric CNPJ, refusing a wrong check digit with 'CNPJ Inválido'", async () => {
    const bodies: unknown[] = [];
    start('/companies/create', SUPER, companies(), bodies);
    await page.getByRole('textbox', { name: 'Nome' }).fill('Nova Transportes');
    await page.getByRole('textbox', { name: 'Razão social' }).fill('Nova Transportes Ltda');
    const cnpj = page.getByRole('textbox', { name: 'CNPJ' });
    await cnpj.fill('12abc34501de36');
    await expect.element(cnpj).toHaveValue('12.ABC.345/01DE-36');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.element(page.getByText('CNPJ Inválido')).toBeVisible();
    expect(bodies).toHaveLength(0);
    await cnpj.fill('12.ABC.345/01DE-35');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Empresa cadastrada com sucesso.')).toBeVisible();
    expect(bodies[0]).toEqual({
      name: 'Nova Transportes',
      legal_name: 'Nova Transportes Ltda',
      cnpj: '12.ABC.345/01DE-35',
    });
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/companies');
  });

  it('edits name and branding: the preview follows the colour, and only what changed is sent', async () => {
    const bodies: unknown[] = [];
    const rows = companies();
    start('/companies/1/edit', ADMIN, rows, bodies);
    await expect.element(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Acme Transportes');
    const bar = page.getByTestId('branding-preview-bar');
    await expect
      .element(bar)
      .toHaveStyle({ backgroundColor: 'rgb(21, 101, 192)', color: 'rgb(255, 255, 255)' });
    await expect.element(page.getByText('Contraste do texto branco: 5,75:1 (mínimo 4,50:1)')).toBeVisible();
    expect(page.getByRole('alert').elements()).toHaveLength(0);

    // A pale yellow marked dark: white text would not read, the app uses black, and says so.
    await page.getByRole('textbox', { name: 'Cor principal', exact: true }).fill('#fdc941');
    await expect.element(bar).toHaveStyle({ backgroundColor: 'rgb(253, 201, 65)', color: 'rgb(0, 0, 0)' });
    await expect.element(page.getByText('Contraste do texto preto: 13,61:1 (mínimo 4,50:1)')).toBeVisible();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'Contraste baixo: o texto branco ficaria com 1,54:1, abaixo do mínimo de 4,50:1. O app usará texto preto.',
      );
    expect(page.getByLabelText('Escolher cor principal').element()).toHaveValue('#fdc941');
    await page.getByLabelText('Cor principal escura (texto branco)').click();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();

    // The picker drives the same value.
    await page.getByLabelText('Escolher cor principal').fill('#2e7d32');
    await expect
      .element(page.getByRole('textbox', { name: 'Cor principal', exact: true }))
      .toHaveValue('#2e7d32');
    await expect.element(bar).toHaveStyle({ color: 'rgb(255, 255, 255)' });
    await expect.element(page.getByRole('alert')).toHaveTextContent(/o texto preto ficaria com 4,10:1/);

    await page.getByRole('textbox', { name: 'Nome' }).fill('Acme Transportes Nova');
    // Subscription and quota are the super-admin's: not on an admin's page, not in the body.
    expect(page.getByText('Situação da assinatura').elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Registro atualizado com sucesso.')).toBeVisible();
    expect(bodies).toEqual([
      {
        name: 'Acme Transportes Nova',
        legal_name: 'Acme Transportes Ltda',
        cnpj: '11222333000181',
        settings: { primary_color: '#2e7d32', primary_color_is_dark: false },
      },
    ]);
    expect(rows[0]?.settings.primary_color).toBe('#2e7d32');
  });

  it('an invalid colour text is refused under the field and nothing is sent', async () => {
    const bodies: unknown[] = [];
    start('/companies/1/edit', ADMIN, companies(), bodies);
    await page.getByRole('textbox', { name: 'Cor principal', exact: true }).fill('#12345');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.element(page.getByText('Cor inválida: use o formato #rrggbb.')).toBeVisible();
    await expect.element(page.getByText('Cor inválida: informe uma cor como #1565c0.')).toBeVisible();
    expect(bodies).toHaveLength(0);
  });

  it('without company-settings the settings block is not there and no settings are sent', async () => {
    const bodies: unknown[] = [];
    start('/companies/1/edit', ['company-list', 'company-show', 'company-edit'], companies(), bodies);
    await expect.element(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Acme Transportes');
    expect(page.getByText('Configurações').elements()).toHaveLength(0);
    expect(page.getByRole('textbox', { name: 'Cor principal', exact: true }).elements()).toHaveLength(0);
    expect(page.getByTestId('branding-preview').elements()).toHaveLength(0);
    await page.getByRole('textbox', { name: 'Razão social' }).fill('Acme Transportes Eireli');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.element(page.getByRole('dialog', { name: 'Sucesso' })).toBeVisible();
    expect(bodies).toEqual([
      { name: 'Acme Transportes', legal_name: 'Acme Transportes Eireli', cnpj: '11222333000181' },
    ]);
  });

  it('a super-admin sets the subscription status and the fair-use quota', async () => {
    const bodies: unknown[] = [];
    start('/companies/2/edit', SUPER, companies(), bodies, ['super-admin']);
    await expect.element(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Rodobrás');
    await page.getByRole('combobox', { name: 'Situação da assinatura' }).click();
    await page.getByRole('option', { name: 'Em atraso' }).click();
    await page.getByRole('spinbutton', { name: 'Limite diário de cálculos de rota (uso justo)' }).fill('250');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.element(page.getByRole('dialog', { name: 'Sucesso' })).toBeVisible();
    expect(bodies).toEqual([
      {
        name: 'Rodobrás',
        legal_name: 'Rodobrás Logística S.A.',
        cnpj: '12ABC34501DE35',
        subscription_status: 'overdue',
        route_quota_per_day: 250,
      },
    ]);
  });

  it('shows a company with its settings, colour swatch and logo', async () => {
    start('/companies/2/show', ['company-list', 'company-show'], companies());
    await expect.element(page.getByText('Rodobrás Logística S.A.')).toBeVisible();
    await expect.element(page.getByText('12.ABC.345/01DE-35')).toBeVisible();
    await expect.element(page.getByText('#1565c0')).toBeVisible();
    await expect
      .element(page.getByTestId('color-swatch'))
      .toHaveStyle({ backgroundColor: 'rgb(21, 101, 192)' });
    await expect
      .element(page.getByRole('img', { name: 'Logo: Rodobrás' }))
      .toHaveAttribute('src', '/app/logo.svg');
    await expect.element(page.getByText('Permite criar rotas')).toBeVisible();
    // Neither 'Editar' without company-edit nor the subscription for who is not super-admin.
    expect(page.getByRole('link', { name: 'Editar' }).elements()).toHaveLength(0);
    expect(page.getByText('Situação da assinatura').elements()).toHaveLength(0);
  });

  it('deletes a company after a confirmation', async () => {
    const rows = companies();
    start('/companies', SUPER, rows);
    await page
      .getByRole('row', { name: /Rodobrás/ })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(rows).toHaveLength(3);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => rows.some((row) => row.id === 2)).toBe(false);
    await expect.element(page.getByText('Rodobrás Logística S.A.')).not.toBeInTheDocument();
  });

  it('without company-create or company-delete there is no add nor delete button', async () => {
    start('/companies', ADMIN);
    await expect.element(page.getByText('Acme Transportes Ltda')).toBeVisible();
    expect(page.getByRole('button', { name: 'Excluir' }).elements()).toHaveLength(0);
    expect(page.getByRole('link', { name: 'Adicionar' }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('link', { name: 'Exibir' }).first()).toBeVisible();
  });

  it("uploads a logo: checked before sending, the server's refusal shown, the new logo previewed, then removed", async () => {
    const bodies: unknown[] = [];
    const rows = companies();
    start('/companies/1/edit', ADMIN, rows, bodies);
    const file = page.getByLabelText('Arquivo do logo');
    const logo = page.getByTestId('logo-upload').getByRole('img', { name: 'Logo: Acme Transportes' });
    await expect.element(logo).toHaveAttribute('src', '/app/logo.svg');
    expect(page.getByRole('button', { name: 'Remover logo' }).elements()).toHaveLength(0);

    // Too big and not an image: refused here, nothing sent.
    await file.upload(png('grande.png', 512 * 1024 + 1));
    await expect.element(page.getByRole('alert')).toHaveTextContent('O logo deve ter no máximo 512 kB.');
    await file.upload(new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('O logo deve ser uma imagem PNG, JPEG ou WebP.');
    expect(bodies).toHaveLength(0);

    // The server looks at the bytes: its pt-BR reason is shown.
    await file.upload(png('falso.png', 100));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('O arquivo não é uma imagem PNG, JPEG ou WebP.');
    await expect.element(logo).toHaveAttribute('src', '/app/logo.svg');

    await file.upload(png('logo.png', 2048));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Logo atualizado com sucesso.');
    await expect.element(logo).toHaveAttribute('src', PIXEL);
    expect(bodies.at(-1)).toEqual({ logo: 'logo.png image/png 2048' });
    expect(rows[0]?.settings.logo).toBe(PIXEL);

    await page.getByRole('button', { name: 'Remover logo' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Logo removido com sucesso.');
    await expect.element(logo).toHaveAttribute('src', '/app/logo.svg');
    // The upload is saved apart: the form was not submitted.
    expect(bodies.some((body) => typeof body === 'object' && body !== null && 'name' in body)).toBe(false);
  });
});
