import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { all, find, findButton } from '../test-support/queries.ts';
import { renderInShadowRoot } from '../test-support/render-in-shadow-root.tsx';
import type { ShadowRender } from '../test-support/render-in-shadow-root.tsx';
import { StyleScope } from '../theme/StyleScope.tsx';
import { TabBar, tabId } from './TabBar.tsx';

const TABS = [
  { value: 'link', label: 'Compartilhar Rota' },
  { value: 'embed', label: 'Incorporar Mapa' },
] as const;

const rendered: ShadowRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

function Tabs() {
  const [tab, setTab] = useState<'link' | 'embed'>('link');
  return (
    <>
      <TabBar id="share" tabs={TABS} value={tab} panelId="share-panel" onChange={(value) => setTab(value)} />
      <div id="share-panel" role="tabpanel" aria-labelledby={tabId('share', tab)}>
        {tab}
      </div>
    </>
  );
}

async function tabs(): Promise<ShadowRoot> {
  const render = renderInShadowRoot(
    <StyleScope>
      <Tabs />
    </StyleScope>,
    360,
  );
  rendered.push(render);
  await find(render.shadow, '[role="tablist"]');
  return render.shadow;
}

function selected(shadow: ShadowRoot): string[] {
  return all(shadow, '[role="tab"]')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent ?? '');
}

describe('TabBar', () => {
  it('renders a tablist of tabs controlling the panel, the selected one underlined in the primary colour', async () => {
    const shadow = await tabs();
    const [link, embed] = all(shadow, '[role="tab"]');
    expect([link?.textContent, embed?.textContent]).toEqual(['Compartilhar Rota', 'Incorporar Mapa']);
    expect(link?.id).toBe('share-link');
    expect(link?.getAttribute('aria-controls')).toBe('share-panel');
    expect(embed?.getAttribute('aria-controls')).toBe('share-panel');
    expect(selected(shadow)).toEqual(['Compartilhar Rota']);
    expect([link?.tabIndex, embed?.tabIndex]).toEqual([0, -1]);
    expect(shadow.querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby')).toBe('share-link');
    if (!link || !embed) throw new Error('no tabs');
    const underline = (tab: HTMLElement) => getComputedStyle(tab, '::after');
    expect(underline(link).transform).toBe('matrix(1, 0, 0, 1, 0, 0)');
    expect(underline(link).backgroundColor).toBe('rgb(253, 201, 65)');
    expect(underline(embed).transform).toBe('matrix(0, 0, 0, 1, 0, 0)');
  });

  it('selects a tab on click', async () => {
    const shadow = await tabs();
    await userEvent.click(await findButton(shadow, 'Incorporar Mapa'));
    expect(selected(shadow)).toEqual(['Incorporar Mapa']);
    expect(shadow.querySelector('[role="tabpanel"]')?.textContent).toBe('embed');
  });

  it('moves to and selects the next and previous tab with ArrowRight and ArrowLeft, wrapping around', async () => {
    const shadow = await tabs();
    shadow.getElementById('share-link')?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selected(shadow)).toEqual(['Incorporar Mapa']);
    expect(shadow.activeElement?.id).toBe('share-embed');
    await userEvent.keyboard('{ArrowRight}');
    expect(selected(shadow)).toEqual(['Compartilhar Rota']);
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected(shadow)).toEqual(['Incorporar Mapa']);
    expect(shadow.activeElement?.id).toBe('share-embed');
    expect(shadow.querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby')).toBe('share-embed');
  });
});
