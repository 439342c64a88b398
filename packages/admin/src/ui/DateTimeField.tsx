import { formatDateTime } from '@freight/core';
import { useRecordContext } from 'react-admin';

/** A date and time of the record as `DD/MM/YYYY HH:mm:ss` (core's format); empty when there is none. */
export function DateTimeField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (typeof value !== 'string' || value === '') return null;
  return <span>{formatDateTime(value)}</span>;
}
