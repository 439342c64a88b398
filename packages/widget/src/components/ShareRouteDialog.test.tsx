import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createFakeServer, deferred, json, ok } from '../test-support/fake-server.ts';
import type { FakeServer } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { find, findButton } from '../test-support/queries.ts';
import { renderPlannerPart } from '../test-support/render-planner-part.tsx';
import type { PartRender } from '../test-support/render-planner-part.tsx';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import { RouteResults } from './RouteResults.tsx';

const SERVER = 'https://frete.example.com';
const SHORT = `${SERVER}/s/Ab3dE9x`;
const rendered: PartRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
  vi.restoreAllMocks();
});

function withReport(): Record<string, unknown> {
  return {
    ...twoAlternativesResponse(),
    request_encrypted: 'b64:a+b/c=',
    report_link: '/app/routes/report?data=x',
  };
}

async function calculated(server: FakeServer, response = withReport): Promise<PartRender> {
  server.on('POST', '/api/routes/route', () => ok(response()));
  const part = renderPlannerPart(<RouteResults />, { fetch: server.fetch }, { apiBase: `${SERVER}/` }, 700);
  rendered.push(part);
  part.stores.waypoints.set([SAO_PAULO, CURITIBA]);
  await part.stores.route.calculate();
  await find(part.shadow, '[data-action="share"]');
  return part;
}

function dialogPaper(shadow: ShadowRoot): HTMLElement | null {
  return shadow.querySelector<HTMLElement>('[data-testid="share-dialog"] [data-dialog-paper]');
}

function helperTexts(shadow: ShadowRoot): string[] {
  return [...shadow.querySelectorAll('[data-testid="share-dialog"] .MuiFormHelperText-root')].map(
    (node) => node.textContent ?? '',
  );
}

describe("share dialog ('Compartilhar Rota')", () => {
  it("shows 'Gerando link...', then the short link of the server's embed page with the encrypted route", async () => {
    const answer = deferred<Response>();
    const server = createFakeServer().on('GET', '/api/short-links', () => answer.promise);
    const { shadow } = await calculated(server);
    await userEvent.click(await find(shadow, '[data-action="share"]'));
    const link = await find<HTMLInputElement>(shadow, '[data-testid="share-link"]');
    expect(link.value).toBe('Gerando link...');
    const tabs = [...shadow.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['Compartilhar Rota', 'Incorporar Mapa']);
    const [request] = server.requestsTo('/api/short-links');
    expect(request?.query.get('category_id')).toBe('4');
    expect(request?.query.get('redirect_to')).toBe('/embed?data=b64%3Aa%2Bb%2Fc%3D');
    answer.resolve(ok({ full_url: SHORT }));
    await expect.poll(() => link.value).toBe(SHORT);
  });

  it('is 600 px wide, at most 80% of the viewport', async () => {
    const server = createFakeServer().on('GET', '/api/short-links', () => ok({ full_url: SHORT }));
    const { shadow } = await calculated(server);
    await userEvent.click(await find(shadow, '[data-action="share"]'));
    await find(shadow, '[data-testid="share-link"]');
    try {
      await page.viewport(1200, 800);
      await expect.poll(() => dialogPaper(shadow)?.getBoundingClientRect().width).toBe(600);
      await page.viewport(500, 800);
      await expect.poll(() => dialogPaper(shadow)?.getBoundingClientRect().width).toBe(400);
    } finally {
      await page.viewport(414, 896);
    }
  });

  it("copies the link with navigator.clipboard and then reads 'Copiado!'", async () => {
    const writes = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const server = createFakeServer().on('GET', '/api/short-links', () => ok({ full_url: SHORT }));
    const { shadow } = await calculated(server);
    await userEvent.click(await find(shadow, '[data-action="share"]'));
    await expect
      .poll(() => shadow.querySelector<HTMLInputElement>('[data-testid="share-link"]')?.value)
      .toBe(SHORT);
    expect(helperTexts(shadow)).toEqual(['Clique em Copiar para copiar o link.']);
    await userEvent.click(await findButton(shadow, 'Copiar'));
    await expect.poll(() => helperTexts(shadow)).toEqual(['Copiado!']);
    expect(writes).toHaveBeenCalledWith(SHORT);
  });

  it("shows the 600x450 iframe code of the embed page under 'Incorporar Mapa' and copies it with the fallback", async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    const copies = vi.spyOn(document, 'execCommand').mockReturnValue(true);
    const server = createFakeServer().on('GET', '/api/short-links', () => ok({ full_url: SHORT }));
    const { shadow } = await calculated(server);
    await userEvent.click(await find(shadow, '[data-action="share"]'));
    await userEvent.click(await findButton(shadow, 'Incorporar Mapa'));
    const code = await find<HTMLTextAreaElement>(shadow, '[data-testid="share-embed-code"]');
    expect(code.value).toBe(
      `<iframe src="${SERVER}/embed?data=b64%3Aa%2Bb%2Fc%3D" width="600" height="450" style="border:0" loading="lazy" allowfullscreen></iframe>`,
    );
    await userEvent.click(await findButton(shadow, 'Copiar'));
    await expect.poll(() => helperTexts(shadow)).toEqual(['Copiado!']);
    expect(copies).toHaveBeenCalledWith('copy');
  });

  it("reads 'Erro ao compartilhar a rota!' when the short link fails or the route has no encrypted request", async () => {
    const server = createFakeServer().on('GET', '/api/short-links', () =>
      json({ success: false, statusCode: 422, message: 'Endereço inválido.' }, 422),
    );
    const { shadow, stores } = await calculated(server);
    await userEvent.click(await find(shadow, '[data-action="share"]'));
    await expect
      .poll(() => shadow.querySelector('[data-testid="share-error"]')?.textContent)
      .toBe('Erro ao compartilhar a rota!');
    await userEvent.click(await findButton(shadow, 'Fechar'));
    await expect.poll(() => stores.share.$share.get().open).toBe(false);

    const response = stores.route.$route.get().response;
    if (response) stores.route.show({ ...response, request_encrypted: null });
    await userEvent.click(await find(shadow, '[data-action="share"]'));
    await expect
      .poll(() => shadow.querySelector('[data-testid="share-error"]')?.textContent)
      .toBe('Erro ao compartilhar a rota!');
    expect(server.requestsTo('/api/short-links')).toHaveLength(1);
  });

  it("opens the route report on the planner's server, not on the embedding page", async () => {
    const { shadow } = await calculated(createFakeServer());
    expect(shadow.querySelector('[data-action="report"]')?.getAttribute('href')).toBe(
      `${SERVER}/app/routes/report?data=x&alt=0`,
    );
  });
});
