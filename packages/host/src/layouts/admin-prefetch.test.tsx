import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from '../pages/page-registry.ts';
import { startTestApp, wrap } from '../test-support/fake-app.ts';
import type { TestApp } from '../test-support/fake-app.ts';

let app: TestApp | null = null;

// The dev server sends hundreds of modules: room for all of them in the browser's resource timings.
beforeEach(() => {
  performance.clearResourceTimings();
  performance.setResourceTimingBufferSize(100_000);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(permissions: string[]): TestApp {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles: ['operator'], permissions, companies: [{ id: 1, name: 'Acme Transportes' }] },
  };
  app = startTestApp(
    '/',
    {
      'GET /api/auth/validate': () => wrap(auth),
      'GET /api/me/list/companies': () => wrap(auth.settings.companies),
    },
    { token: 'tok-1' },
    PAGES,
  );
  return app;
}

const adminCodeFetched = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/admin-pages.tsx'));

describe("the admin's code", () => {
  it('is not fetched for a user whose menu offers no admin page', async () => {
    start([]);
    await expect.element(page.getByRole('heading', { name: 'Olá, ana@acme.com.br!' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(adminCodeFetched()).toBe(false);
  });

  it('is fetched while idle for a user whose menu offers an admin page, before any click', async () => {
    start(['plate-list']);
    await expect.element(page.getByRole('heading', { name: 'Olá, ana@acme.com.br!' })).toBeVisible();
    await expect.poll(adminCodeFetched, { timeout: 20_000 }).toBe(true);
    expect(app?.router.state.location.pathname).toBe('/');
  });
});
