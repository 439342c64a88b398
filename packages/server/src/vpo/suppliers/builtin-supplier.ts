import type { VpoSupplier } from './vpo-supplier.ts';

/**
 * The trip number the built-in supplier gives a purchase: `PP-` and the upper-cased random part of our
 * client reference (the same reference always gives the same number, so a lookup finds it again).
 *
 * @example builtinTripNumber('vpo-3f9a1c2b7d4e5f60a1b2') // 'PP-3F9A1C2B7D4E5F60A1B2'
 */
export function builtinTripNumber(clientReference: string): string {
  return `PP-${clientReference.replace(/^vpo-/, '').toUpperCase()}`;
}

/**
 * The built-in supplier, "Pagamento próprio": the company pays the tolls with its own tag account. It
 * prices from the product's own data (the quote's total), issues its own trip number and registers
 * nothing outside; every screen and document says so (core's `BUILTIN_SUPPLIER_NOTICE`). A purchase is
 * issued at once; a cancellation is always accepted (nothing outside to undo); it has no statement of
 * its own (reconcile with the tag operator's CSV of passages).
 */
export function createBuiltinSupplier(): VpoSupplier {
  const issued = (clientReference: string, value: number, tag: string | null) =>
    ({
      status: 'issued',
      tripNumber: builtinTripNumber(clientReference),
      receiptNumber: builtinTripNumber(clientReference),
      purchaseId: null,
      anttVpoId: null,
      value,
      tagOperator: tag,
    }) as const;
  return {
    kind: 'builtin',
    async quote(input, { signal }) {
      signal.throwIfAborted();
      return { status: 'ok', value: input.total };
    },
    async purchase(input, { signal }) {
      signal.throwIfAborted();
      return issued(input.clientReference, input.total, input.tag);
    },
    async lookup(clientReference, input, { signal }) {
      signal.throwIfAborted();
      return issued(clientReference, input.total, input.tag);
    },
    async receipt(tripNumber, { signal }) {
      signal.throwIfAborted();
      return { tripNumber, value: null, issuedAt: null, expiresAt: null, plazas: [] };
    },
    async cancel(_tripNumber, _reason, { signal }) {
      signal.throwIfAborted();
      return { status: 'cancelled' };
    },
    async statement(_start, _end, { signal }) {
      signal.throwIfAborted();
      return [];
    },
  };
}
