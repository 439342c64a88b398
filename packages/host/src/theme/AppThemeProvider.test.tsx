import { contrastRatio } from '@freight/core';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { appTheme } from './AppThemeProvider.tsx';

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  root?.unmount();
  container?.remove();
  root = null;
});

/** Renders a top bar, a contained and an outlined button and a link under the app's theme for `branding`. */
async function renderBranded(branding: Parameters<typeof appTheme>[1]) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <ThemeProvider theme={appTheme(14, branding)}>
      <AppBar position="static">Barra</AppBar>
      <Button variant="contained">Salvar rota</Button>
      <Button variant="outlined">Adicionar rota</Button>
      <Link href="#">Minhas rotas</Link>
    </ThemeProvider>,
  );
  await expect.element(page.getByText('Barra')).toBeVisible();
  const style = (element: Element) => getComputedStyle(element);
  const bar = style(page.getByText('Barra').element());
  const contained = style(page.getByRole('button', { name: 'Salvar rota' }).element());
  const outlined = style(page.getByRole('button', { name: 'Adicionar rota' }).element());
  const link = style(page.getByText('Minhas rotas').element());
  return { bar, contained, outlined, link };
}

describe('the app theme after login', () => {
  it("paints the company's colour with the white text its dark flag asks for", async () => {
    const { bar, contained } = await renderBranded({
      primaryColor: '#1565c0',
      bgDark: true,
      logo: '/app/logo.svg',
    });
    expect(bar.backgroundColor).toBe('rgb(21, 101, 192)');
    expect(bar.color).toBe('rgb(255, 255, 255)');
    expect(contained.backgroundColor).toBe('rgb(21, 101, 192)');
    expect(contained.color).toBe('rgb(255, 255, 255)');
  });

  it('keeps every text readable (4.5:1) when the company marks a pale colour dark', async () => {
    const { bar, contained, outlined, link } = await renderBranded({
      primaryColor: '#fdc941',
      bgDark: true,
      logo: '/app/logo.svg',
    });
    expect(bar.backgroundColor).toBe('rgb(253, 201, 65)');
    expect(contrastRatio(bar.color, bar.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(contained.color, contained.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(outlined.color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(link.color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the default yellow, readably, before anyone logs in', async () => {
    const { bar } = await renderBranded(null);
    expect(bar.backgroundColor).toBe('rgb(253, 201, 65)');
    expect(bar.color).toBe('rgb(0, 0, 0)');
  });
});
