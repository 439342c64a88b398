import { expect } from 'vitest';
import { SORT_FIELD_MESSAGE } from '@freight/core';
import type { TestApi, TestUser } from './test-api.ts';

/** One sorted column of a list as a user checks it. */
export interface SortCase {
  user: TestUser;
  /** The list with the filters that keep only the test's records, e.g. `/api/shippers?name=ordem`. */
  path: string;
  /** The field sorted by (`sort`). */
  field: string;
  /** The column's values, ascending, as the list must show them. */
  ascending: readonly unknown[];
}

/**
 * The admin tables' sort (SPEC §4): `sort=<field>&order=asc` shows the column ascending, `order=desc`
 * exactly reversed, `sort` alone ascending; an unknown field answers 422 with the pt-BR message under
 * `sort`.
 */
export async function expectSortable(api: TestApi, list: SortCase): Promise<void> {
  const caller = api.as(list.user);
  const column = async (query: string) => {
    const res = await caller.get(`${list.path}&per_page=-1&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.data as Record<string, unknown>[]).map((row) => row[list.field]);
  };
  expect(await column(`sort=${list.field}&order=asc`)).toEqual(list.ascending);
  expect(await column(`sort=${list.field}&order=desc`)).toEqual([...list.ascending].reverse());
  expect(await column(`sort=${list.field}`)).toEqual(list.ascending);

  const unknown = await caller.get(`${list.path}&sort=senha&order=asc`);
  expect(unknown.status).toBe(422);
  expect(unknown.body).toMatchObject({ success: false, details: { sort: SORT_FIELD_MESSAGE } });
}
