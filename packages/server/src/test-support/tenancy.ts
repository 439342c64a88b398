import { expect } from 'vitest';
import type { TestApi } from './test-api.ts';

/** A company-scoped resource as the tenancy matrix exercises it. */
export interface TenancyCase {
  /** Collection path, e.g. `/api/shippers`. */
  collection: string;
  /** `me/list` path, if the resource has one. */
  meList?: string;
  /** Export path (files), if the resource has one. */
  exportPath?: string;
  /** A valid creation body for company `companyId` (called once per company, so make it unique). */
  createBody(companyId: number, n: number): Record<string, unknown>;
  /** A valid update body. */
  updateBody: Record<string, unknown>;
}

/**
 * The tenancy matrix of one resource (issue 3): a record of company A is invisible and untouchable
 * for the user of company B (list, me/list, read, change, delete, export, and creating into A), while
 * super-admin reads and changes it. Creates its own records through the API.
 */
export async function expectTenancy(api: TestApi, resource: TenancyCase): Promise<void> {
  const created = await api.as('adminA').post(resource.collection, resource.createBody(api.companyA, 1));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as number;
  const one = `${resource.collection}/${id}`;
  const b = api.as('adminB');

  const list = await b.get(`${resource.collection}?per_page=-1`);
  expect(list.status).toBe(200);
  expect(list.body.data.data.map((row: { id: number }) => row.id)).not.toContain(id);
  if (resource.meList) {
    const mine = await b.get(resource.meList);
    expect(mine.body.data.map((row: { id: number }) => row.id)).not.toContain(id);
  }
  if (resource.exportPath) {
    const exported = await b.get(resource.exportPath);
    expect(String(exported.body)).not.toContain(
      String(resource.createBody(api.companyA, 1)['name'] ?? '\u0000'),
    );
  }
  expect((await b.get(one)).status).toBe(404);
  expect((await b.put(one, resource.updateBody)).status).toBe(404);
  expect((await b.delete(one)).status).toBe(404);
  const intoA = await b.post(resource.collection, resource.createBody(api.companyA, 2));
  expect(intoA.status).toBe(422);
  expect(intoA.body.details).toHaveProperty('company_id');
  expect((await api.as('adminA').get(one)).status).toBe(200);

  const superAdmin = api.as('superAdmin');
  const all = await superAdmin.get(`${resource.collection}?per_page=-1`);
  expect(all.body.data.data.map((row: { id: number }) => row.id)).toContain(id);
  expect((await superAdmin.get(one)).status).toBe(200);
  expect((await superAdmin.put(one, resource.updateBody)).status).toBe(200);
  expect((await superAdmin.delete(one)).status).toBe(200);
  expect((await api.as('adminA').get(one)).status).toBe(404);
}
