import DownloadIcon from '@mui/icons-material/Download';
import { ROUTE_EXPORT_FORMATS } from '@freight/core';
import type { RouteExportFormat } from '@freight/core';
import { useState } from 'react';
import { Button, useCanAccess, useDataProvider, useListContext } from 'react-admin';
import type { AdminDataProvider } from '../../data-provider.ts';
import { useShowOutcome } from '../../ui/OutcomeDialog.tsx';
import { saveFile } from '../../ui/save-file.ts';

/** Labels of the export buttons, by file format. */
export const EXPORT_LABELS: Readonly<Record<RouteExportFormat, string>> = {
  xlsx: 'Exportar XLSX',
  csv: 'Exportar CSV',
};

/** Message of a failed export that carried none (a network error is already 'Ocorreu um erro.'). */
const FAILED_MESSAGE = 'Ocorreu um erro.';

/**
 * 'Exportar XLSX' and 'Exportar CSV' of the saved-routes list (SPEC §7 `GET /api/routes/export`, same
 * filters), for a user with route-export: the file of the list's current filters and sort, saved under
 * the server's name; a refused export opens 'Erro' with the server's message. Both wait while one runs.
 */
export function ExportButtons() {
  const { canAccess } = useCanAccess({ resource: 'routes', action: 'export' });
  const { filterValues, sort } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const show = useShowOutcome();
  const [running, setRunning] = useState(false);
  if (!canAccess) return null;

  const run = async (format: RouteExportFormat) => {
    setRunning(true);
    try {
      const file = await dataProvider.exportFile('routes', { filter: filterValues, sort, format });
      saveFile(file, `rotas.${format}`);
      setRunning(false);
    } catch (error) {
      setRunning(false);
      void show({
        kind: 'error',
        message: error instanceof Error && error.message !== '' ? error.message : FAILED_MESSAGE,
      });
    }
  };

  return (
    <>
      {ROUTE_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          label={EXPORT_LABELS[format]}
          disabled={running}
          onClick={() => void run(format)}
        >
          <DownloadIcon />
        </Button>
      ))}
    </>
  );
}
