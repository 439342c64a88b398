import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { find, findButton } from '../test-support/queries.ts';
import { renderInShadowRoot } from '../test-support/render-in-shadow-root.tsx';
import type { ShadowRender } from '../test-support/render-in-shadow-root.tsx';
import { StyleScope } from '../theme/StyleScope.tsx';
import { Notice } from './Notice.tsx';
import type { NoticeProps } from './Notice.tsx';

const rendered: ShadowRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

function notice(props: Omit<NoticeProps, 'data-testid'>): ShadowRender {
  const view = renderInShadowRoot(
    <StyleScope>
      <Notice {...props} data-testid="notice" />
    </StyleScope>,
  );
  rendered.push(view);
  return view;
}

describe('Notice', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('a %s notice has role %s and only its text', async (severity, role) => {
    const { shadow } = notice({ severity, children: 'Rota não encontrada.' });
    const box = await find(shadow, '[data-testid="notice"]');
    expect(box.getAttribute('role')).toBe(role);
    expect(box.textContent).toBe('Rota não encontrada.');
    expect(shadow.querySelector('button')).toBeNull();
  });

  it('takes the role it is given: a warning repeated where it stands is a note, not a new alert', async () => {
    const { shadow } = notice({ severity: 'warning', role: 'note', children: 'Tarifa indisponível.' });
    const box = await find(shadow, '[data-testid="notice"]');
    expect(box.getAttribute('role')).toBe('note');
    expect(box.dataset['severity']).toBe('warning');
  });

  it('tints an error red (dark text on a light background), and fills it with variant filled', async () => {
    const standard = await find(
      notice({ severity: 'error', children: 'x' }).shadow,
      '[data-testid="notice"]',
    );
    const filled = await find(
      notice({ severity: 'error', variant: 'filled', children: 'x' }).shadow,
      '[data-testid="notice"]',
    );
    expect(getComputedStyle(standard).backgroundColor).toBe('rgb(253, 237, 237)');
    expect(getComputedStyle(standard).color).toBe('rgb(95, 33, 32)');
    expect(getComputedStyle(filled).backgroundColor).toBe('rgb(211, 47, 47)');
    expect(getComputedStyle(filled).color).toBe('rgb(255, 255, 255)');
  });

  it("shows the title first and closes with 'Fechar'", async () => {
    let closed = 0;
    const { shadow } = notice({
      severity: 'error',
      title: 'Erro',
      children: 'Sem rota.',
      onClose: () => closed++,
    });
    expect((await find(shadow, '[data-testid="notice"]')).textContent).toBe('ErroSem rota.');
    await userEvent.click(await findButton(shadow, 'Fechar'));
    expect(closed).toBe(1);
  });
});
