import { describe, it, expect } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition.ts';

describe('filenameFromContentDisposition', () => {
  it.each([
    { header: 'attachment; filename="rotas.csv"', name: 'rotas.csv' },
    { header: 'attachment; filename=rotas.xlsx', name: 'rotas.xlsx' },
    { header: 'attachment; filename="a \\"b\\".csv"', name: 'a "b".csv' },
    {
      header: 'attachment; filename="fallback.csv"; filename*=UTF-8\'\'relat%C3%B3rio%20placa.pdf',
      name: 'relatório placa.pdf',
    },
    { header: 'attachment; filename*=UTF-8\'\'%E0%A4%A; filename="simples.pdf"', name: 'simples.pdf' },
    { header: 'attachment', name: null },
    { header: 'attachment; filename=""', name: null },
    { header: null, name: null },
    { header: undefined, name: null },
  ])('$header → $name', ({ header, name }) => {
    expect(filenameFromContentDisposition(header)).toBe(name);
  });
});
