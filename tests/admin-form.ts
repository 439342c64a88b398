import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Waits until an admin create or edit form is drawn (its 'Salvar' button). The address changes as soon
 * as a link is followed, while the list stays on screen until the form's page is ready; a field typed
 * in that moment would land in the list's filter of the same name ('Nome', 'CNPJ', 'Razão social').
 */
export async function formShown(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeVisible();
}
