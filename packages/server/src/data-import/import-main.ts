import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadProcessConfig } from '../config.ts';
import { databaseLocation, openDatabase } from '../db/database.ts';
import { IMPORT_USAGE, parseImportArgs } from './parse-import-args.ts';
import { runDataImport } from './run-data-import.ts';

const isFolder = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/**
 * `pnpm data:import [folder] [--force]`: migrates the database of the configuration and runs the data
 * import from `folder` (default `DATA_SOURCE_DIR`), one pt-BR line per step. Exit code 1 when a step
 * failed or the arguments are bad, 0 otherwise.
 */
async function main(argv: readonly string[]): Promise<number> {
  const args = parseImportArgs(argv);
  if (!args.ok) {
    console.error(`${args.message}\n${IMPORT_USAGE}`);
    return 1;
  }
  if (args.help) {
    console.log(IMPORT_USAGE);
    return 0;
  }
  const config = loadProcessConfig();
  // pnpm runs package scripts in the package folder; a folder is relative to where the user typed it
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  const sourceDir = resolve(cwd, args.folder ?? config.DATA_SOURCE_DIR);
  if (!isFolder(sourceDir)) {
    console.error(`pasta de dados não encontrada: ${sourceDir}\n${IMPORT_USAGE}`);
    return 1;
  }
  const database = await openDatabase(databaseLocation(config));
  try {
    await database.migrate();
    console.log(`Importando de ${sourceDir}${args.force ? ' (--force: tudo de novo)' : ''}`);
    const report = await runDataImport({
      db: database.db,
      config,
      sourceDir,
      force: args.force,
      print: (line) => console.log(line),
    });
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    console.error(`Falha na importação: ${message}`);
    process.exitCode = 1;
  },
);
