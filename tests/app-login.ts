import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The demo users' password of the e2e server (`DEMO_PASSWORD` in playwright.config.ts). */
export const DEMO_PASSWORD = 'demo-e2e-senha';

/**
 * Opens app page `path` (under `/app`), which sends a visitor to the login page, logs in as `email` and
 * waits to be back on `path`.
 */
export async function logInAt(
  page: Page,
  email: string,
  path: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`/app${path}`);
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/app${path}$`));
}
