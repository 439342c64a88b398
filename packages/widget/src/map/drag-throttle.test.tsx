import { describe, expect, it } from 'vitest';
import { ROUTE_DRAG_INTERVAL_MS } from './map-defaults.ts';
import { createThrottle } from './drag-throttle.ts';

describe('drag throttle (SPEC §9 route drag interval 500 ms)', () => {
  it('lets the first call through, then one per 500 ms', () => {
    let now = 0;
    const throttle = createThrottle(ROUTE_DRAG_INTERVAL_MS, () => now);
    const passed: number[] = [];
    for (now = 0; now <= 1600; now += 100) if (throttle.take()) passed.push(now);
    expect(passed).toEqual([0, 500, 1000, 1500]);
  });

  it('starts again after a reset (the drop)', () => {
    let now = 0;
    const throttle = createThrottle(500, () => now);
    expect(throttle.take()).toBe(true);
    now = 100;
    expect(throttle.take()).toBe(false);
    throttle.reset();
    expect(throttle.take()).toBe(true);
    now = 599;
    expect(throttle.take()).toBe(false);
  });
});
