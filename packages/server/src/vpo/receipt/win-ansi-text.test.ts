import { describe, expect, it } from 'vitest';
import { winAnsiText } from './win-ansi-text.ts';

describe('winAnsiText', () => {
  it.each<[string, string]>([
    ['Ação São José — R$ 1.234,56', 'Ação São José — R$ 1.234,56'],
    ['São Paulo → Curitiba', 'São Paulo » Curitiba'],
    ['linha\numa', 'linha uma'],
    ['emoji 🚚 e 漢', 'emoji ? e ?'],
  ])('%s reads %s', (input, expected) => {
    expect(winAnsiText(input)).toBe(expected);
  });
});
