import { PLATE_CHECK_STATUS_LABELS } from '@freight/core';
import type { PlateCheckRecord } from '@freight/core';
import { useRecordContext } from 'react-admin';

/** pt-BR label of a record's kind. */
export const PLATE_CHECK_KIND_LABELS: Readonly<Record<PlateCheckRecord['kind'], string>> = {
  single: 'Individual',
  batch: 'Lote',
};

/** The statuses as the filter offers them (core's labels). */
export const PLATE_CHECK_STATUS_CHOICES = Object.entries(PLATE_CHECK_STATUS_LABELS).map(([id, name]) => ({
  id,
  name,
}));

type FieldProps = { source: string; label?: string; sortable?: boolean };

const useCheck = () => useRecordContext() as PlateCheckRecord | undefined;

/** 'Individual' or 'Lote'. */
export function PlateCheckKindField(_: FieldProps) {
  const check = useCheck();
  return check ? <span>{PLATE_CHECK_KIND_LABELS[check.kind]}</span> : null;
}

/** The status by core's label. */
export function PlateCheckStatusField(_: FieldProps) {
  const check = useCheck();
  return check ? <span>{PLATE_CHECK_STATUS_LABELS[check.status]}</span> : null;
}

/** Plates checked of the total ('1/3'). */
export function PlateCheckProgressField(_: FieldProps) {
  const check = useCheck();
  return check ? <span>{`${check.processed}/${check.total}`}</span> : null;
}
