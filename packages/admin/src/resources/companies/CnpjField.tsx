import { maskCnpj } from '@freight/core';
import { useRecordContext } from 'react-admin';

/** The record's CNPJ with core's mask (`11.222.333/0001-81`, `12.ABC.345/01DE-35`). */
export function CnpjField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (typeof value !== 'string' || value === '') return null;
  return <span>{maskCnpj(value)}</span>;
}
