import type { Page } from 'playwright-core';

/** The login page of the app. */
export const LOGIN_PATH = '/app/auth/login';

/**
 * Opens the login page and resolves the milliseconds from the navigation's start until the e-mail field
 * is enabled and has the focus (the page's `autoFocus`): the user can type. Also resolves the paths
 * under `/app/` of the JavaScript the browser fetched on the way.
 */
export async function openLoginPage(
  page: Page,
  baseUrl: string,
): Promise<{ interactiveMs: number; scripts: string[] }> {
  const scripts: string[] = [];
  const onRequest = (request: { url(): string; resourceType(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/app/') && /\.m?js$/.test(url.pathname)) scripts.push(url.pathname);
  };
  page.on('request', onRequest);
  try {
    await page.goto(`${baseUrl}${LOGIN_PATH}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => {
        const input = document.querySelector<HTMLInputElement>('input[name="email"]');
        return input && !input.disabled && document.activeElement === input ? performance.now() : null;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const interactiveMs = (await handle.jsonValue()) as number;
    await page.waitForLoadState('networkidle');
    return { interactiveMs, scripts: [...new Set(scripts)] };
  } finally {
    page.off('request', onRequest);
  }
}

/**
 * On the open login page: types `email` and `password`, submits, and resolves the milliseconds from the
 * click on 'Entrar' until the home page's heading ('Olá, <email>!') is drawn.
 */
export async function loginToHomeMs(page: Page, email: string, password: string): Promise<number> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.evaluate(() => {
    const form = document.querySelector('form');
    form?.addEventListener('submit', () => performance.mark('bench:login-submit'), {
      capture: true,
      once: true,
    });
  });
  await page.locator('button[type="submit"]').click();
  const handle = await page.waitForFunction(
    (greeting) => {
      const heading = [...document.querySelectorAll('h1')].find((h1) => h1.textContent === greeting);
      const submitted = performance.getEntriesByName('bench:login-submit', 'mark')[0];
      if (!heading || !submitted || heading.getBoundingClientRect().height === 0) return null;
      return performance.now() - submitted.startTime;
    },
    `Olá, ${email}!`,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}
