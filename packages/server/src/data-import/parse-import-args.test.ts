import { describe, expect, it } from 'vitest';
import { parseImportArgs } from './parse-import-args.ts';

describe('parseImportArgs', () => {
  it.each([
    [[], { ok: true, help: false, folder: undefined, force: false }],
    [['../shared/data'], { ok: true, help: false, folder: '../shared/data', force: false }],
    [['--force', 'dados'], { ok: true, help: false, folder: 'dados', force: true }],
    [['-h'], { ok: true, help: true, folder: undefined, force: false }],
    [['--forca'], { ok: false, message: 'opção desconhecida: --forca' }],
    [['a', 'b'], { ok: false, message: 'apenas uma pasta, recebidas 2' }],
    [
      ['--force=yes'],
      { ok: false, message: expect.stringMatching(/^(opção desconhecida: .*|argumentos inválidos)$/) },
    ],
  ])('%j → %j', (argv, expected) => {
    expect(parseImportArgs(argv)).toEqual(expected);
  });
});
