import { vpoQuoteLineSchema } from '@freight/core';
import type { TransportTaker, Vpo, VpoEvent, VpoExchange, VpoStatus, VpoSupplierKind } from '@freight/core';
import { z } from 'zod';
import type { vpoEvents, vpoExchanges, vpoPurchases } from '../db/schema.ts';

/** A stored VPO purchase row. */
export type VpoRow = typeof vpoPurchases.$inferSelect;

/** What a row's company adds to it. */
export interface VpoCompany {
  name: string;
  cnpj: string;
}

const storedLines = z.array(vpoQuoteLineSchema);

/** Reais of a cents column, `null` kept (a value not known is never 0). */
export const reaisOf = (centsValue: number | null): number | null =>
  centsValue === null ? null : centsValue / 100;

/** The API shape (core's `vpoSchema`) of a stored purchase. */
export function toVpo(
  row: VpoRow,
  company: VpoCompany,
  extra: { history?: VpoEvent[]; exchanges?: VpoExchange[] } = {},
): Vpo {
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: company.name,
    company_cnpj: company.cnpj,
    route_id: row.route_id,
    route_slug: row.route_slug,
    route_waypoints: row.route_waypoints,
    distance_km: row.distance_km,
    status: row.status as VpoStatus,
    supplier: row.supplier as VpoSupplierKind,
    tag_operator: row.tag_operator,
    vehicle: {
      plate: row.plate,
      category: row.vehicle_category as Vpo['vehicle']['category'],
      axis: row.axis,
      suspended_axles: row.suspended_axles,
      rear_wheel_type: row.rear_wheel_type,
    },
    plate_id: row.plate_id,
    shipper_id: row.shipper_id,
    shipper_name: row.shipper_name,
    shipper_document: row.shipper_document,
    cost_center_id: row.cost_center_id,
    cost_center_name: row.cost_center_name,
    code: row.code,
    remarks: row.remarks,
    origin_document: row.origin_document,
    destination_document: row.destination_document,
    expiration_date: row.expiration_date,
    operation_type: row.operation_type,
    transport_taker: row.transport_taker as TransportTaker,
    lines: storedLines.parse(row.lines),
    quoted_value: reaisOf(row.quoted_cents),
    purchased_value: reaisOf(row.purchased_cents),
    priced_on: row.priced_on,
    client_reference: row.client_reference,
    trip_number: row.trip_number,
    receipt_number: row.receipt_number,
    purchase_id: row.purchase_id,
    antt_vpo_id: row.antt_vpo_id,
    status_message: row.status_message,
    cancel_reason: row.cancel_reason,
    created_by: row.created_by_name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    issued_at: row.issued_at?.toISOString() ?? null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    ...extra,
  };
}

/** The API shape of a history row. */
export function toVpoEvent(row: typeof vpoEvents.$inferSelect): VpoEvent {
  return {
    status: row.status as VpoStatus,
    at: row.at.toISOString(),
    user_name: row.user_name,
    note: row.note,
  };
}

/** The API shape of an exchange row. */
export function toVpoExchange(row: typeof vpoExchanges.$inferSelect): VpoExchange {
  return {
    operation: row.operation,
    request: row.request,
    response: row.response,
    outcome: row.outcome,
    duration_ms: row.duration_ms,
    at: row.at.toISOString(),
  };
}
