import { describe, it, expect, vi } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import { companyWire } from './test-support/fixtures.ts';
import { createFakeServer, createMemoryStorage, json, ok } from './test-support/fake-server.ts';

function setup(stored: Record<string, string> = {}) {
  const server = createFakeServer();
  const storage = createMemoryStorage(stored);
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    fetch: server.fetch,
    storage,
    onUnauthorized,
    onSubscriptionStatus: vi.fn(),
  });
  return { server, storage, api, onUnauthorized };
}

const auth = {
  token: 'tok-1',
  email: 'ana@acme.com.br',
  settings: { roles: ['admin'], companies: [companyWire] },
};
const session = {
  token: 'old',
  email: 'ana@acme.com.br',
  primary_color: '#000000',
  bg_dark: 'false',
  logo: 'x',
  font: '16',
};

describe('session', () => {
  it('login stores token, email and the first company branding', async () => {
    const { server, storage, api } = setup({ font: '16' });
    server.on('POST', '/api/auth/login', () => ok(auth));
    const response = await api.session.login('ana@acme.com.br', 'segredo');
    expect(response.success).toBe(true);
    expect(server.requests[0]?.body).toEqual({ email: 'ana@acme.com.br', password: 'segredo' });
    expect(storage.entries()).toEqual({
      font: '16',
      token: 'tok-1',
      email: 'ana@acme.com.br',
      primary_color: '#123456',
      bg_dark: 'true',
      logo: '/logos/acme.png',
    });
    expect(api.session.isLoggedIn()).toBe(true);
  });

  it('login of a user without company stores the default branding', async () => {
    const { server, storage, api } = setup();
    server.on('POST', '/api/auth/login', () => ok({ token: 't', email: 'e@x.co', settings: {} }));
    await api.session.login('e@x.co', 'p');
    expect(storage.entries()).toMatchObject({
      primary_color: '#fdc941',
      bg_dark: 'false',
      logo: '/app/logo.svg',
    });
  });

  it('a refused login stores nothing and gives the server message', async () => {
    const { server, storage, api } = setup();
    server.on('POST', '/api/auth/login', () =>
      json({ success: false, statusCode: 422, message: 'E-mail ou senha inválidos.' }, 422),
    );
    const response = await api.session.login('ana@acme.com.br', 'errada');
    expect(response).toMatchObject({ success: false, message: 'E-mail ou senha inválidos.' });
    expect(storage.entries()).toEqual({});
    expect(api.session.isLoggedIn()).toBe(false);
  });

  it('logout clears the session and keeps the font size', () => {
    const { storage, api } = setup(session);
    api.session.logout();
    expect(storage.entries()).toEqual({ font: '16' });
  });

  it('validate without token logs out without calling the server', async () => {
    const { server, storage, api } = setup({ email: 'x', font: '16' });
    expect(await api.session.validate()).toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(storage.entries()).toEqual({ font: '16' });
  });

  it('validate refreshes the stored session', async () => {
    const { server, storage, api } = setup(session);
    server.on('GET', '/api/auth/validate', () => ok({ ...auth, token: 'tok-2' }));
    const refreshed = await api.session.validate();
    expect(refreshed?.email).toBe('ana@acme.com.br');
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer old');
    expect(storage.entries()).toMatchObject({ token: 'tok-2', primary_color: '#123456', bg_dark: 'true' });
  });

  it.each([
    { name: '401', answer: () => json({ success: false, statusCode: 401, message: 'Expirado' }, 401) },
    {
      name: 'an error response',
      answer: () => json({ success: false, statusCode: 400, message: 'Inválido' }, 400),
    },
  ])('validate logs out on $name', async ({ answer }) => {
    const { server, storage, api } = setup(session);
    server.on('GET', '/api/auth/validate', answer);
    expect(await api.session.validate()).toBeNull();
    expect(storage.entries()).toEqual({ font: '16' });
  });

  it('validate keeps the session when the server fails', async () => {
    const { server, storage, api } = setup(session);
    server.on('GET', '/api/auth/validate', () => json({ message: 'Fora do ar' }, 503));
    await expect(api.session.validate()).rejects.toMatchObject({ kind: 'server', message: 'Fora do ar' });
    expect(storage.entries()).toEqual(session);
  });
});
