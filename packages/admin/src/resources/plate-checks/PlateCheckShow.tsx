import { formatDateTime, isPlateCheckFinished, PLATE_CHECK_STATUS_LABELS } from '@freight/core';
import type { PlateCheckDetail } from '@freight/core';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { PLATE_CHECK_KIND_LABELS } from './plate-check-fields.tsx';
import { PLATE_CHECK_RESOURCE } from './plate-check-paths.ts';
import { PlateCheckActions } from './PlateCheckActions.tsx';
import { PlateCheckItems } from './PlateCheckItems.tsx';

/** How often a running record is read again (ms). */
export const PLATE_CHECK_POLL_MS = 2000;

/** Reads the record again every {@link PLATE_CHECK_POLL_MS} until it is finished (core's `isPlateCheckFinished`). */
const pollWhileRunning = (query: { state: { data?: unknown } }): number | false => {
  const check = query.state.data as PlateCheckDetail | undefined;
  return check && isPlateCheckFinished(check.status) ? false : PLATE_CHECK_POLL_MS;
};

/** One labelled value of the record. */
function Item({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

function PlateCheckDetails() {
  const check = useRecordContext() as PlateCheckDetail | undefined;
  if (!check) return null;
  const percent = check.total === 0 ? 0 : Math.round((check.processed / check.total) * 100);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {check.description}
      </Typography>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Item label="Situação" value={PLATE_CHECK_STATUS_LABELS[check.status]} />
        <Item label="Tipo" value={PLATE_CHECK_KIND_LABELS[check.kind]} />
        <Item label="Criada por" value={check.created_by ?? ''} />
        <Item label="Criada em" value={formatDateTime(check.created_at)} />
      </Stack>
      <Box>
        <LinearProgress variant="determinate" value={percent} aria-label="Progresso" />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {`${check.processed} de ${check.total} placas`}
        </Typography>
      </Box>
      <PlateCheckItems items={check.items} />
    </Stack>
  );
}

/**
 * `/check-plates/{id}/show` (show-check-plates): the record's description, status, progress
 * ('N de M placas'), who and when, and its plates with each provider's answer; read again every ~2 s
 * while it runs; 'Exportar XLSX', 'Cancelar' and 'Excluir' with their permissions.
 */
export function PlateCheckShow() {
  return (
    <Show
      resource={PLATE_CHECK_RESOURCE}
      queryOptions={{ refetchInterval: pollWhileRunning }}
      actions={
        <TopToolbar>
          <PlateCheckActions redirect="list" />
        </TopToolbar>
      }
    >
      <PlateCheckDetails />
    </Show>
  );
}
