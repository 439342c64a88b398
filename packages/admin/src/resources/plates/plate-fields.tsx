import { maskPlate, VEHICLE_CATEGORY_LABELS } from '@freight/core';
import type { VehicleCategory, VehicleType } from '@freight/core';
import { useRecordContext } from 'react-admin';
import type { Loaded } from './plate-calls.ts';
import { vehicleTypeOf, vehicleTypeLabel } from './plate-values.ts';

/** Props react-admin reads of a field in a table or a show layout. */
interface FieldProps {
  readonly source: string;
  readonly label?: string;
  readonly sortable?: boolean;
  readonly sortBy?: string;
}

/** The plate as core masks it (upper case, A–Z and 0–9). */
export function PlateTextField(_: FieldProps) {
  const record = useRecordContext();
  return <span>{maskPlate(typeof record?.plate === 'string' ? record.plate : '')}</span>;
}

/** The plate's vehicle type by name; its id when the types are not (yet) known; empty when it has none. */
export function VehicleTypeField({ types }: FieldProps & { types: Loaded<VehicleType[]> }) {
  const record = useRecordContext();
  const id = record?.vehicleTypePepsico as number | string | null | undefined;
  if (id == null) return null;
  const type = types.status === 'loaded' ? vehicleTypeOf(types.data, id) : undefined;
  return <span>{type ? vehicleTypeLabel(type) : `#${id}`}</span>;
}

/** The vehicle category in pt-BR ('Caminhão', 'Carro', …). */
export function CategoryField(_: FieldProps) {
  const record = useRecordContext();
  const category = record?.category as VehicleCategory | undefined;
  if (!category) return null;
  return <span>{VEHICLE_CATEGORY_LABELS[category] ?? category}</span>;
}
