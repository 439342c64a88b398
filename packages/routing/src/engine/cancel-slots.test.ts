import { describe, expect, it } from 'vitest';
import { CANCEL_SLOTS, cancelRequest, createCancelSlots, isCancelled } from './cancel-slots.ts';

describe('cancel slots', () => {
  it('flag one request; a later request sharing its slot is not cancelled', () => {
    const slots = createCancelSlots();
    expect(slots.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(isCancelled(slots, 5)).toBe(false);
    cancelRequest(slots, 5);
    expect(isCancelled(slots, 5)).toBe(true);
    expect(isCancelled(slots, 5 + CANCEL_SLOTS)).toBe(false);
    expect(isCancelled(slots, 6)).toBe(false);
    expect(isCancelled(slots, 0)).toBe(false);
  });
});
