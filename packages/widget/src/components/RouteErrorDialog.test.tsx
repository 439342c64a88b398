import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { PlannerErrorDetail } from '../events/planner-events.ts';
import { missingAddressIndex } from '../stores/dialogs-store.ts';
import { createFakeServer, json } from '../test-support/fake-server.ts';
import type { FakeServer } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { find, findButton } from '../test-support/queries.ts';
import { renderPlannerPart } from '../test-support/render-planner-part.tsx';
import type { PartRender } from '../test-support/render-planner-part.tsx';
import { RouteSettingsPanel } from './RouteSettingsPanel.tsx';

const ROUTE = '/api/routes/route';
const rendered: PartRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

async function calculateWith(
  fetch: FakeServer['fetch'] | undefined,
): Promise<PartRender & { errors: PlannerErrorDetail[] }> {
  const part = renderPlannerPart(<RouteSettingsPanel />, fetch ? { fetch } : {}, {}, 420);
  rendered.push(part);
  const errors: PlannerErrorDetail[] = [];
  part.stores.events.connect({ onError: (detail) => void errors.push(detail) });
  part.stores.waypoints.set([SAO_PAULO, CURITIBA]);
  await userEvent.click(await findButton(part.shadow, 'Calcular'));
  return { ...part, errors };
}

function text(shadow: ShadowRoot, testId: string): string {
  return shadow.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
}

describe('route error dialogs (SPEC §8)', () => {
  it("without connection reads 'Sem conexão' and 'Verifique sua conexão com a internet…'", async () => {
    const { shadow } = await calculateWith(undefined);
    await expect.poll(() => text(shadow, 'route-error-dialog')).toContain('Sem conexão');
    expect(text(shadow, 'route-error-dialog')).toContain('Verifique sua conexão com a internet…');
    await userEvent.click(await findButton(shadow, 'OK'));
    await expect.poll(() => shadow.querySelector('[data-testid="route-error-dialog"]')).toBeNull();
  });

  it('on a 500 shows the unexpected error', async () => {
    const server = createFakeServer().on('POST', ROUTE, () => json({ message: 'boom' }, 500));
    const { shadow } = await calculateWith(server.fetch);
    await expect
      .poll(() => text(shadow, 'route-error-dialog'))
      .toContain('Ocorreu um erro inesperado. Tente novamente mais tarde ou entre em contato com o suporte.');
  });

  it.each([
    [402, 'subscribe', 'Assinatura necessária', 'Sua empresa não possui uma assinatura ativa.'],
    [423, 'subscription-overdue', 'Assinatura em atraso', 'A assinatura da sua empresa está em atraso.'],
    [
      429,
      'fair-use',
      'Limite de uso atingido',
      'O limite diário de uso da sua empresa foi atingido. Tente novamente amanhã.',
    ],
  ])(
    'on %i opens the %s dialog in the planner and tells the host',
    async (status, dialog, title, message) => {
      const server = createFakeServer().on('POST', ROUTE, () =>
        json({ success: false, statusCode: status, message: 'Assinatura' }, status),
      );
      const { shadow, errors, stores } = await calculateWith(server.fetch);
      const shown = await find(shadow, '[data-testid="subscription-dialog"]');
      expect(shown.getAttribute('data-dialog')).toBe(dialog);
      expect(shown.textContent).toContain(title);
      expect(shown.textContent).toContain(message);
      expect(errors).toEqual([{ title, message, status, dialog }]);
      expect(shadow.querySelector('[data-testid="route-error-dialog"]')).toBeNull();
      await userEvent.click(await findButton(shadow, 'OK'));
      await expect.poll(() => stores.dialogs.$subscription.get()).toBeNull();
    },
  );

  it("asks for the address not found: 'NÃO' closes, 'SIM' opens missing-addr and then that waypoint's search", async () => {
    const server = createFakeServer().on('POST', ROUTE, () =>
      json({
        success: false,
        statusCode: 200,
        message: 'Endereço não encontrado.',
        data: { error_type: 'route-address', address: CURITIBA.searchText },
      }),
    );
    const { shadow, stores } = await calculateWith(server.fetch);
    await expect
      .poll(() => text(shadow, 'route-error-dialog'))
      .toContain('Não encontramos o endereço "Curitiba, PR". Deseja informar a localização desse endereço?');
    await userEvent.click(await findButton(shadow, 'NÃO'));
    await expect.poll(() => shadow.querySelector('[data-testid="route-error-dialog"]')).toBeNull();
    expect(shadow.querySelector('[data-testid="missing-addr-dialog"]')).toBeNull();

    stores.waypoints.update(0, { searchText: 'São Paulo' });
    await userEvent.click(await findButton(shadow, 'Calcular'));
    await userEvent.click(await findButton(shadow, 'SIM'));
    const missing = await find(shadow, '[data-testid="missing-addr-dialog"]');
    expect(missing.textContent).toContain('Informar localização');
    expect(missing.textContent).toContain('"Curitiba, PR"');
    expect(stores.dialogs.$addressToReport.get()).toBe('Curitiba, PR');
    await userEvent.click(await findButton(shadow, 'Informar localização'));
    await expect
      .poll(() => shadow.querySelector<HTMLInputElement>('[data-testid="search-input"]')?.placeholder)
      .toBe('Destino');
    expect(stores.dialogs.$addressToReport.get()).toBe('');
  });
});

describe('missingAddressIndex', () => {
  const placed = (searchText: string) => ({ searchText, coordinates: { lat: -23.5, lng: -46.6 } });
  const unplaced = (searchText: string) => ({ searchText, coordinates: { lat: 0, lng: 0 } });

  it('finds the waypoint by its text, else the first without position, else the origin', () => {
    expect(missingAddressIndex([placed('A'), placed('Rua X'), placed('C')], ' Rua X ')).toBe(1);
    expect(missingAddressIndex([placed('A'), placed('B'), unplaced('C')], 'Rua Y')).toBe(2);
    expect(missingAddressIndex([placed('A'), placed('B')], 'Rua Y')).toBe(0);
  });
});
