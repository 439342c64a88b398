import { resolveTarget } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { afterSaveTarget } from './after-save-target.ts';

describe('where a saved route leads (SPEC §4 Saving)', () => {
  it.each([
    ['', '/routes'],
    ['?from=vpo', '/vpo/12'],
    ['?ds=create-route&from=vpo', '/vpo/12'],
    ['?from=admin', '/routes'],
    ['?from=VPO', '/routes'],
  ])('create-route%s → %s', (search, path) => {
    expect(resolveTarget(afterSaveTarget(search, 12))).toBe(path);
  });
});
