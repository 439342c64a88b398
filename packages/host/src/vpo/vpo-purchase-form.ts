import {
  applyOperationType,
  defaultVpoExpiration,
  fieldErrors,
  MAX_VPO_VALIDITY_DAYS,
  MSG_FIELD_REQUIRED,
  VPO_MESSAGES,
  vpoExpirationProblem,
  vpoPurchaseRequestSchema,
} from '@freight/core';
import type { TransportTaker, VpoPurchaseRequest, VpoSupplierKind } from '@freight/core';

/**
 * The VPO purchase form as typed (SPEC §3 VPO settings), keyed by the purchase request's field names so a
 * 422 answer's field errors land under their fields. Ids are texts (`''`: none chosen).
 */
export interface VpoPurchaseForm {
  plate_id: string;
  tag: string;
  shipper_id: string;
  cost_center_id: string;
  supplier: VpoSupplierKind | '';
  origin_document: string;
  destination_document: string;
  expiration_date: string;
  operation_type: string;
  transport_taker: TransportTaker;
  code: string;
  suspended_axles: number;
  remarks: string;
}

/**
 * The form of a fresh purchase bought on `today` (`yyyy-MM-dd`, Brasília): nothing chosen, FOB, no
 * suspended axles, valid until core's `defaultVpoExpiration(today)`.
 */
export function emptyVpoPurchaseForm(today: string): VpoPurchaseForm {
  return {
    plate_id: '',
    tag: '',
    shipper_id: '',
    cost_center_id: '',
    supplier: '',
    origin_document: '',
    destination_document: '',
    expiration_date: defaultVpoExpiration(today),
    operation_type: '',
    transport_taker: 'FOB',
    code: '',
    suspended_axles: 0,
    remarks: '',
  };
}

/**
 * The form with the operation type `operationType` (SPEC §4, core's `applyOperationType`): `VendaCliente`
 * and `Reentrega` make the taker CIF and take the destination document from `lastWaypoint`'s text.
 */
export function withOperationType(
  form: VpoPurchaseForm,
  operationType: string,
  lastWaypoint: string,
): VpoPurchaseForm {
  const applied = applyOperationType(
    {
      operationType,
      transportTaker: form.transport_taker,
      destinationDocument: form.destination_document,
    },
    lastWaypoint,
  );
  return {
    ...form,
    operation_type: operationType,
    transport_taker: applied.transportTaker,
    destination_document: applied.destinationDocument,
  };
}

/** Fields a purchase cannot go without (the route comes from the address). */
const REQUIRED_FIELDS = ['plate_id', 'shipper_id', 'supplier', 'expiration_date'] as const;

/** What checking the form gives: the request to send, or one pt-BR message per field. */
export type VpoPurchaseCheck =
  { ok: true; request: VpoPurchaseRequest } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form of a purchase for the saved route `routeId` with the contract's
 * `vpoPurchaseRequestSchema` and the validity rule (`vpoExpirationProblem` against `today`). `tag` is sent
 * only when the company lets the user choose it (`tagAllowed`); `idempotencyKey` is the form's key.
 */
export function checkVpoPurchase(
  form: VpoPurchaseForm,
  context: { routeId: string; today: string; tagAllowed: boolean; idempotencyKey: string },
): VpoPurchaseCheck {
  const errors: Record<string, string> = {};
  const candidate = {
    idempotency_key: context.idempotencyKey,
    route_id: Number(context.routeId),
    plate_id: form.plate_id === '' ? undefined : Number(form.plate_id),
    supplier: form.supplier === '' ? undefined : form.supplier,
    shipper_id: form.shipper_id === '' ? undefined : Number(form.shipper_id),
    cost_center_id: form.cost_center_id === '' ? null : Number(form.cost_center_id),
    code: form.code,
    remarks: form.remarks,
    origin_document: form.origin_document,
    destination_document: form.destination_document,
    expiration_date: form.expiration_date,
    operation_type: form.operation_type,
    transport_taker: form.transport_taker,
    tag: context.tagAllowed && form.tag !== '' ? form.tag : null,
    suspended_axles: form.suspended_axles,
  };
  const parsed = vpoPurchaseRequestSchema.safeParse(candidate);
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
  for (const field of REQUIRED_FIELDS) if (form[field] === '') errors[field] = MSG_FIELD_REQUIRED;
  const problem = /^\d{4}-\d{2}-\d{2}$/.test(form.expiration_date)
    ? vpoExpirationProblem(form.expiration_date, context.today)
    : null;
  if (problem === 'past') errors.expiration_date = VPO_MESSAGES.expirationPast;
  if (problem === 'too-far') errors.expiration_date = VPO_MESSAGES.expirationTooFar(MAX_VPO_VALIDITY_DAYS);
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}

/**
 * Whether a purchase that failed with `statusCode` may have been bought all the same (no answer, or a
 * server error: the outcome is not known), so a retry must carry the SAME idempotency key; a refusal
 * (4xx) bought nothing and the next try gets a new key.
 */
export function outcomeUnknown(statusCode: number): boolean {
  return statusCode === 0 || statusCode >= 500;
}
