import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { find, findButton } from '../test-support/queries.ts';
import { renderInShadowRoot } from '../test-support/render-in-shadow-root.tsx';
import type { ShadowRender } from '../test-support/render-in-shadow-root.tsx';
import { StyleScope } from '../theme/StyleScope.tsx';
import { CollapsibleCard } from './CollapsibleCard.tsx';

const rendered: ShadowRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

async function card(unmountOnExit = false): Promise<ShadowRoot> {
  const render = renderInShadowRoot(
    <StyleScope>
      <CollapsibleCard title="Praças de Pedágio (2)" unmountOnExit={unmountOnExit} data-testid="toll-plazas">
        <p data-testid="body">Juquitiba</p>
      </CollapsibleCard>
    </StyleScope>,
    360,
  );
  rendered.push(render);
  await find(render.shadow, '[data-testid="toll-plazas"]');
  return render.shadow;
}

function body(shadow: ShadowRoot): HTMLElement | null {
  return shadow.querySelector<HTMLElement>('[data-testid="body"]');
}

describe('CollapsibleCard', () => {
  it('starts collapsed under a heading button named by its title, which controls the body region', async () => {
    const shadow = await card();
    const header = await findButton(shadow, 'Praças de Pedágio (2)');
    expect(header.closest('h2')).not.toBeNull();
    expect(header.getAttribute('aria-expanded')).toBe('false');
    const region = shadow.querySelector('[role="region"]');
    expect(header.getAttribute('aria-controls')).toBe(region?.id);
    expect(region?.getAttribute('aria-labelledby')).toBe(header.id);
    expect(body(shadow)?.checkVisibility({ visibilityProperty: true })).toBe(false);
  });

  it('opens and closes on a click on the header, turning the icon', async () => {
    const shadow = await card();
    const header = await findButton(shadow, 'Praças de Pedágio (2)');
    const icon = header.querySelector('svg');
    expect(icon && getComputedStyle(icon).transform).toBe('none');
    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => body(shadow)?.checkVisibility({ visibilityProperty: true })).toBe(true);
    await expect.poll(() => icon && getComputedStyle(icon).transform).not.toBe('none');
    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => body(shadow)?.checkVisibility({ visibilityProperty: true })).toBe(false);
  });

  it('keeps the collapsed body in the page, unless unmountOnExit', async () => {
    expect(body(await card())?.textContent).toBe('Juquitiba');
    rendered.pop()?.unmount();
    const shadow = await card(true);
    expect(body(shadow)).toBeNull();
    await userEvent.click(await findButton(shadow, 'Praças de Pedágio (2)'));
    await expect.poll(() => body(shadow)?.textContent).toBe('Juquitiba');
  });
});
