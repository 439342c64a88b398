import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useCanAccess, useDataProvider, useListContext } from 'react-admin';
import type { AdminDataProvider } from '../data-provider.ts';
import { useShowOutcome } from './OutcomeDialog.tsx';
import { saveFile } from './save-file.ts';

/** Message of a failed export that carried none (a network error is already 'Ocorreu um erro.'). */
const FAILED_MESSAGE = 'Ocorreu um erro.';

/** Label of the export button of `format` ('Exportar XLSX', 'Exportar CSV'). */
export const exportLabel = (format: string): string => `Exportar ${format.toUpperCase()}`;

/**
 * One 'Exportar <FORMAT>' button per format of `resource`'s list (its `GET …/export`, same filters), for
 * a user with the resource's export permission: the file of the list's current filters and sort, saved
 * under the server's name (`<fallbackName>.<format>` when it sent none); a refused export opens 'Erro'
 * with the server's message. The buttons wait while one runs.
 */
export function ExportButtons({
  resource,
  formats,
  fallbackName,
}: {
  resource: string;
  formats: readonly string[];
  fallbackName: string;
}) {
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  const { filterValues, sort } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const show = useShowOutcome();
  const [running, setRunning] = useState(false);
  if (!canAccess) return null;

  const run = async (format: string) => {
    setRunning(true);
    try {
      const file = await dataProvider.exportFile(resource, { filter: filterValues, sort, format });
      saveFile(file, `${fallbackName}.${format}`);
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
      {formats.map((format) => (
        <Button key={format} label={exportLabel(format)} disabled={running} onClick={() => void run(format)}>
          <DownloadIcon />
        </Button>
      ))}
    </>
  );
}
