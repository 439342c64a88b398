import { useState } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { all, button, find, findButton } from '../test-support/queries.ts';
import { renderInShadowRoot } from '../test-support/render-in-shadow-root.tsx';
import type { ShadowRender } from '../test-support/render-in-shadow-root.tsx';
import { StyleScope } from '../theme/StyleScope.tsx';
import { PopupMenu } from './PopupMenu.tsx';
import type { PopupMenuPlacement, PopupMenuPoint } from './PopupMenu.tsx';
import { PopupMenuItem } from './PopupMenuItem.tsx';

const cleanups: (() => void)[] = [];

afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

/** Items 'Primeiro' and 'Terceiro' are disabled. */
const ITEMS = [
  { label: 'Primeiro', disabled: true },
  { label: 'Segundo', disabled: false },
  { label: 'Terceiro', disabled: true },
  { label: 'Quarto', disabled: false },
  { label: 'Quinto', disabled: false },
];

interface AnchoredProps {
  onAction(label: string): void;
  placement?: PopupMenuPlacement;
}

/** A button 'Antes', then the opener 'Opções' of a menu of {@link ITEMS}. */
function Anchored({ onAction, placement }: AnchoredProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <div style={{ display: 'flex', gap: 8, padding: 24 }}>
      <button type="button">Antes</button>
      <button
        type="button"
        aria-haspopup="menu"
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Opções
      </button>
      <PopupMenu
        open={anchor !== null}
        anchorEl={anchor}
        placement={placement}
        onClose={() => setAnchor(null)}
        aria-label="Opções"
        data-testid="menu"
      >
        {ITEMS.map((item) => (
          <PopupMenuItem key={item.label} disabled={item.disabled} onClick={() => onAction(item.label)}>
            {item.label}
          </PopupMenuItem>
        ))}
      </PopupMenu>
    </div>
  );
}

function render(node: ReactNode): ShadowRoot {
  const rendered: ShadowRender = renderInShadowRoot(<StyleScope>{node}</StyleScope>);
  cleanups.push(() => rendered.unmount());
  return rendered.shadow;
}

/** Renders {@link Anchored}, opens the menu with a click on 'Opções' and returns the menu. */
async function openAnchored(placement?: PopupMenuPlacement) {
  const onAction = vi.fn<(label: string) => void>();
  const shadow = render(<Anchored onAction={onAction} placement={placement} />);
  const opener = await findButton(shadow, 'Opções');
  await userEvent.click(opener);
  const menu = await find(shadow, '[data-testid="menu"]');
  return { shadow, opener, menu, onAction };
}

const focusedText = (shadow: ShadowRoot) => shadow.activeElement?.textContent;
const menuOf = (shadow: ShadowRoot) => shadow.querySelector<HTMLElement>('[data-testid="menu"]');

/** A menu open at `point` (viewport px), 140 px wide. */
function AtPoint({ point }: { point: PopupMenuPoint }) {
  const [open, setOpen] = useState(true);
  return (
    <PopupMenu open={open} position={point} width={140} onClose={() => setOpen(false)} data-testid="menu">
      <PopupMenuItem onClick={() => undefined}>Definir como Origem</PopupMenuItem>
      <PopupMenuItem onClick={() => undefined}>Centralizar mapa</PopupMenuItem>
    </PopupMenu>
  );
}

function viewport(): { width: number; height: number } {
  const { clientWidth, clientHeight } = document.documentElement;
  return { width: clientWidth, height: clientHeight };
}

describe('PopupMenu', () => {
  it('is a menu of menu items, disabled ones marked aria-disabled, the first enabled one focused', async () => {
    const { shadow, menu } = await openAnchored();
    const list = menu.querySelector('[role="menu"]');
    expect(list?.getAttribute('aria-label')).toBe('Opções');
    expect(all(menu, '[role="menuitem"]').map((item) => item.textContent)).toEqual(
      ITEMS.map((item) => item.label),
    );
    expect(all(menu, '[role="menuitem"]').map((item) => item.getAttribute('aria-disabled'))).toEqual([
      'true',
      null,
      'true',
      null,
      null,
    ]);
    await expect.poll(() => focusedText(shadow)).toBe('Segundo');
  });

  it('moves the focus among the enabled items with ArrowDown, ArrowUp (wrapping), Home and End', async () => {
    const { shadow } = await openAnchored();
    await expect.poll(() => focusedText(shadow)).toBe('Segundo');
    const visited: (string | null | undefined)[] = [];
    for (const key of ['{ArrowDown}', '{ArrowDown}', '{ArrowDown}', '{ArrowUp}', '{ArrowUp}']) {
      await userEvent.keyboard(key);
      visited.push(focusedText(shadow));
    }
    expect(visited).toEqual(['Quarto', 'Quinto', 'Segundo', 'Quinto', 'Quarto']);
    await userEvent.keyboard('{Home}');
    expect(focusedText(shadow)).toBe('Segundo');
    await userEvent.keyboard('{End}');
    expect(focusedText(shadow)).toBe('Quinto');
  });

  it('activates the focused item with Enter or Space, then closes and focuses the opener', async () => {
    const first = await openAnchored();
    await expect.poll(() => focusedText(first.shadow)).toBe('Segundo');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(first.onAction.mock.calls).toEqual([['Quarto']]);
    await expect.poll(() => menuOf(first.shadow)).toBeNull();
    expect(first.shadow.activeElement).toBe(first.opener);

    await userEvent.keyboard('{Enter}');
    await expect.poll(() => focusedText(first.shadow)).toBe('Segundo');
    await userEvent.keyboard('{End} ');
    expect(first.onAction.mock.calls).toEqual([['Quarto'], ['Quinto']]);
    await expect.poll(() => menuOf(first.shadow)).toBeNull();
    expect(first.shadow.activeElement).toBe(first.opener);
  });

  it('closes on Escape and on Tab, giving the focus back to the opener, without acting', async () => {
    const { shadow, opener, onAction } = await openAnchored();
    await expect.poll(() => focusedText(shadow)).toBe('Segundo');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => menuOf(shadow)).toBeNull();
    expect(shadow.activeElement).toBe(opener);

    await userEvent.click(opener);
    await expect.poll(() => focusedText(shadow)).toBe('Segundo');
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => menuOf(shadow)).toBeNull();
    expect(shadow.activeElement).toBe(opener);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('acts on a clicked item and closes; a click on a disabled item does nothing', async () => {
    const { shadow, menu, onAction } = await openAnchored();
    const item = (label: string) => all(menu, '[role="menuitem"]').find((el) => el.textContent === label)!;
    await userEvent.click(item('Terceiro'), { force: true });
    expect(onAction).not.toHaveBeenCalled();
    expect(menuOf(shadow)).toBe(menu);

    await userEvent.click(item('Quarto'));
    expect(onAction.mock.calls).toEqual([['Quarto']]);
    await expect.poll(() => menuOf(shadow)).toBeNull();
  });

  it('closes on a pointer pressed outside it, in the shadow root or elsewhere on the page', async () => {
    const { shadow, opener } = await openAnchored();
    await userEvent.click(button(shadow, 'Antes'));
    await expect.poll(() => menuOf(shadow)).toBeNull();

    const outside = document.createElement('button');
    outside.textContent = 'Fora';
    document.body.prepend(outside);
    cleanups.push(() => outside.remove());
    await userEvent.click(opener);
    await find(shadow, '[data-testid="menu"]');
    await userEvent.click(outside);
    await expect.poll(() => menuOf(shadow)).toBeNull();
  });

  it('closes when its opener is clicked again (the opener toggles it)', async () => {
    const { shadow, opener } = await openAnchored();
    await userEvent.click(opener);
    await expect.poll(() => menuOf(shadow)).toBeNull();
    await userEvent.click(opener);
    await expect.poll(() => menuOf(shadow)).not.toBeNull();
  });

  it('opens under its anchor, or beside it, flipped to the side with room', async () => {
    const under = await openAnchored();
    const anchor = under.opener.getBoundingClientRect();
    const below = under.menu.getBoundingClientRect();
    expect(below.top).toBeCloseTo(anchor.bottom, 0);
    expect(below.left).toBeCloseTo(anchor.left, 0);
    cleanups.pop()?.();

    // 'Opções' is near the left edge: no room on its left, so the menu opens on its right.
    const beside = await openAnchored('left-start');
    const rect = beside.opener.getBoundingClientRect();
    const menu = beside.menu.getBoundingClientRect();
    expect(menu.left).toBeCloseTo(rect.right, 0);
    expect(menu.top).toBeCloseTo(rect.top, 0);
  });

  it('opens at a point, with its given width, and stays inside the viewport near the edges', async () => {
    const shadow = render(<AtPoint point={{ top: 100, left: 120 }} />);
    const menu = await find(shadow, '[data-testid="menu"]');
    const rect = menu.getBoundingClientRect();
    expect([rect.top, rect.left]).toEqual([100, 120]);
    expect(menu.offsetWidth).toBe(140);
    cleanups.pop()?.();

    const { width, height } = viewport();
    const near = render(<AtPoint point={{ top: height - 20, left: width - 20 }} />);
    const flipped = (await find(near, '[data-testid="menu"]')).getBoundingClientRect();
    // Flipped to the other side of the point, like the browser's own context menu.
    expect(flipped.width).toBe(140);
    expect([flipped.right, flipped.bottom]).toEqual([width - 20, height - 20]);
    cleanups.pop()?.();

    const corner = render(<AtPoint point={{ top: height - 1, left: width - 1 }} />);
    const cornered = (await find(corner, '[data-testid="menu"]')).getBoundingClientRect();
    expect(cornered.left).toBeGreaterThanOrEqual(8);
    expect(cornered.top).toBeGreaterThanOrEqual(8);
    expect(cornered.right).toBeLessThanOrEqual(width - 8);
    expect(cornered.bottom).toBeLessThanOrEqual(height - 8);
  });

  it('makes a radio group of checked items', async () => {
    const shadow = render(
      <PopupMenu open position={{ top: 10, left: 10 }} onClose={() => undefined} data-testid="menu">
        <PopupMenuItem checked onClick={() => undefined}>
          Padrão
        </PopupMenuItem>
        <PopupMenuItem checked={false} onClick={() => undefined}>
          Satélite
        </PopupMenuItem>
      </PopupMenu>,
    );
    const menu = await find(shadow, '[data-testid="menu"]');
    expect(
      all(menu, '[role="menuitemradio"]').map((item) => [
        item.textContent,
        item.getAttribute('aria-checked'),
      ]),
    ).toEqual([
      ['Padrão', 'true'],
      ['Satélite', 'false'],
    ]);
    await expect.poll(() => focusedText(shadow)).toBe('Padrão');
  });
});
