import IconButton from '@mui/material/IconButton';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { find } from '../test-support/queries.ts';
import { renderInShadowRoot } from '../test-support/render-in-shadow-root.tsx';
import type { ShadowRender } from '../test-support/render-in-shadow-root.tsx';
import { StyleScope } from '../theme/StyleScope.tsx';
import { Hint } from './Hint.tsx';
import type { HintPlacement } from './Hint.tsx';

const rendered: ShadowRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

/**
 * A plain button, then 'Limpar campos' with its hint, at the top of a 120 px scrolling panel whose
 * content is taller than the panel.
 */
async function hinted(placement?: HintPlacement): Promise<{ shadow: ShadowRoot; target: HTMLElement }> {
  const render = renderInShadowRoot(
    <StyleScope>
      <div data-testid="panel" style={{ height: 120, overflowY: 'auto', marginTop: 200 }}>
        <button type="button" data-testid="other">
          Outro
        </button>
        <Hint title="Limpar campos" placement={placement}>
          <IconButton aria-label="Limpar campos" data-testid="target">
            x
          </IconButton>
        </Hint>
        <div style={{ height: 400 }} />
      </div>
    </StyleScope>,
  );
  rendered.push(render);
  const target = await find(render.shadow, '[data-testid="target"]');
  return { shadow: render.shadow, target };
}

function bubble(shadow: ShadowRoot): HTMLElement | null {
  return shadow.querySelector<HTMLElement>('[role="tooltip"]');
}

describe('Hint (light tooltip)', () => {
  it('shows the bubble on hover, describes the element with it, and hides it on leave', async () => {
    const { shadow, target } = await hinted();
    expect(bubble(shadow)).toBeNull();
    expect(target.hasAttribute('aria-describedby')).toBe(false);

    await userEvent.hover(target);
    await expect.poll(() => bubble(shadow)?.textContent).toBe('Limpar campos');
    const shown = bubble(shadow);
    expect(shown?.id).toBeTruthy();
    expect(target.getAttribute('aria-describedby')).toBe(shown?.id);
    expect(target.getAttribute('aria-label')).toBe('Limpar campos');

    await userEvent.hover(await find(shadow, '[data-testid="other"]'));
    await expect.poll(() => bubble(shadow)).toBeNull();
    expect(target.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the bubble at once on keyboard focus, hides it on Escape and on blur', async () => {
    const { shadow, target } = await hinted();
    shadow.querySelector<HTMLElement>('[data-testid="other"]')?.focus();
    await userEvent.tab();
    expect(shadow.activeElement).toBe(target);
    await expect.poll(() => bubble(shadow)?.textContent).toBe('Limpar campos');
    expect(target.getAttribute('aria-describedby')).toBe(bubble(shadow)?.id);

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => bubble(shadow)).toBeNull();
    expect(target.hasAttribute('aria-describedby')).toBe(false);

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect.poll(() => bubble(shadow)?.textContent).toBe('Limpar campos');
    await userEvent.tab({ shift: true });
    await expect.poll(() => bubble(shadow)).toBeNull();
  });

  it('is drawn centred below the element by default and above it with placement top', async () => {
    for (const placement of ['bottom', 'top'] as const) {
      const { shadow, target } = await hinted(placement);
      await userEvent.hover(target);
      await expect.poll(() => bubble(shadow)).not.toBeNull();
      const box = bubble(shadow)?.getBoundingClientRect();
      const anchor = target.getBoundingClientRect();
      if (!box) throw new Error('no bubble');
      expect(box.width).toBeGreaterThan(0);
      if (placement === 'bottom') expect(box.top).toBeGreaterThanOrEqual(anchor.bottom);
      else expect(box.bottom).toBeLessThanOrEqual(anchor.top);
      expect(Math.abs(box.left + box.width / 2 - (anchor.left + anchor.width / 2))).toBeLessThan(1);
      rendered.pop()?.unmount();
    }
  });

  it('is not cut by the scrolling panel around the element: it lies outside it, in the top layer', async () => {
    const { shadow, target } = await hinted('top');
    await userEvent.hover(target);
    await expect.poll(() => bubble(shadow)).not.toBeNull();
    const shown = bubble(shadow);
    const panel = shadow.querySelector('[data-testid="panel"]')?.getBoundingClientRect();
    if (!shown || !panel) throw new Error('no bubble or panel');
    expect(shown.getBoundingClientRect().bottom).toBeLessThan(panel.top);
    expect(shown.matches(':popover-open')).toBe(true);
  });
});
