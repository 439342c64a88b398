import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createFakeServer, ok } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { all, find, findButton } from '../test-support/queries.ts';
import { renderPlannerPart } from '../test-support/render-planner-part.tsx';
import type { PartRender } from '../test-support/render-planner-part.tsx';
import { twoAlternativesResponse, unpricedPlazasResponse } from '../test-support/route-fixtures.ts';
import { TollPlazasCard } from './TollPlazasCard.tsx';

const rendered: PartRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

/** The card after 'Calcular' with `answer`, opened with a click on its title 'Praças de Pedágio (n)'. */
async function openedCard(
  answer: () => unknown,
  title: string,
  width = 360,
): Promise<PartRender & { card: HTMLElement }> {
  const server = createFakeServer().on('POST', '/api/routes/route', () => ok(answer()));
  const part = renderPlannerPart(<TollPlazasCard />, { fetch: server.fetch }, {}, width);
  rendered.push(part);
  part.stores.waypoints.set([SAO_PAULO, CURITIBA]);
  await part.stores.route.calculate();
  const card = await find(part.shadow, '[data-testid="toll-plazas"]');
  const header = await findButton(card, title);
  await userEvent.click(header);
  await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
  return { ...part, card };
}

function cellsOf(root: ParentNode, testId: string): string[][] {
  return all(root, `[data-testid="${testId}"]`).map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

describe("the 'Praças de Pedágio (n)' card", () => {
  it("lists a point-to-point gantry apart under 'Não cobradas', after the charged plazas and out of n", async () => {
    const { card } = await openedCard(unpricedPlazasResponse, 'Praças de Pedágio (2)');
    expect(cellsOf(card, 'toll-row').map((row) => row[1])).toEqual(['Juquitiba', 'Cajati']);
    const [gantry, ...others] = all(card, '[data-testid="toll-row-not-charged"]');
    expect(others).toEqual([]);
    expect(gantry?.checkVisibility()).toBe(true);
    expect(cellsOf(card, 'toll-row-not-charged')).toEqual([
      [
        'CCR RodoAnel Oeste',
        'Pórtico Embu',
        'SP-021',
        'km 279,4',
        'SP',
        'Não cobradoPórtico ponto a ponto: cobra só veículos cadastrados.',
        '-',
        '-',
        '-',
        '-',
      ],
    ]);
    const heading = gantry?.closest('tbody')?.querySelector('th');
    expect(heading?.textContent).toBe('Não cobradas');
    expect(heading?.getAttribute('scope')).toBe('rowgroup');
    const [lastCharged] = all(card, '[data-testid="toll-row"]').slice(-1);
    expect(lastCharged && gantry && lastCharged.compareDocumentPosition(gantry)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("lists the way back's own plazas, with its warning, under 'Retorno'", async () => {
    const { card, stores } = await openedCard(unpricedPlazasResponse, 'Praças de Pedágio (2)');
    const back = await find(card, '[data-testid="toll-plazas-return"]');
    expect(back.querySelector('h3')?.textContent).toBe('Retorno');
    expect(back.querySelector('[data-testid="toll-plazas-return-fare-warning"]')?.textContent).toBe(
      '2 praças com tarifa indisponível não estão incluídas nos totais.',
    );
    expect(cellsOf(back, 'return-toll-row').map((row) => [row[1], row[5]])).toEqual([
      ['Miracatu', 'R$ 19,20'],
      ['Registro', 'Tarifa indisponível'],
      ['Barra do Turvo', 'Tarifa indisponível'],
    ]);
    // The way out's rows stay the only 'toll-row's: the return's are not counted in n.
    expect(all(card, '[data-testid="toll-row"]')).toHaveLength(2);
    expect(back.querySelector('[data-testid="toll-row"]')).toBeNull();
    expect(back.querySelector('[data-testid="return-toll-row-not-charged"]')).toBeNull();

    stores.selection.select(1);
    await expect.poll(() => card.querySelector('[data-testid="toll-plazas-return"]')).toBeNull();
    expect(cellsOf(card, 'toll-row').map((row) => row[1])).toEqual(['Itapevi']);
    expect(card.textContent).not.toContain('Não cobradas');
    expect(card.querySelector('[data-testid="toll-plazas-fare-warning"]')).toBeNull();
  });

  it('says a registered point-to-point vehicle skips the conventional plaza beside the gantry it pays', async () => {
    const registered = () => {
      const answer = unpricedPlazasResponse();
      const [first, second] = answer.rotas;
      const gantry = first?.pedagios.nao_cobradas[0];
      if (!first || !second || !gantry) throw new Error('the fixture changed');
      const skipped = { ...gantry, nome: 'Itapecerica da Serra', free_flow: false };
      return {
        ...answer,
        config: { config_pedagio: { prices_from_date: '', ponto_a_ponto: true } },
        rotas: [{ ...first, pedagios: { ...first.pedagios, nao_cobradas: [skipped] } }, second],
      };
    };
    const { card } = await openedCard(registered, 'Praças de Pedágio (2)');
    expect(cellsOf(card, 'toll-row-not-charged').map((row) => [row[1], row[5]])).toEqual([
      [
        'Itapecerica da Serra',
        'Não cobradoVeículo cadastrado no ponto a ponto: paga o pórtico em vez desta praça.',
      ],
    ]);
  });

  it("has no 'Não cobradas' and no 'Retorno' when the answer has neither", async () => {
    const { card } = await openedCard(twoAlternativesResponse, 'Praças de Pedágio (2)');
    expect(cellsOf(card, 'toll-row')).toHaveLength(2);
    expect(card.textContent).not.toContain('Não cobradas');
    expect(card.querySelector('[data-testid="toll-plazas-return"]')).toBeNull();
  });

  // The settings column is 300 to 380 px wide, less the results' 16 px padding on each side.
  it.each([268, 348])(
    'stays readable in a %i px settings column: no row overflows sideways, every column is seen with its name',
    async (width) => {
      const { card } = await openedCard(unpricedPlazasResponse, 'Praças de Pedágio (2)', width);
      const scroll = card.querySelector<HTMLElement>('[data-testid="toll-table"]');
      if (!scroll) throw new Error('no toll table');
      expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
      const box = scroll.getBoundingClientRect();
      const rows = all(card, '[data-testid="toll-row"], [data-testid="toll-row-not-charged"]');
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        const cells = [...row.querySelectorAll('td')];
        expect(cells).toHaveLength(10);
        for (const cell of cells) {
          const rect = cell.getBoundingClientRect();
          expect(cell.checkVisibility()).toBe(true);
          expect(rect.width).toBeGreaterThan(0);
          expect(rect.left).toBeGreaterThanOrEqual(box.left);
          expect(rect.right).toBeLessThanOrEqual(box.right + 0.5);
          expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
          expect(getComputedStyle(cell, '::before').content).not.toMatch(/^(none|normal|"")$/);
        }
      }
    },
  );
});
