import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readSsoHandoff, ssoErrorMessage } from '@freight/core';
import type { SsoHandoff } from '@freight/core';
import { createApp } from '../app.ts';
import { endSessions } from '../auth/sessions.ts';
import { ssoLogins, users } from '../db/schema.ts';
import { createServerContext } from '../server-context.ts';
import { startTestOidcProvider } from '../test-support/oidc-test-provider.ts';
import type { TestOidcProvider } from '../test-support/oidc-test-provider.ts';
import { startTestApi, TEST_USERS } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { backends } from '../test-support/test-database.ts';

const APP_ORIGIN = 'http://127.0.0.1:8787';
const CLIENT = {
  clientId: 'planejador-de-rotas',
  clientSecret: 'segredo-do-cliente-de-teste',
  redirectUri: `${APP_ORIGIN}/api/auth/sso/callback`,
  postLogoutRedirectUri: `${APP_ORIGIN}/app/auth/login`,
};

/** Provider accounts (login name → e-mail) beside the fixture users. */
const ACCOUNTS = {
  admin: { email: 'Admin.A@Teste.com.br', emailVerified: true },
  nobody: { email: 'ninguem@teste.com.br', emailVerified: true },
  unverified: { email: TEST_USERS.operatorA.email, emailVerified: false },
  inactive: { email: TEST_USERS.guestA.email, emailVerified: true },
  other: { email: TEST_USERS.adminB.email, emailVerified: true },
};

describe.each(backends)('single sign-on on %s', (backend) => {
  let idp: TestOidcProvider;
  let api: TestApi;
  const logLines: string[] = [];

  beforeAll(async () => {
    idp = await startTestOidcProvider(ACCOUNTS, CLIENT);
    api = await startTestApi(
      backend,
      {
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: CLIENT.clientId,
        OIDC_CLIENT_SECRET: CLIENT.clientSecret,
        OIDC_REDIRECT_URI: CLIENT.redirectUri,
        LOG_LEVEL: 'info',
      },
      { log: (line) => logLines.push(line) },
    );
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await idp?.close();
  });

  /** The login start, as the app sends the browser there: the provider's address and the state cookie. */
  async function startLogin(returnTo = '/routes?page=2') {
    const res = await api.app.request(`/api/auth/sso/login?return_to=${encodeURIComponent(returnTo)}`);
    expect(res.status).toBe(302);
    const setCookie = res.headers.get('set-cookie') ?? '';
    return {
      location: res.headers.get('location') ?? '',
      setCookie,
      cookie: setCookie.split(';')[0] ?? '',
    };
  }

  /** The provider's answer reaching the server's callback in the browser holding `cookie`. */
  async function callback(callbackUrl: string, cookie: string) {
    const { search } = new URL(callbackUrl);
    const res = await api.app.request(`/api/auth/sso/callback${search}`, { headers: { cookie } });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', APP_ORIGIN);
    return {
      path: `${location.pathname}${location.search}`,
      handoff: readSsoHandoff(location.hash),
      setCookie: res.headers.get('set-cookie') ?? '',
      headers: res.headers,
    };
  }

  async function loginAs(account: keyof typeof ACCOUNTS, returnTo?: string) {
    const start = await startLogin(returnTo);
    return callback(await idp.signIn(start.location, account), start.cookie);
  }

  const refusal = (handoff: SsoHandoff | null) =>
    handoff?.kind === 'error' ? ssoErrorMessage(handoff.code, handoff.email) : handoff;

  it('says single sign-on is on', async () => {
    const res = await api.call(null, 'GET', '/api/auth/sso/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { enabled: true } });
  });

  it('sends the browser to the provider with the authorization code flow, PKCE S256, state and nonce', async () => {
    const { location, setCookie } = await startLogin();
    const url = new URL(location);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: CLIENT.redirectUri,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{20,}$/);
    expect(setCookie).toContain(`sso_state=${state}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api\/auth\/sso/);
  });

  it('signs the user of the verified e-mail in (any letter case), back on the page asked, with the password-login session', async () => {
    const { path, handoff, setCookie, headers } = await loginAs('admin', '/routes?page=2');
    expect(path).toBe('/app/routes?page=2');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(handoff?.kind).toBe('token');
    const token = handoff?.kind === 'token' ? handoff.token : '';
    expect(setCookie).toMatch(/sso_state=;/);
    const validate = await api.call({ token }, 'GET', '/api/auth/validate');
    expect(validate.status).toBe(200);
    expect(validate.body.data).toMatchObject({ token, email: TEST_USERS.adminA.email });
    expect(validate.body.data.settings.roles).toEqual(['admin']);
    // the token and the provider's code stay out of the server's log
    expect(logLines.join('\n')).not.toContain(token);
    expect(logLines.join('\n')).not.toMatch(/code=|sso_token/);
    // logout ends it like any session
    expect((await api.call({ token }, 'POST', '/api/auth/logout')).status).toBe(200);
    expect((await api.call({ token }, 'GET', '/api/auth/validate')).status).toBe(401);
  });

  it('issues the token at the current session version: sessions ended before do not end it', async () => {
    await endSessions(api.db, api.userIds.adminA);
    const { handoff } = await loginAs('admin');
    const token = handoff?.kind === 'token' ? handoff.token : '';
    expect((await api.call({ token }, 'GET', '/api/auth/validate')).status).toBe(200);
  });

  it('returns home for a return path off the app', async () => {
    expect((await loginAs('other', '//evil.example/x')).path).toBe('/app/');
  });

  it('refuses an e-mail without an account, creating none, with a pt-BR message naming it', async () => {
    const { path, handoff } = await loginAs('nobody');
    expect(path).toBe('/app/auth/login');
    expect(refusal(handoff)).toBe(
      'Não há conta para o e-mail ninguem@teste.com.br. Peça acesso ao administrador da sua empresa.',
    );
    const created = await api.db.select().from(users).where(eq(users.email, 'ninguem@teste.com.br'));
    expect(created).toEqual([]);
  });

  it('refuses an e-mail the provider did not verify', async () => {
    const { path, handoff } = await loginAs('unverified');
    expect(path).toBe('/app/auth/login');
    expect(refusal(handoff)).toBe(
      `O provedor de identidade não confirmou o e-mail ${TEST_USERS.operatorA.email}. Confirme o e-mail no provedor ou peça ajuda ao administrador da sua empresa.`,
    );
  });

  it('refuses an inactive user', async () => {
    await api.db.update(users).set({ active: false }).where(eq(users.id, api.userIds.guestA));
    try {
      const { path, handoff } = await loginAs('inactive');
      expect(path).toBe('/app/auth/login');
      expect(refusal(handoff)).toBe(
        `A conta do e-mail ${TEST_USERS.guestA.email} está desativada. Peça acesso ao administrador da sua empresa.`,
      );
    } finally {
      await api.db.update(users).set({ active: true }).where(eq(users.id, api.userIds.guestA));
    }
  });

  it('refuses a replayed state, a state without its cookie and a cookie of another login', async () => {
    const start = await startLogin();
    const answer = await idp.signIn(start.location, 'admin');
    expect((await callback(answer, start.cookie)).handoff?.kind).toBe('token');
    const expired = 'O login pelo SSO expirou ou já foi usado. Tente novamente.';
    expect(refusal((await callback(answer, start.cookie)).handoff)).toBe(expired);

    const second = await startLogin();
    const secondAnswer = await idp.signIn(second.location, 'admin');
    expect(refusal((await callback(secondAnswer, '')).handoff)).toBe(expired);
    const third = await startLogin();
    expect(refusal((await callback(secondAnswer, third.cookie)).handoff)).toBe(expired);
  });

  it('refuses a login older than ten minutes', async () => {
    const start = await startLogin();
    const answer = await idp.signIn(start.location, 'admin');
    api.clock.now += 10 * 60_000 + 1;
    try {
      expect(refusal((await callback(answer, start.cookie)).handoff)).toBe(
        'O login pelo SSO expirou ou já foi usado. Tente novamente.',
      );
    } finally {
      api.clock.now -= 10 * 60_000 + 1;
    }
  });

  it('sends the PKCE verifier: the provider refuses a login without the challenge, or with another verifier', async () => {
    const providerMessage = ssoErrorMessage('provider');
    const start = await startLogin();
    const withoutPkce = new URL(start.location);
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const refused = await idp.signIn(withoutPkce.href, 'admin');
    expect(new URL(refused).searchParams.get('error')).toBe('invalid_request');
    expect(refusal((await callback(refused, start.cookie)).handoff)).toBe(providerMessage);

    const other = await startLogin();
    const state = new URL(other.location).searchParams.get('state') ?? '';
    await api.db
      .update(ssoLogins)
      .set({ code_verifier: 'x'.repeat(43) })
      .where(eq(ssoLogins.state, state));
    const answer = await idp.signIn(other.location, 'admin');
    expect(refusal((await callback(answer, other.cookie)).handoff)).toBe(providerMessage);
  });

  it('answers a refusal of the provider (access_denied) with the pt-BR message, never a 500', async () => {
    const start = await startLogin();
    const state = new URL(start.location).searchParams.get('state') ?? '';
    const { path, handoff } = await callback(
      `${CLIENT.redirectUri}?error=access_denied&state=${state}`,
      start.cookie,
    );
    expect(path).toBe('/app/auth/login');
    expect(refusal(handoff)).toBe(ssoErrorMessage('provider'));
  });

  it("sends the logout to the provider's end-session endpoint, returning to the app's login page", async () => {
    const res = await api.app.request('/api/auth/sso/logout');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin).toBe(idp.issuer);
    expect(location.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(CLIENT.postLogoutRedirectUri);
  });

  it('sends the browser back to the login page with a pt-BR message when the provider is down', async () => {
    const down = createApp(
      createServerContext({
        ...api.ctx,
        config: { ...api.config, OIDC_ISSUER: 'http://127.0.0.1:9/' },
        jwtSecret: api.jwtSecret,
      }),
    );
    const login = await down.request('/api/auth/sso/login');
    expect(login.status).toBe(302);
    const to = new URL(login.headers.get('location') ?? '', APP_ORIGIN);
    expect(to.pathname).toBe('/app/auth/login');
    expect(refusal(readSsoHandoff(to.hash))).toBe(ssoErrorMessage('provider'));
    const logout = await down.request('/api/auth/sso/logout');
    expect(logout.headers.get('location')).toBe('/app/auth/login');
  });

  it('without the OIDC_* settings: SSO off, its calls go to the in-app login', async () => {
    const {
      OIDC_ISSUER: _i,
      OIDC_CLIENT_ID: _c,
      OIDC_CLIENT_SECRET: _s,
      OIDC_REDIRECT_URI: _r,
      ...off
    } = api.config;
    const app = createApp(createServerContext({ ...api.ctx, config: off, jwtSecret: api.jwtSecret }));
    expect(await (await app.request('/api/auth/sso/config')).json()).toMatchObject({
      data: { enabled: false },
    });
    const login = await app.request('/api/auth/sso/login?return_to=/routes');
    expect(login.status).toBe(302);
    const to = new URL(login.headers.get('location') ?? '', APP_ORIGIN);
    expect(to.pathname).toBe('/app/auth/login');
    expect(refusal(readSsoHandoff(to.hash))).toBe(
      'O login único (SSO) não está configurado. Entre com e-mail e senha.',
    );
    expect((await app.request('/api/auth/sso/logout')).headers.get('location')).toBe('/app/auth/login');
  });
});
