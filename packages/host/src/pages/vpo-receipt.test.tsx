import { BUILTIN_SUPPLIER_NOTICE } from '@freight/core';
import type { Vpo } from '@freight/core';
import { vpoFixture } from '@freight/core/test-support/vpo-fixture';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { failure, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeHandler, TestApp } from '../test-support/fake-app.ts';

function vpo(overrides: Partial<Vpo> = {}): Vpo {
  return vpoFixture({
    vehicle: { plate: 'ABC1D23', category: 'truck', axis: 6, suspended_axles: 0, rear_wheel_type: 'Dupla' },
    origin_document: '',
    lines: [
      {
        plaza_id: 'p1',
        codigo_antt: '101',
        codigo_semparar: null,
        name: 'Juquiá',
        road: 'BR-116',
        km: 370.5,
        direction: 'Sul',
        uf: 'SP',
        concessionaire: null,
        fare: 22.5,
      },
      {
        plaza_id: 'p2',
        codigo_antt: '102',
        codigo_semparar: null,
        name: 'Registro',
        road: 'BR-116',
        km: 430,
        direction: 'Sul',
        uf: 'SP',
        concessionaire: null,
        fare: 18,
      },
    ],
    quoted_value: 40.5,
    purchased_value: 40.5,
    ...overrides,
  });
}

const auth = (permissions: string[]) => ({
  token: 'tok-1',
  email: 'ana@acme.com.br',
  settings: { roles: ['admin'], permissions, companies: [{ id: 1, name: 'Acme Transportes' }] },
});

let app: TestApp | undefined;

afterEach(() => {
  app?.stop();
  app = undefined;
  vi.restoreAllMocks();
});

function start(
  answer: FakeHandler,
  more: Record<string, FakeHandler> = {},
  permissions = ['vpo-show'],
): TestApp {
  app = startTestApp(
    '/report-vpo/12/pdf',
    { 'GET /api/auth/validate': () => wrap(auth(permissions)), 'GET /api/vpo/12': answer, ...more },
    { token: 'tok-1' },
    PAGES,
  );
  return app;
}

describe('vpo-report-pdf: the printable VPO receipt', () => {
  it('shows the plate, the plazas and the totals, with no app menu', async () => {
    start(() => wrap(vpo()));
    await expect
      .element(page.getByRole('heading', { name: 'Recibo de Vale-Pedágio Obrigatório (VPO)' }))
      .toBeVisible();
    await expect.element(page.getByRole('row', { name: /Placa ABC1D23/ })).toBeVisible();
    const plazas = page.getByRole('table', { name: 'Praças de pedágio' });
    await expect
      .element(plazas.getByRole('row', { name: /Juquiá BR-116 km 370,5 Sul SP R\$ 22,50/ }))
      .toBeVisible();
    await expect
      .element(plazas.getByRole('row', { name: /Registro BR-116 km 430 Sul SP R\$ 18,00/ }))
      .toBeVisible();
    await expect.element(page.getByRole('row', { name: 'Valor comprado R$ 40,50' })).toBeVisible();
    await expect
      .element(page.getByRole('row', { name: /Transportes Ação Ltda — 11.222.333\/0001-81/ }))
      .toBeVisible();
    await expect.element(page.getByRole('row', { name: 'Válido até 01/12/2026' })).toBeVisible();
    expect(page.getByText(BUILTIN_SUPPLIER_NOTICE).query()).toBeNull();
    expect(page.getByRole('navigation').query()).toBeNull();
  });

  it('shows the built-in notice and does not call a built-in purchase an ANTT VPO', async () => {
    start(() => wrap(vpo({ supplier: 'builtin', antt_vpo_id: null })));
    await expect.element(page.getByText(BUILTIN_SUPPLIER_NOTICE)).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Pagamento próprio');
    expect(page.getByText('Recibo de Vale-Pedágio Obrigatório (VPO)').query()).toBeNull();
  });

  it("reads an unknown purchased value as 'Valor desconhecido', never R$ 0,00", async () => {
    start(() => wrap(vpo({ status: 'unknown', purchased_value: null })));
    await expect.element(page.getByRole('row', { name: 'Valor comprado Valor desconhecido' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: 'Situação Situação desconhecida' })).toBeVisible();
    expect(document.body.textContent).not.toContain('R$ 0,00');
  });

  it("prints with 'Imprimir' and saves the server's PDF under its file name with 'Baixar PDF'", async () => {
    const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    start(() => wrap(vpo()), {
      'GET /api/vpo/12/pdf': () => ({
        status: 200,
        body: pdf,
        headers: { 'content-disposition': 'attachment; filename="vpo-12-ABC1D23.pdf"' },
      }),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(print).toHaveBeenCalledOnce();
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    await expect.poll(() => saved).toEqual(['vpo-12-ABC1D23.pdf']);
  });

  it('hides the buttons when printing', async () => {
    start(() => wrap(vpo()));
    const button = page.getByRole('button', { name: 'Imprimir' });
    await expect.element(button).toBeVisible();
    const rules = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    const print = rules.filter((rule) => rule.startsWith('@media print')).join('\n');
    const hiddenClass = [...(button.element().parentElement?.classList ?? [])].find((name) =>
      print.includes(`.${name}`),
    );
    expect(hiddenClass, print).toBeDefined();
    expect(rules.filter((rule) => rule.includes('@page'))).toEqual([expect.stringMatching(/size: a4/i)]);
  });

  it('shows the not-found message for a VPO that does not exist', async () => {
    start(() => failure(404, 'Recurso não encontrado.'));
    await expect
      .element(page.getByRole('main').getByRole('alert'))
      .toHaveTextContent('O endereço acessado não existe ou foi removido.');
  });

  it("shows the server's message when loading fails", async () => {
    start(() => failure(422, 'O fornecedor não enviou o recibo deste VPO.'));
    await expect
      .element(page.getByRole('main').getByRole('alert'))
      .toHaveTextContent('O fornecedor não enviou o recibo deste VPO.');
  });

  it('refuses a user without vpo-show', async () => {
    start(() => wrap(vpo()), {}, ['vpo-list']);
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(app?.calls.some((call) => call.startsWith('GET /api/vpo/12'))).toBe(false);
  });
});
