import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MESSAGES } from '../messages.ts';
import { all, find, findButton } from '../test-support/queries.ts';
import { renderPanel } from '../test-support/render-panel.tsx';
import type { PanelRender } from '../test-support/render-panel.tsx';

const rendered: PanelRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

async function panel(config: Parameters<typeof renderPanel>[1] = {}): Promise<PanelRender> {
  const result = await renderPanel({}, config);
  rendered.push(result);
  return result;
}

function axles(shadow: ShadowRoot): string | null | undefined {
  return shadow.querySelector('[data-testid="axle-count"]')?.textContent;
}

async function clickUntilDisabled(shadow: ShadowRoot, name: string): Promise<void> {
  const target = await findButton(shadow, name);
  for (let clicks = 0; clicks < 20 && !target.disabled; clicks++) await userEvent.click(target);
}

describe('vehicle selector', () => {
  it('starts as a 6-axle truck with dual rear wheels', async () => {
    const { shadow, stores } = await panel();
    expect(axles(shadow)).toBe('6 eixos');
    expect(stores.vehicle.$vehicle.get()).toMatchObject({
      category: 'truck',
      axis: 6,
      rearWheelType: 'Dupla',
    });
    expect((await findButton(shadow, MESSAGES.categories.truck)).getAttribute('aria-pressed')).toBe('true');
  });

  it.each([
    ['truck', '6 eixos', '15 eixos', '2 eixos'],
    ['auto', '2 eixos', '4 eixos', '2 eixos'],
    ['bus', '4 eixos', '4 eixos', '2 eixos'],
    ['motorcycle', '2 eixos', '2 eixos', '2 eixos'],
  ] as const)('%s: a click sets %s; plus stops at %s, minus at %s', async (category, initial, max, min) => {
    const { shadow, stores } = await panel();
    if (category !== 'truck') await userEvent.click(await findButton(shadow, MESSAGES.categories[category]));
    await expect.poll(() => axles(shadow)).toBe(initial);
    await clickUntilDisabled(shadow, MESSAGES.addAxle);
    expect(axles(shadow)).toBe(max);
    await clickUntilDisabled(shadow, MESSAGES.removeAxle);
    expect(axles(shadow)).toBe(min);
    expect(stores.vehicle.$vehicle.get().category).toBe(category);
  });

  it('offers Simples and Dupla for a truck and only Simples, chosen, otherwise', async () => {
    const { shadow, stores } = await panel();
    const select = await find(shadow, '[role="combobox"]');
    expect(select.textContent).toBe('Dupla');
    await userEvent.click(select);
    await expect
      .poll(() => all(shadow, '[role="option"]').map((option) => option.textContent))
      .toEqual(['Simples', 'Dupla']);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => all(shadow, '[role="option"]')).toHaveLength(0);

    await userEvent.click(await findButton(shadow, MESSAGES.categories.bus));
    await expect.poll(() => select.textContent).toBe('Simples');
    expect(select.getAttribute('aria-disabled')).toBe('true');
    expect(stores.vehicle.$vehicle.get().rearWheelType).toBe('Simples');
  });

  it("masks the plate in manual mode and says 'Placa Inválida' for a text that is not a plate", async () => {
    const { shadow, stores } = await panel({ mode: 'manual' });
    const plateLabel = all<HTMLLabelElement>(shadow, 'label').find(
      (label) => label.textContent === MESSAGES.plate,
    );
    const input = shadow.getElementById(plateLabel?.htmlFor ?? '') as HTMLInputElement;
    await userEvent.type(input, 'abc-1d2');
    await expect.poll(() => input.value).toBe('ABC1D2');
    expect(shadow.textContent).toContain('Placa Inválida');
    await userEvent.type(input, '39');
    expect(input.value).toBe('ABC1D23');
    expect(stores.vehicle.$plateText.get()).toBe('ABC1D23');
    await expect.poll(() => shadow.textContent?.includes('Placa Inválida')).toBe(false);
  });
});
