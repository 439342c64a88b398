import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createFakeServer, ok } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { all, find, findButton } from '../test-support/queries.ts';
import { renderPlannerPart } from '../test-support/render-planner-part.tsx';
import type { PartRender } from '../test-support/render-planner-part.tsx';
import { twoAlternativesResponse, unpricedPlazasResponse } from '../test-support/route-fixtures.ts';
import { RouteResults } from './RouteResults.tsx';

const rendered: PartRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

type Answer = () => unknown;

async function results(response: Answer = twoAlternativesResponse): Promise<PartRender> {
  const server = createFakeServer().on('POST', '/api/routes/route', () => ok(response()));
  const part = renderPlannerPart(<RouteResults />, { fetch: server.fetch }, {}, 360);
  rendered.push(part);
  await find(part.shadow, '[data-testid="route-summary"]');
  return part;
}

async function calculated(response: Answer = twoAlternativesResponse): Promise<PartRender> {
  const part = await results(response);
  part.stores.waypoints.set([SAO_PAULO, CURITIBA]);
  await part.stores.route.calculate();
  expect(part.stores.route.$route.get().status).toBe('done');
  return part;
}

/** The two alternatives, the first with its way back (`volta`: the second's way) and a report link. */
function withReturnAndReport(): Record<string, unknown> {
  const response = twoAlternativesResponse();
  const [first, second] = response.rotas as Record<string, unknown>[];
  return {
    ...response,
    rotas: [{ ...first, volta: second }, second],
    report_link: '/app/routes/report?data=b64%3Aabc',
  };
}

function action(shadow: ShadowRoot, name: string): HTMLElement | null {
  return shadow.querySelector<HTMLElement>(`[data-action="${name}"]`);
}

function summaryLine(shadow: ShadowRoot, name: string): string {
  return shadow.querySelector(`[data-summary="${name}"]`)?.textContent ?? '';
}

function tollNames(shadow: ShadowRoot): string[] {
  return all(shadow, '[data-testid="toll-row"]').map(
    (row) => row.querySelectorAll('td')[1]?.textContent ?? '',
  );
}

describe('route results', () => {
  it("reads 'Não calculado' and 'R$ 0,00' before any calculation", async () => {
    const { shadow } = await results();
    expect(summaryLine(shadow, 'duration')).toBe('DuraçãoNão calculado');
    expect(summaryLine(shadow, 'distance')).toBe('DistânciaNão calculado');
    expect(summaryLine(shadow, 'gross')).toBe('PedágioR$ 0,00 (por eixo: R$ 0,00)');
    expect(summaryLine(shadow, 'net')).toBe('Pedágio líquidoR$ 0,00 (por eixo: R$ 0,00)');
    expect(shadow.querySelector('[data-testid="toll-plazas"]')).toBeNull();
    expect(shadow.querySelector('[data-testid="route-alternatives"]')).toBeNull();
    expect(shadow.querySelector('[data-testid="freight-floor"]')).toBeNull();
  });

  it('shows the duration, distance and formatted toll totals of the selected alternative', async () => {
    const { shadow } = await calculated();
    await expect.poll(() => summaryLine(shadow, 'duration')).toBe('Duração5 h 30 min');
    expect(summaryLine(shadow, 'distance')).toBe('Distância408,7 km');
    expect(summaryLine(shadow, 'gross')).toBe('PedágioR$ 38,40 (por eixo: R$ 6,40)');
    expect(summaryLine(shadow, 'tag')).toBe('Pedágio com tagR$ 37,44 (por eixo: R$ 6,40)');
    expect(summaryLine(shadow, 'weekend')).toBe('Pedágio no fim de semanaR$ 38,40 (por eixo: R$ 6,40)');
  });

  it("lists the plazas of the selected alternative in the collapsed 'Praças de Pedágio (n)' card", async () => {
    const { shadow } = await calculated();
    const card = await find(shadow, '[data-testid="toll-plazas"]');
    await expect.poll(() => card.textContent).toContain('Praças de Pedágio (2)');
    const summary = card.querySelector<HTMLElement>('button[aria-expanded]');
    expect(summary?.getAttribute('aria-expanded')).toBe('false');
    if (summary) await userEvent.click(summary);
    await expect.poll(() => summary?.getAttribute('aria-expanded')).toBe('true');
    expect(tollNames(shadow)).toEqual(['Juquitiba', 'Miracatu']);
    const cells = all(shadow, '[data-testid="toll-row"]').map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(cells[0]).toEqual([
      'Arteris Régis Bittencourt',
      'Juquitiba',
      'BR-116',
      'km 370,2',
      'SP',
      'R$ 19,20',
      '-',
      '-',
      'R$ 18,24',
      '5,00%',
    ]);
    expect(cells[1]?.slice(6)).toEqual(['-', '-', '-', '-']);
  });

  it("switches the toll list and the summary on a click on 'Rota 2'", async () => {
    const { shadow, stores } = await calculated();
    await expect.poll(() => tollNames(shadow)).toEqual(['Juquitiba', 'Miracatu']);
    await userEvent.click(await findButton(shadow, 'Rota 2'));
    await expect.poll(() => tollNames(shadow)).toEqual(['Itapevi']);
    expect(stores.selection.$selectedIndex.get()).toBe(1);
    expect(shadow.querySelector('[data-testid="toll-plazas"]')?.textContent).toContain(
      'Praças de Pedágio (1)',
    );
    expect(summaryLine(shadow, 'distance')).toBe('Distância520,3 km');
    expect(summaryLine(shadow, 'weekend')).toBe('Pedágio no fim de semanaR$ 75,60 (por eixo: R$ 11,60)');
    const alternatives = shadow.querySelector('[data-testid="route-alternatives"]')?.textContent ?? '';
    expect(alternatives).toContain('Rota 1');
    expect(alternatives).not.toContain('Rota 2');
  });

  it('shows the ANTT freight floor tables, collapsed, for an alternative that has them', async () => {
    const { shadow } = await calculated();
    const card = await find(shadow, '[data-testid="freight-floor"]');
    expect(card.querySelector('button[aria-expanded]')?.getAttribute('aria-expanded')).toBe('false');
    expect(card.textContent).toContain('Resolução 6.084/2026, vigente desde 17/07/2026');
    expect(card.textContent).toContain('Tabela A');
    expect(card.textContent).toContain('Carga geral');
    expect(card.textContent).toContain('R$ 3.021,40');
  });

  it('shows no options card and no return totals before a calculation', async () => {
    const { shadow } = await results();
    expect(shadow.querySelector('[data-testid="route-options"]')).toBeNull();
    expect(shadow.querySelector('[data-testid="route-summary-return"]')).toBeNull();
  });

  it('links the options card to the report, the navigation app and the maps service in new tabs', async () => {
    const { shadow } = await calculated(withReturnAndReport);
    await find(shadow, '[data-testid="route-options"]');
    const report = action(shadow, 'report');
    // Without an absolute api-base the server is the page's own site.
    expect(report?.getAttribute('href')).toBe(`${location.origin}/app/routes/report?data=b64%3Aabc&alt=0`);
    expect(report?.getAttribute('target')).toBe('_blank');
    expect(action(shadow, 'navigation-app')?.getAttribute('href')).toBe(
      'https://waze.com/ul?ll=-25.4284,-49.2733&from=-23.5489,-46.6388&navigate=yes',
    );
    expect(action(shadow, 'navigation-app')?.getAttribute('target')).toBe('_blank');
    expect(action(shadow, 'maps')?.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=-23.5489,-46.6388&destination=-25.4284,-49.2733&travelmode=driving',
    );
    expect(action(shadow, 'maps')?.getAttribute('rel')).toBe('noopener noreferrer');
    const share = action(shadow, 'share');
    expect(share?.textContent).toBe('Compartilhar Rota');
    expect(share?.hasAttribute('disabled')).toBe(false);
    await userEvent.click(await findButton(shadow, 'Rota 2'));
    await expect
      .poll(() => action(shadow, 'report')?.getAttribute('href'))
      .toBe(`${location.origin}/app/routes/report?data=b64%3Aabc&alt=1`);
  });

  it('keeps the report action disabled when the answer has no report link', async () => {
    const { shadow } = await calculated();
    await find(shadow, '[data-testid="route-options"]');
    expect(action(shadow, 'report')?.hasAttribute('disabled')).toBe(true);
    expect(action(shadow, 'report')?.getAttribute('href')).toBeNull();
  });

  it("shows the way back's totals under 'Retorno' when the answer has 'volta'", async () => {
    const { shadow } = await calculated(withReturnAndReport);
    const back = await find(shadow, '[data-testid="route-summary-return"]');
    expect(back.textContent).toContain('Retorno');
    expect(summaryLine(shadow, 'distance')).toBe('Distância408,7 km');
    expect(summaryLine(shadow, 'return-duration')).toBe('Duração6 h 30 min');
    expect(summaryLine(shadow, 'return-distance')).toBe('Distância520,3 km');
    expect(summaryLine(shadow, 'return-net')).toBe('Pedágio líquidoR$ 69,60 (por eixo: R$ 11,60)');
    await userEvent.click(await findButton(shadow, 'Rota 2'));
    await expect.poll(() => shadow.querySelector('[data-testid="route-summary-return"]')).toBeNull();
  });
});

describe('route results with plazas without a fare in force', () => {
  it("show 'Tarifa indisponível' in the plaza's row, and warn in the summary and the card that the totals leave it out", async () => {
    const { shadow } = await calculated(unpricedPlazasResponse);
    // Juquitiba's R$ 19,20 only: Cajati has no fare and is not counted.
    await expect.poll(() => summaryLine(shadow, 'gross')).toBe('PedágioR$ 19,20 (por eixo: R$ 3,20)');
    expect(summaryLine(shadow, 'tag')).toBe('Pedágio com tagR$ 18,24 (por eixo: R$ 3,04)');
    const warning = await find(shadow, '[data-testid="route-summary-fare-warning"]');
    expect(warning.textContent).toBe('1 praça com tarifa indisponível não está incluída nos totais.');
    expect(warning.getAttribute('role')).toBe('alert');
    const back = await find(shadow, '[data-testid="route-summary-return-fare-warning"]');
    expect(back.textContent).toBe('2 praças com tarifa indisponível não estão incluídas nos totais.');
    expect(summaryLine(shadow, 'return-gross')).toBe('PedágioR$ 19,20 (por eixo: R$ 3,20)');

    const card = await find(shadow, '[data-testid="toll-plazas"]');
    const header = await findButton(card, 'Praças de Pedágio (2)');
    await userEvent.click(header);
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
    const cardWarning = await find(card, '[data-testid="toll-plazas-fare-warning"]');
    expect(cardWarning.textContent).toBe('1 praça com tarifa indisponível não está incluída nos totais.');
    expect(cardWarning.checkVisibility()).toBe(true);
    const cells = all(card, '[data-testid="toll-row"]').map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(cells.map((row) => row[1])).toEqual(['Juquitiba', 'Cajati']);
    expect(cells[0]?.[5]).toBe('R$ 19,20');
    expect(cells[1]?.slice(5)).toEqual(['Tarifa indisponível', '-', '-', '-', '-']);
    expect(card.textContent).not.toContain('R$ 0,00');
  });

  it('warn about nothing when every plaza is priced', async () => {
    const { shadow } = await calculated(withReturnAndReport);
    await find(shadow, '[data-testid="route-summary-return"]');
    expect(shadow.querySelector('[data-testid$="fare-warning"]')).toBeNull();
    expect(shadow.textContent).not.toContain('indisponível');
  });
});
