import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { find, findButton } from '../test-support/queries.ts';
import { renderInShadowRoot } from '../test-support/render-in-shadow-root.tsx';
import type { ShadowRender } from '../test-support/render-in-shadow-root.tsx';
import { StyleScope } from '../theme/StyleScope.tsx';
import { PlannerDialog } from './PlannerDialog.tsx';
import type { PlannerDialogCloseReason } from './PlannerDialog.tsx';

const rendered: ShadowRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

function Harness({ closes, fullWidth = true }: { closes: PlannerDialogCloseReason[]; fullWidth?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <StyleScope>
      {/* In place beside its opener, as in the planner: a Stack's spacing must not move it. */}
      <Stack direction="row" spacing={1}>
        <Button onClick={() => setOpen(true)}>Abrir</Button>
        <PlannerDialog
          open={open}
          onClose={(_event, reason) => {
            closes.push(reason);
            setOpen(false);
          }}
          aria-labelledby="harness-title"
          data-testid="harness-dialog"
          maxWidth="xs"
          fullWidth={fullWidth}
        >
          <DialogTitle id="harness-title">Alerta</DialogTitle>
          <DialogContent>
            <input aria-label="Apelido" autoFocus />
          </DialogContent>
        </PlannerDialog>
      </Stack>
    </StyleScope>
  );
}

function open(closes: PlannerDialogCloseReason[], fullWidth = true): ShadowRender {
  const result = renderInShadowRoot(<Harness closes={closes} fullWidth={fullWidth} />);
  rendered.push(result);
  return result;
}

describe('PlannerDialog', () => {
  it('renders nothing while closed, then a modal dialog named by its title inside the shadow root', async () => {
    const { shadow } = open([]);
    await findButton(shadow, 'Abrir');
    expect(shadow.querySelector('dialog')).toBeNull();
    await userEvent.click(await findButton(shadow, 'Abrir'));
    const dialog = await find<HTMLDialogElement>(shadow, '[data-testid="harness-dialog"]');
    expect(dialog.open).toBe(true);
    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(shadow.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Alerta');
    // autoFocus inside the dialog takes the focus; the page behind is inert.
    await expect.poll(() => shadow.activeElement?.getAttribute('aria-label')).toBe('Apelido');
    const box = dialog.querySelector<HTMLElement>('[data-dialog-paper]');
    // maxWidth 'xs' with fullWidth: 444 px, less on a narrower viewport (32 px of margin each side).
    const width = box?.getBoundingClientRect().width ?? 0;
    expect(width).toBeLessThanOrEqual(444);
    expect(width).toBeGreaterThan(300);
    // Centred in the viewport (a vertical scrollbar may take a few pixels on the right).
    const rect = box?.getBoundingClientRect();
    const right = window.innerWidth - (rect?.right ?? 0);
    expect(Math.abs((rect?.left ?? 0) - right)).toBeLessThanOrEqual(16);
  });

  it('sizes a dialog without fullWidth to its content, centred on a wide screen', async () => {
    await page.viewport(1280, 900);
    const { shadow } = open([], false);
    await userEvent.click(await findButton(shadow, 'Abrir'));
    const dialog = await find<HTMLDialogElement>(shadow, '[data-testid="harness-dialog"]');
    const box = dialog.querySelector<HTMLElement>('[data-dialog-paper]');
    const rect = box?.getBoundingClientRect();
    expect(dialog.getBoundingClientRect().width).toBe(rect?.width);
    const right = window.innerWidth - (rect?.right ?? 0);
    expect(Math.abs((rect?.left ?? 0) - right)).toBeLessThanOrEqual(16);
  });

  it('Escape and a click on the backdrop ask to close; a click inside does not', async () => {
    const closes: PlannerDialogCloseReason[] = [];
    const { shadow } = open(closes);
    await userEvent.click(await findButton(shadow, 'Abrir'));
    await find(shadow, '[data-testid="harness-dialog"]');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => shadow.querySelector('dialog')).toBeNull();
    expect(closes).toEqual(['escapeKeyDown']);

    await userEvent.click(await findButton(shadow, 'Abrir'));
    const dialog = await find<HTMLDialogElement>(shadow, '[data-testid="harness-dialog"]');
    const title = await find(shadow, '#harness-title');
    await userEvent.click(title);
    expect(closes).toEqual(['escapeKeyDown']);
    const rect = dialog.getBoundingClientRect();
    dialog.dispatchEvent(
      new MouseEvent('click', { bubbles: true, clientX: rect.left - 10, clientY: rect.top - 10 }),
    );
    await expect.poll(() => shadow.querySelector('dialog')).toBeNull();
    expect(closes).toEqual(['escapeKeyDown', 'backdropClick']);
  });
});
