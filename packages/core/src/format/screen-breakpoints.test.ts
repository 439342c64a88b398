import { describe, expect, it } from 'vitest';
import { SCREEN_BREAKPOINTS, SMALL_SCREEN_MAX_WIDTH } from './screen-breakpoints.ts';

describe('screen breakpoints', () => {
  it('are the SPEC §9 ones: sm 600, md 1024, lg 1440, xl 1920; xs and sm end at 1023 px', () => {
    expect(SCREEN_BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 1024, lg: 1440, xl: 1920 });
    expect(SMALL_SCREEN_MAX_WIDTH).toBe(1023);
  });
});
