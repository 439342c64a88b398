import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

describe('the import command', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'import-main-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const run = (...args: string[]) => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: join(work, 'data'),
      INIT_CWD: work,
    };
    delete env['DATABASE_URL'];
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/data-import/import-main.ts', ...args], {
      cwd: serverDir,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  };

  it('prints the usage, not a stack trace, on bad arguments and exits 1', () => {
    const result = run('--forca');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('opção desconhecida: --forca');
    expect(result.stderr).toContain('uso: pnpm data:import [pasta] [--force]');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a folder that does not exist, relative to where the command was typed', () => {
    const result = run('nada-aqui');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`pasta de dados não encontrada: ${join(work, 'nada-aqui')}`);
  });

  it('prints a line per step and exits 1 when the folder lacks the required files', () => {
    const result = run('.');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `estados (municipios/estados.csv): ERRO, nada gravado (1 erro(s))\n` +
        `  municipios/estados.csv: arquivo obrigatório não encontrado: ${join(work, 'municipios', 'estados.csv')}`,
    );
    expect(result.stdout).toContain('balanças (balancas/balancas.csv): não importado');
    expect(result.stdout).toContain('Importação terminou com erros');
  }, 120_000);
});
