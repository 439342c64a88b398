import { findRoute } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_NAMES } from './admin-page-names.ts';
import { ADMIN_PAGES } from './admin-pages.tsx';

describe('admin pages', () => {
  it('the registry loads exactly the pages the admin has, each a route of SPEC §2 with its permission', () => {
    expect(Object.keys(ADMIN_PAGES).sort()).toEqual([...ADMIN_PAGE_NAMES].sort());
    for (const name of ADMIN_PAGE_NAMES) {
      expect(findRoute(name), name).toMatchObject({ name, layout: 'main', permission: expect.any(String) });
    }
  });
});
