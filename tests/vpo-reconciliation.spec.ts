import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, logInAt } from './app-login.ts';

/*
 * The VPO report's 'Conciliar extrato' against the real server of playwright.config.ts: a built-in VPO
 * bought through the API, then a CSV of passages that misses one of its plazas and charges one plaza it
 * did not buy; the dialog shows both differences under a link to the purchase.
 */

interface Bought {
  readonly id: number;
  readonly trip_number: string;
  readonly lines: { name: string; plaza_id: string; fare: number | null }[];
}

/** Today in Brasília (`yyyy-MM-dd`), `days` later. */
function brasiliaDay(days = 0): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/** Buys the demo route São Paulo → Curitiba for the demo truck ABC1D23 with the built-in supplier. */
async function buyBuiltin(request: APIRequestContext): Promise<Bought> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const read = async (path: string) => {
    const answer = await request.get(path, { headers });
    expect(answer.status()).toBe(200);
    return (await answer.json()).data;
  };
  const routes = (await read('/api/routes?name=Curitiba')).data as { id: number; slug: string }[];
  const route = routes.find((candidate) => candidate.slug === 'São Paulo → Curitiba');
  const plates = (await read('/api/me/list/plates')) as { id: number; plate: string }[];
  const plate = plates.find((candidate) => candidate.plate === 'ABC1D23');
  const shippers = (await read('/api/me/list/shippers')) as { id: number }[];
  expect(route && plate && shippers[0]).toBeTruthy();
  const bought = await request.post('/api/vpo', {
    headers,
    timeout: 60_000,
    data: {
      idempotency_key: `e2e-reconcile-${Date.now()}`,
      route_id: route?.id,
      plate_id: plate?.id,
      supplier: 'builtin',
      shipper_id: shippers[0]?.id,
      expiration_date: brasiliaDay(3),
    },
  });
  expect(bought.status()).toBeLessThan(300);
  return (await bought.json()).data as Bought;
}

/** '27/11/2026 08:15' of today in Brasília at `hour`. */
const passedAt = (hour: number) =>
  `${brasiliaDay().split('-').reverse().join('/')} ${String(hour).padStart(2, '0')}:00`;

const reais = (value: number | null) => (value ?? 0).toFixed(2).replace('.', ',');

test.describe('VPO statement reconciliation', () => {
  test('a CSV of passages shows the plaza bought and not passed and the passage charged and not bought', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const vpo = await buyBuiltin(request);
    expect(vpo.lines.length).toBeGreaterThan(1);
    const missed = vpo.lines.at(-1);
    const passed = vpo.lines.slice(0, -1);
    const csv = [
      'data_passagem;praca;codigo_praca;placa;valor;numero_viagem',
      ...passed.map(
        (line, at) =>
          `${passedAt(1 + (at % 20))};"${line.name}";${line.plaza_id};ABC1D23;${reais(line.fare)};${vpo.trip_number}`,
      ),
      `${passedAt(22)};Praça Fictícia do Teste;;ABC1D23;7,35;${vpo.trip_number}`,
    ].join('\n');

    await logInAt(page, 'admin@example.com', '/report-vpo');
    await page.getByRole('button', { name: 'Conciliar extrato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conciliar extrato' });
    await dialog.getByLabel('Arquivo CSV de passagens').setInputFiles({
      name: 'passagens.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await dialog.getByRole('button', { name: 'Conciliar arquivo' }).click();

    const link = dialog.getByRole('link', { name: new RegExp(`^VPO ${vpo.id}: Placa ABC1D23`) });
    const block = dialog.getByRole('region', { name: `Placa ABC1D23, viagem ${vpo.trip_number}` });
    const notPassed = block.getByRole('table', { name: 'Praças compradas e não passadas' });
    await expect(notPassed.getByRole('row')).toHaveCount(2);
    await expect(notPassed.getByRole('row').nth(1)).toContainText(missed?.name ?? '?');
    const notBought = block.getByRole('table', { name: 'Passagens cobradas e não compradas' });
    await expect(notBought.getByRole('row')).toHaveCount(2);
    const extra = notBought.getByRole('row', { name: /Praça Fictícia do Teste/ });
    await expect(extra.getByText('R$ 7,35')).toBeVisible();
    await expect(extra.getByText(/\d{2}\/\d{2}\/\d{4} 22:00:00/)).toBeVisible();
    await expect(dialog.getByTestId('vpo-reconciliation-summary')).toContainText(
      'valor das passagens não compradas',
    );

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/app/report-vpo/${vpo.id}/show$`));
  });
});
