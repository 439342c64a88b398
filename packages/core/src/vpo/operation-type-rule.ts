import { onlyDigits } from '../format/only-digits.ts';
import type { OperationType } from '../schemas/options.ts';
import type { TransportTaker } from '../schemas/vpo-settings.ts';

/** Operation types that make the transport taker CIF and take the destination document from the route (SPEC §4). */
export const CIF_OPERATION_TYPES: readonly string[] = ['VendaCliente', 'Reentrega'];

/** The VPO fields the operation type decides. */
export interface OperationTypeFields {
  operationType: OperationType;
  transportTaker: TransportTaker;
  destinationDocument: string;
}

/**
 * SPEC §4: for operation types `VendaCliente` or `Reentrega` the transport taker becomes CIF and the
 * destination document is the last waypoint's text (its digits); other operation types keep the fields.
 *
 * @example applyOperationType({ operationType: 'Reentrega', transportTaker: 'FOB', destinationDocument: '' }, '11.222.333/0001-81').destinationDocument // '11222333000181'
 */
export function applyOperationType<T extends OperationTypeFields>(fields: T, lastWaypointText: string): T {
  if (!CIF_OPERATION_TYPES.includes(fields.operationType)) return fields;
  return { ...fields, transportTaker: 'CIF', destinationDocument: onlyDigits(lastWaypointText) };
}
