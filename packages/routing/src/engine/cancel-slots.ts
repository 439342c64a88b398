/**
 * Cancellation flags shared by the embedded engine and its workers: one `Int32Array` over a
 * `SharedArrayBuffer`, where aborting request `id` stores `id` in slot `id % CANCEL_SLOTS`. A worker
 * polls the slot of the job it runs, so a flag left by an older request in the same slot never matches.
 */
export const CANCEL_SLOTS = 4096;

/** A fresh set of slots (all clear). */
export function createCancelSlots(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(CANCEL_SLOTS * Int32Array.BYTES_PER_ELEMENT));
}

/** Slot of request `id`. */
export function cancelSlotOf(id: number): number {
  return id % CANCEL_SLOTS;
}

/** Marks request `id` cancelled (visible to every worker at once). */
export function cancelRequest(slots: Int32Array, id: number): void {
  Atomics.store(slots, cancelSlotOf(id), id);
}

/** Whether request `id` has been cancelled. */
export function isCancelled(slots: Int32Array, id: number): boolean {
  return id !== 0 && Atomics.load(slots, cancelSlotOf(id)) === id;
}
