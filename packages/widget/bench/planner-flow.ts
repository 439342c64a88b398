import type { Locator, Page } from 'playwright-core';

/** Performance mark of a 'Calcular' click (`CalculateButton`). */
export const CALCULATE_MARK = 'freight-route-planner:calculate';

/** Performance mark of the route's layers drawn on the map (`MapView`). */
export const ROUTE_DRAWN_MARK = 'freight-route-planner:route-drawn';

/** The planner element of the page (Playwright's locators pierce its open shadow root). */
export function planner(page: Page): Locator {
  return page.locator('freight-route-planner');
}

/** The options of the address search's result list (not those of the planner's selects). */
export function searchResults(page: Page): Locator {
  return planner(page).getByRole('listbox', { name: 'Resultados da busca' }).getByRole('option');
}

/**
 * Opens the search of waypoint `index` (0 = 'Origem'), types `text` and picks the first suggestion
 * whose text matches `pick`: with the mouse, or with ArrowDown … Enter when `keyboard` is set. After
 * the origin is chosen the planner opens the empty destination's search by itself (SPEC §4, 100 ms
 * later): an open search is used as it is.
 */
export async function choosePlace(
  page: Page,
  index: number,
  text: string,
  pick: RegExp,
  keyboard = false,
): Promise<void> {
  const input = planner(page).getByTestId('search-input');
  const open = await input.waitFor({ timeout: 500 }).then(
    () => true,
    () => false,
  );
  if (!open) await planner(page).getByTestId('waypoint-input').nth(index).click();
  await input.fill(text);
  const options = searchResults(page);
  const wanted = options.filter({ hasText: pick }).first();
  await wanted.waitFor();
  if (!keyboard) {
    await wanted.click();
    return;
  }
  const texts = await options.allTextContents();
  const position = texts.findIndex((option) => pick.test(option));
  for (let i = 0; i <= position; i++) await input.press('ArrowDown');
  await input.press('Enter');
}

/** Sets the axle count with the 'Remover eixo' and 'Adicionar eixo' buttons until it reads `axles`. */
export async function setAxles(page: Page, axles: number): Promise<void> {
  const count = planner(page).getByTestId('axle-count');
  const read = async () => Number.parseInt((await count.textContent()) ?? '', 10);
  for (let step = 0; step < 20; step++) {
    const current = await read();
    if (current === axles) return;
    const name = current < axles ? 'Adicionar eixo' : 'Remover eixo';
    await planner(page).getByRole('button', { name, exact: true }).click();
    for (let wait = 0; wait < 50 && (await read()) === current; wait++) await page.waitForTimeout(20);
  }
  throw new Error(`the axle count does not reach ${axles}`);
}

/**
 * Milliseconds from the last {@link CALCULATE_MARK} to the first {@link ROUTE_DRAWN_MARK} after it,
 * waiting up to `timeoutMs`; the marks are cleared afterwards. Throws when the route-drawn mark never
 * comes (so nothing else gets measured in its place).
 */
export async function calculateToDrawnMs(page: Page, timeoutMs = 30_000): Promise<number> {
  try {
    const handle = await page.waitForFunction(
      ([calculate, drawn]) => {
        const click = performance.getEntriesByName(calculate, 'mark').at(-1);
        if (!click) return null;
        const done = performance
          .getEntriesByName(drawn, 'mark')
          .find((mark) => mark.startTime >= click.startTime);
        return done ? done.startTime - click.startTime : null;
      },
      [CALCULATE_MARK, ROUTE_DRAWN_MARK] as const,
      { timeout: timeoutMs, polling: 'raf' },
    );
    return (await handle.jsonValue()) as number;
  } catch (error) {
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((mark) => mark.name));
    throw new Error(
      `no '${ROUTE_DRAWN_MARK}' mark after '${CALCULATE_MARK}' within ${timeoutMs} ms (marks seen: ${
        marks.join(', ') || 'none'
      }): MapView must set it when the route's layers are drawn`,
      { cause: error },
    );
  } finally {
    await page.evaluate(() => performance.clearMarks());
  }
}
