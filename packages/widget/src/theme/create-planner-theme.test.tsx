import Button from '@mui/material/Button';
import { getContrastRatio } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { findButton } from '../test-support/queries.ts';
import { renderInShadowRoot } from '../test-support/render-in-shadow-root.tsx';
import type { ShadowRender } from '../test-support/render-in-shadow-root.tsx';
import { createPlannerTheme } from './create-planner-theme.ts';
import { StyleScope } from './StyleScope.tsx';

const rendered: ShadowRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

describe('the planner theme', () => {
  it('keeps the primary colour as the fill, with text on it that reads at 4.5:1 or more', () => {
    expect(createPlannerTheme({ primaryColor: '#fdc941' }).palette.primary.main).toBe('#fdc941');
    // MUI alone would write white on this pink (4.1:1)
    const pink = createPlannerTheme({ primaryColor: '#e91e63' }).palette.primary;
    expect(getContrastRatio(pink.contrastText, pink.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes outlined buttons readably with the default yellow, and contained ones on the yellow', async () => {
    const view = renderInShadowRoot(
      <StyleScope>
        <Button variant="outlined">Relatório da rota</Button>
        <Button variant="contained">Calcular</Button>
      </StyleScope>,
    );
    rendered.push(view);
    const outlined = await findButton(view.shadow, 'Relatório da rota');
    const contained = await findButton(view.shadow, 'Calcular');
    expect(getContrastRatio(getComputedStyle(outlined).color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(getComputedStyle(contained).backgroundColor).toBe('rgb(253, 201, 65)');
  });
});
