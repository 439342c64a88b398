import type { VpoQuoteLine, VpoStatementLine, VpoSupplierKind } from '@freight/core';

/** What a purchase asks of a supplier: our quote of the route for the vehicle, and the VPO settings. */
export interface SupplierPurchaseInput {
  /** Our client reference of the purchase (unique; the supplier's `chaveExterna`): the key of any lookup. */
  readonly clientReference: string;
  /** Nickname of the saved route, the name the route is registered under at the supplier. */
  readonly routeName: string;
  /** Plate, upper-case without mask. */
  readonly plate: string;
  /** Axles charged (the vehicle's axles less the suspended ones). */
  readonly axis: number;
  /** Vehicle category of the product (`truck`, …). */
  readonly category: string;
  /** First day of validity (`yyyy-MM-dd`, the purchase day) and last (`yyyy-MM-dd`). */
  readonly startDate: string;
  readonly endDate: string;
  /** The plazas in route order with their fares (every fare known). */
  readonly lines: readonly VpoQuoteLine[];
  /** Our total of the lines (reais). */
  readonly total: number;
  /** Who pays (shipper CPF/CNPJ, digits) and the carrier company's CNPJ. */
  readonly shipperDocument: string;
  readonly carrierDocument: string;
  /** Tag operator chosen (`'Sem Parar'`, …), `null` when the plate's single tag or the supplier decides. */
  readonly tag: string | null;
  /** Free texts the supplier keeps with the trip (each at most 40 characters at Sem Parar). */
  readonly remarks: readonly string[];
}

/**
 * A supplier's answer to a purchase or to a lookup of one:
 * - `issued`: bought and valid, with the supplier's identifiers and the value it charged;
 * - `pending`: accepted, confirmation still to come (look it up later);
 * - `refused`: the supplier said no (its message, in its words);
 * - `no_toll`: the route has no toll for the vehicle (Sem Parar status 808).
 */
export type SupplierPurchaseResult =
  | {
      readonly status: 'issued' | 'pending';
      readonly tripNumber: string;
      readonly receiptNumber?: string | null;
      readonly purchaseId?: string | null;
      readonly anttVpoId?: string | null;
      /** Value charged (reais); `null` when the supplier did not say. */
      readonly value: number | null;
      readonly tagOperator?: string | null;
    }
  | { readonly status: 'refused'; readonly message: string; readonly code?: string }
  | { readonly status: 'no_toll'; readonly message: string };

/** A supplier's answer to a cancellation. */
export type SupplierCancelResult =
  | { readonly status: 'cancelled' }
  | { readonly status: 'refused'; readonly message: string; readonly code?: string };

/** The receipt data a supplier keeps for an issued trip (the caller renders it). */
export interface SupplierReceipt {
  readonly tripNumber: string;
  readonly value: number | null;
  readonly issuedAt: string | null;
  readonly expiresAt: string | null;
  readonly plazas: readonly { readonly name: string; readonly value: number | null }[];
}

/** One call to a supplier and its answer, as archived with the purchase (secrets masked by the adapter). */
export interface SupplierExchange {
  readonly operation: string;
  readonly request: string;
  readonly response: string | null;
  /** `ok`, `error: …`, `timeout`. */
  readonly outcome: string;
  readonly durationMs: number;
}

/** What every supplier call receives besides its own input. */
export interface SupplierCallContext {
  /** Aborts the call (time-out, caller gone). */
  readonly signal: AbortSignal;
  /** Receives every request/response exchanged, to be archived with the purchase. */
  readonly record: (exchange: SupplierExchange) => void;
}

/**
 * The supplier did not answer in time, or the connection broke after the request left: whether the
 * supplier acted is unknown. The purchase stays `unknown` until {@link VpoSupplier.lookup} settles it.
 */
export class SupplierTimeoutError extends Error {
  override readonly name = 'SupplierTimeoutError';
}

/**
 * The supplier could not be reached or answered something unreadable before acting (wrong credentials,
 * connection refused, malformed answer): nothing was bought. `message` is pt-BR for the user.
 */
export class SupplierUnavailableError extends Error {
  override readonly name = 'SupplierUnavailableError';
}

/**
 * A VPO supplier (DESIGN.md "toll-tag / VPO providers"): the built-in one ("Pagamento próprio") and the
 * adapters of real suppliers (Sem Parar) implement it. Every call may throw {@link SupplierTimeoutError}
 * (outcome unknown) or {@link SupplierUnavailableError} (nothing done).
 */
export interface VpoSupplier {
  readonly kind: VpoSupplierKind;
  /**
   * The supplier's price of the purchase (reais) before buying, or `no_toll`; `null` value when it does
   * not quote. Our own quote stays the reference shown to the user.
   */
  quote(
    input: SupplierPurchaseInput,
    ctx: SupplierCallContext,
  ): Promise<{ status: 'ok'; value: number | null } | { status: 'no_toll'; message: string }>;
  /** Buys the trip under `input.clientReference`. Never called twice for one reference without a lookup. */
  purchase(input: SupplierPurchaseInput, ctx: SupplierCallContext): Promise<SupplierPurchaseResult>;
  /** Finds a purchase by our client reference: `null` when the supplier has none (nothing was bought). */
  lookup(
    clientReference: string,
    input: SupplierPurchaseInput,
    ctx: SupplierCallContext,
  ): Promise<SupplierPurchaseResult | null>;
  /** The receipt of an issued trip. */
  receipt(tripNumber: string, ctx: SupplierCallContext): Promise<SupplierReceipt>;
  /** Cancels an issued trip; the supplier may refuse (e.g. a passage was already recognised). */
  cancel(tripNumber: string, reason: string, ctx: SupplierCallContext): Promise<SupplierCancelResult>;
  /** The passages charged from `start` to `end` (`yyyy-MM-dd`), for reconciliation. */
  statement(start: string, end: string, ctx: SupplierCallContext): Promise<VpoStatementLine[]>;
}
