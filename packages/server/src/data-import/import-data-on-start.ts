import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logging/logger.ts';
import { runDataImport } from './run-data-import.ts';

const RETRY = 'O servidor inicia assim mesmo; corrija e rode `pnpm data:import`.';

/**
 * The data import of a first start (call it when `AUTO_IMPORT` and `needsDataImport`): runs
 * {@link runDataImport}, printing its pt-BR lines. Never throws: a failure is printed in Portuguese and
 * logged, and the server starts without the missing data.
 */
export async function importDataOnStart(options: {
  db: Database;
  config: Pick<Config, 'DATA_DIR' | 'DATA_SOURCE_DIR' | 'ROAD_NETWORK_FILE'>;
  logger: Logger;
  print: (line: string) => void;
}): Promise<void> {
  const { db, config, logger, print } = options;
  print(`Importando os dados de referência de ${resolve(config.DATA_SOURCE_DIR)} (primeiro início)…`);
  try {
    const report = await runDataImport({ db, config, print });
    if (report.ok) {
      logger.info('data import done', { seconds: report.seconds });
      return;
    }
    const failed = report.steps.filter((step) => step.status === 'failed').map((step) => step.step);
    logger.error('data import failed', { failed });
    print(`A importação dos dados de referência falhou (${failed.join(', ')}). ${RETRY}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error('data import failed', { error: message });
    print(`A importação dos dados de referência falhou: ${message}. ${RETRY}`);
  }
}
