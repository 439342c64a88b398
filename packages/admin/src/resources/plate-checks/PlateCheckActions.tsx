import CancelIcon from '@mui/icons-material/Cancel';
import DownloadIcon from '@mui/icons-material/Download';
import { isPlateCheckFinished } from '@freight/core';
import type { PlateCheckRecord } from '@freight/core';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import {
  Button,
  Confirm,
  DeleteWithConfirmButton,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { RedirectionSideEffect } from 'react-admin';
import { useShowOutcome } from '../../ui/OutcomeDialog.tsx';
import { saveFile } from '../../ui/save-file.ts';
import type { PlateCheckCalls } from './plate-check-calls.ts';
import { PLATE_CHECK_RESOURCE } from './plate-check-paths.ts';

/** Message of a failure that carried none. */
const FAILED_MESSAGE = 'Ocorreu um erro.';

/** Message of a cancellation the server answered without one. */
const CANCELLED = 'Consulta cancelada.';

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : FAILED_MESSAGE;

/** A row's button must not open the row. */
const quiet = (event: MouseEvent) => event.stopPropagation();

/** 'Exportar XLSX' (plate-check-export): the record's plates and answers, under the server's file name. */
function ExportButton({ check }: { check: PlateCheckRecord }) {
  const { canAccess } = useCanAccess({ resource: PLATE_CHECK_RESOURCE, action: 'export' });
  const dataProvider = useDataProvider() as unknown as PlateCheckCalls;
  const show = useShowOutcome();
  const [running, setRunning] = useState(false);
  if (!canAccess) return null;
  const run = async () => {
    setRunning(true);
    try {
      const response = await dataProvider.plateCheckExport(check.id);
      if (response.success) saveFile(response.data, `consulta-placas-${check.id}.xlsx`);
      else void show({ kind: 'error', message: response.message || FAILED_MESSAGE });
    } catch (error) {
      void show({ kind: 'error', message: messageOf(error) });
    }
    setRunning(false);
  };
  return (
    <Button
      label="Exportar XLSX"
      disabled={running}
      onClick={(event) => {
        quiet(event);
        void run();
      }}
    >
      <DownloadIcon />
    </Button>
  );
}

/**
 * 'Cancelar' (plate-check-cancel) while the record runs (core's `isPlateCheckFinished`): asks for a
 * confirmation, then `GET /api/plates-osa/{id}/cancel`; a refusal opens 'Erro' with the server's message.
 */
function CancelButton({ check }: { check: PlateCheckRecord }) {
  const { canAccess } = useCanAccess({ resource: PLATE_CHECK_RESOURCE, action: 'cancel' });
  const dataProvider = useDataProvider() as unknown as PlateCheckCalls;
  const show = useShowOutcome();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  if (!canAccess || isPlateCheckFinished(check.status)) return null;
  const run = async () => {
    setRunning(true);
    try {
      const response = await dataProvider.plateCheckCancel(check.id);
      setOpen(false);
      if (response.success) notify(response.message || CANCELLED, { type: 'info' });
      else void show({ kind: 'error', message: response.message || FAILED_MESSAGE });
    } catch (error) {
      setOpen(false);
      void show({ kind: 'error', message: messageOf(error) });
    }
    setRunning(false);
    refresh();
  };
  return (
    <>
      <Button
        label="Cancelar"
        color="error"
        onClick={(event) => {
          quiet(event);
          setOpen(true);
        }}
      >
        <CancelIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title="Cancelar consulta"
        content="As placas ainda não consultadas não serão consultadas. Deseja cancelar a consulta?"
        confirm="Confirmar"
        cancel="Voltar"
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** 'Excluir' (plate-check-delete), after a confirmation. */
function DeleteButton({ redirect }: { redirect: RedirectionSideEffect }) {
  const { canAccess } = useCanAccess({ resource: PLATE_CHECK_RESOURCE, action: 'delete' });
  if (!canAccess) return null;
  return <DeleteWithConfirmButton mutationMode="pessimistic" redirect={redirect} />;
}

/**
 * The actions of a plate-check record, each with its permission: 'Exportar XLSX', 'Cancelar' (while it
 * runs) and 'Excluir'. On the record's page a deletion goes back to the list (`redirect`).
 */
export function PlateCheckActions({ redirect = false }: { redirect?: RedirectionSideEffect }) {
  const check = useRecordContext() as PlateCheckRecord | undefined;
  if (!check) return null;
  return (
    <>
      <ExportButton check={check} />
      <CancelButton check={check} />
      <DeleteButton redirect={redirect} />
    </>
  );
}
