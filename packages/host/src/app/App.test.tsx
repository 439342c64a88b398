import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useNavigateTo } from '../navigation/use-navigate-to.ts';
import { PAGES } from '../pages/page-registry.ts';
import { failure, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeHandler, TestApp } from '../test-support/fake-app.ts';

const AUTH = {
  token: 'tok-1',
  email: 'ana@acme.com.br',
  settings: {
    roles: ['operator'],
    permissions: ['route-list'],
    companies: [{ id: 1, name: 'Acme Transportes', settings: { primary_color: '#1565c0' } }],
  },
};

let started: TestApp | null = null;

function start(
  path: string,
  routes: Record<string, FakeHandler>,
  stored: Record<string, string> = {},
  pages: typeof PAGES = PAGES,
  hash = '',
): TestApp {
  started = startTestApp(path, routes, stored, pages, { hash });
  return started;
}

afterEach(() => {
  started?.stop();
  started = null;
});

const loggedIn = {
  'GET /api/auth/validate': () => wrap(AUTH),
  'GET /api/me/list/companies': () => wrap(AUTH.settings.companies),
};

describe('session', () => {
  it('without a token, a main-layout page sends to login, which returns there after logging in', async () => {
    const app = start('/plates/3/edit', {
      'POST /api/auth/login': async (request) =>
        ((await request.json()) as { password?: string }).password === 'certa'
          ? wrap(AUTH)
          : failure(422, 'E-mail ou senha inválidos.'),
      ...loggedIn,
    });
    await expect.element(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/auth/login');

    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(page.getByText('Esse campo é obrigatório').first()).toBeVisible();
    expect(app.calls).not.toContain('POST /api/auth/login');

    await page.getByLabelText('E-mail').fill('ana@acme.com.br');
    await page.getByLabelText('Senha').fill('errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');

    await page.getByLabelText('Senha').fill('certa');
    await page.getByRole('button', { name: 'Entrar' }).click();
    // Back on the page asked for, which this operator may not open.
    await expect
      .element(page.getByRole('alert').getByText('Você não tem permissão para acessar este recurso.'))
      .toBeVisible();
    expect(app.router.state.location.pathname).toBe('/plates/3/edit');
    expect(app.storage.data.get('token')).toBe('tok-1');
    expect(app.storage.data.get('primary_color')).toBe('#1565c0');
  });

  it("the login throttle's 429 shows its message on the form, not the fair-use dialog", async () => {
    const app = start('/auth/login', {
      'POST /api/auth/login': () =>
        failure(429, 'Muitas tentativas de login. Tente novamente em 15 minutos.'),
    });
    await page.getByLabelText('E-mail').fill('ana@acme.com.br');
    await page.getByLabelText('Senha').fill('qualquer');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Muitas tentativas de login. Tente novamente em 15 minutos.');
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    expect(app.router.state.location.search).toBe('');
  });

  it('validates the stored token on load and forgets a refused one', async () => {
    const app = start(
      '/',
      { 'GET /api/auth/validate': () => failure(401, 'Token expirado.') },
      { token: 'old', email: 'ana@acme.com.br', font: '16' },
    );
    await expect.element(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(app.storage.data.has('token')).toBe(false);
    expect(app.storage.data.has('email')).toBe(false);
    expect(app.storage.data.get('font')).toBe('16');
  });

  it('a token the server could not check (500) keeps the session and offers to try again', async () => {
    let down = true;
    const app = start(
      '/',
      {
        ...loggedIn,
        'GET /api/auth/validate': () => (down ? failure(500, 'Ocorreu um erro.') : wrap(AUTH)),
      },
      { token: 'tok-1', email: 'ana@acme.com.br' },
    );
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Não foi possível confirmar a sua sessão.');
    expect(app.storage.data.get('token')).toBe('tok-1');
    down = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.element(page.getByRole('heading', { name: 'Olá, ana@acme.com.br!' })).toBeVisible();
  });

  it('a valid token opens home with the companies; a 403 shows the SPEC message', async () => {
    start(
      '/',
      { ...loggedIn, 'GET /api/me/list/companies': () => failure(403, 'Forbidden') },
      { token: 'tok-1' },
    );
    await expect.element(page.getByRole('heading', { name: 'Olá, ana@acme.com.br!' })).toBeVisible();
    await expect
      .element(page.getByText('Você não tem permissão para acessar este recurso.').first())
      .toBeVisible();
  });
});

describe('navigation', () => {
  it('a 423 opens the subscription-overdue dialog by pushing ds; OK closes it by replacing', async () => {
    const app = start(
      '/',
      { ...loggedIn, 'GET /api/me/list/companies': () => failure(423, 'Assinatura em atraso.') },
      { token: 'tok-1' },
    );
    const dialog = page.getByRole('dialog', { name: 'Assinatura em atraso' });
    await expect.element(dialog).toBeVisible();
    expect(app.router.state.location.search).toBe('?ds=subscription-overdue');
    expect(app.router.state.historyAction).toBe('PUSH');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(app.router.state.location.search).toBe('');
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('back closes the top dialog', async () => {
    const app = start('/', loggedIn, { token: 'tok-1' });
    await expect.element(page.getByRole('heading', { name: 'Olá, ana@acme.com.br!' })).toBeVisible();
    await app.router.navigate('/?ds=fair-use');
    await app.router.navigate('/?ds=fair-use|subscribe');
    await expect.element(page.getByRole('dialog', { name: 'Assinatura necessária' })).toBeVisible();
    await app.router.navigate(-1);
    await expect.element(page.getByRole('dialog', { name: 'Limite de uso atingido' })).toBeVisible();
  });

  it('font size: the stored 20 cannot grow; the menu toggles; unregistered pages are not-found', async () => {
    await page.viewport(1280, 800);
    const app = start('/', loggedIn, { token: 'tok-1', font: '20' });
    await expect.element(page.getByRole('button', { name: 'Aumentar a fonte' })).toBeDisabled();
    await page.getByRole('button', { name: 'Diminuir a fonte' }).click();
    expect(app.storage.data.get('font')).toBe('19');
    await expect.element(page.getByRole('button', { name: 'Aumentar a fonte' })).toBeEnabled();

    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect.element(menu).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar ou ocultar o menu' }).click();
    await expect.element(menu).not.toBeInTheDocument();

    await app.router.navigate('/consultas-antigas/');
    await expect.element(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });

  it('on a small screen the menu starts hidden, opens over the page and closes when an entry is chosen', async () => {
    await page.viewport(600, 900);
    const shipperAdmin = { ...AUTH, settings: { ...AUTH.settings, permissions: ['shipper-list'] } };
    const app = start(
      '/',
      {
        'GET /api/auth/validate': () => wrap(shipperAdmin),
        'GET /api/me/list/companies': () => wrap(AUTH.settings.companies),
        'GET /api/shippers': () =>
          wrap({
            data: [{ id: 1, company_id: 1, document: '11222333000181', name: 'Embarcadora Sul' }],
            total: 1,
            current_page: 1,
            per_page: 10,
          }),
      },
      { token: 'tok-1' },
    );
    await expect.element(page.getByRole('heading', { name: 'Olá, ana@acme.com.br!' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    expect(menu.elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Mostrar ou ocultar o menu' }).click();
    await expect.element(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Embarcadores' }).click();
    await expect.poll(() => app.router.state.location.pathname).toBe('/shippers');
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(page.getByText('Embarcadora Sul')).toBeVisible();
  });

  it('pages registered later plug in; navigation by name; every page change scrolls to the top', async () => {
    function TallHome() {
      const navigateTo = useNavigateTo();
      return (
        <div style={{ height: 5000 }}>
          <button type="button" style={{ marginTop: 4000 }} onClick={() => navigateTo('edit-route/12')}>
            Editar rota 12
          </button>
        </div>
      );
    }
    function EditRoute() {
      return (
        <div style={{ height: 5000 }}>
          <h1>Editando rota</h1>
        </div>
      );
    }
    const app = start(
      '/',
      loggedIn,
      { token: 'tok-1' },
      { ...PAGES, home: TallHome, 'edit-route': EditRoute },
    );
    const button = page.getByRole('button', { name: 'Editar rota 12' });
    await expect.element(button).toBeInTheDocument();
    window.scrollTo(0, 3800);
    expect(window.scrollY).toBeGreaterThan(0);
    await button.click();
    await expect.element(page.getByRole('heading', { name: 'Editando rota' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/routes/12/edit');
    expect(window.scrollY).toBe(0);
  });
});

describe('single sign-on', () => {
  const ssoOn = { 'GET /api/auth/sso/config': () => wrap({ enabled: true }) };

  it('with SSO on, a main-layout page sends a logged-out visitor to the provider login, never the in-app form', async () => {
    const { left, router } = start('/routes/12/edit?x=1', ssoOn);
    await expect.poll(() => left).toEqual(['/api/auth/sso/login?return_to=%2Froutes%2F12%2Fedit%3Fx%3D1']);
    expect(router.state.location.pathname).toBe('/routes/12/edit');
    await expect.element(page.getByLabelText('Senha')).not.toBeInTheDocument();
  });

  it('in the embedded mode (#embedded=1) the visitor gets the in-app login, with SSO on', async () => {
    const { left, router } = start('/routes', ssoOn, {}, PAGES, '#embedded=1');
    await expect.element(page.getByLabelText('Senha')).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/login');
    await expect.element(page.getByRole('button', { name: 'Entrar com SSO' })).not.toBeInTheDocument();
    expect(left).toEqual([]);
  });

  it("the login page shows the SSO refusal, and 'Entrar com SSO' leaves for the provider", async () => {
    const { left } = start(
      '/auth/login',
      ssoOn,
      {},
      PAGES,
      '#sso_error=no_account&sso_email=ze%40acme.com.br',
    );
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'Não há conta para o e-mail ze@acme.com.br. Peça acesso ao administrador da sua empresa.',
      );
    await page.getByRole('button', { name: 'Entrar com SSO' }).click();
    expect(left).toEqual(['/api/auth/sso/login?return_to=%2F']);
  });

  it("logout with SSO on goes to the provider's logout, never to a new SSO login", async () => {
    const { left, storage } = start(
      '/',
      { ...ssoOn, ...loggedIn, 'POST /api/auth/logout': () => wrap(null) },
      { token: 'tok-1' },
    );
    await expect.element(page.getByRole('heading', { name: `Olá, ${AUTH.email}!` })).toBeVisible();
    await page.getByRole('button', { name: 'Conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
    await expect.poll(() => left).toEqual(['/api/auth/sso/logout']);
    expect(storage.data.has('token')).toBe(false);
  });

  it('without SSO there is no SSO button and a logged-out visitor gets the in-app login', async () => {
    const { left, router } = start('/routes', {});
    await expect.element(page.getByLabelText('Senha')).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/login');
    await expect.element(page.getByRole('button', { name: 'Entrar com SSO' })).not.toBeInTheDocument();
    expect(left).toEqual([]);
  });
});
