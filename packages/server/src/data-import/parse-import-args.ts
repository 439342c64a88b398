import { parseArgs } from 'node:util';

/** Usage of `pnpm data:import`, in pt-BR. */
export const IMPORT_USAGE = [
  'uso: pnpm data:import [pasta] [--force]',
  '  pasta    pasta dos dados no formato de ../shared/data (padrão: DATA_SOURCE_DIR)',
  '  --force  reimporta tudo, mesmo o que não mudou desde a última importação',
  '  --help   mostra esta ajuda',
].join('\n');

/** The arguments of the import command. */
export type ImportArgs =
  { ok: true; help: boolean; folder: string | undefined; force: boolean } | { ok: false; message: string };

/**
 * Reads `import [folder] [--force]` (and `--help`). Unknown options or more than one folder give a pt-BR
 * message, never an exception.
 *
 * @example parseImportArgs(['../shared/data', '--force']) // { ok: true, folder: '../shared/data', force: true, help: false }
 */
export function parseImportArgs(argv: readonly string[]): ImportArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    const option = /'([^']+)'/.exec(error instanceof Error ? error.message : '')?.[1];
    return { ok: false, message: option ? `opção desconhecida: ${option}` : 'argumentos inválidos' };
  }
  if (parsed.positionals.length > 1) {
    return { ok: false, message: `apenas uma pasta, recebidas ${parsed.positionals.length}` };
  }
  return {
    ok: true,
    help: parsed.values.help === true,
    folder: parsed.positionals[0],
    force: parsed.values.force === true,
  };
}
