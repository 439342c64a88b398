import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { button, chosenText, findButton, findSelect, optionTexts } from '../test-support/queries.ts';
import { renderInShadowRoot } from '../test-support/render-in-shadow-root.tsx';
import type { ShadowRender } from '../test-support/render-in-shadow-root.tsx';
import { StyleScope } from '../theme/StyleScope.tsx';
import { Pager } from './Pager.tsx';

const SIZES = [5, 10, -1] as const;
const rendered: ShadowRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

interface Calls {
  pages: number[];
  sizes: number[];
}

function pager(count: number, page: number, pageSize: number): ShadowRender & Calls {
  const calls: Calls = { pages: [], sizes: [] };
  const view = renderInShadowRoot(
    <StyleScope>
      <Pager
        count={count}
        page={page}
        pageSize={pageSize}
        pageSizes={SIZES}
        pageSizeLabel="Rotas por página"
        onPageChange={(next) => void calls.pages.push(next)}
        onPageSizeChange={(size) => void calls.sizes.push(size)}
        data-testid="pager"
      />
    </StyleScope>,
  );
  rendered.push(view);
  return { ...view, ...calls };
}

describe('Pager', () => {
  it.each([
    // count, page, page size, range text, previous disabled, next disabled
    [25, 0, 10, '1–10 de 25', true, false],
    [25, 1, 10, '11–20 de 25', false, false],
    [25, 2, 10, '21–25 de 25', false, true],
    [2, 0, 10, '1–2 de 2', true, true],
    [0, 0, 10, '0–0 de 0', true, true],
    [25, 0, -1, '1–25 de 25', true, true],
  ] as const)(
    '%i rows, page %i of %i: reads %s (previous disabled: %s, next disabled: %s)',
    async (count, page, size, text, previousDisabled, nextDisabled) => {
      const { shadow } = pager(count, page, size);
      await expect.poll(() => shadow.querySelector('[data-testid="pager"]')?.textContent).toContain(text);
      expect((await findButton(shadow, 'Página anterior')).disabled).toBe(previousDisabled);
      expect(button(shadow, 'Próxima página').disabled).toBe(nextDisabled);
    },
  );

  it("reports the next and previous page, and the page size chosen ('Todos' is -1)", async () => {
    const view = pager(25, 1, 10);
    await userEvent.click(await findButton(view.shadow, 'Próxima página'));
    await userEvent.click(button(view.shadow, 'Página anterior'));
    expect(view.pages).toEqual([2, 0]);

    const select = await findSelect(view.shadow, 'Rotas por página');
    expect(chosenText(select)).toBe('10');
    expect(optionTexts(select)).toEqual(['5', '10', 'Todos']);
    await userEvent.selectOptions(select, 'Todos');
    expect(view.sizes).toEqual([-1]);
  });
});
