import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companySettingsSchema,
  DEFAULT_LOGO,
  isShowableLogo,
  LOGO_MAX_BYTES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
} from '@freight/core';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi, TestUser } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (JFIF) file. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe.each(backends)('company logo on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  const peer = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

  /** Sends `bytes` as the form field `logo`, declared as `type`. */
  async function upload(user: TestUser | null, companyId: number, bytes: Buffer, type = 'image/png') {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(bytes)], { type }), 'logo');
    const headers: Record<string, string> = user ? { authorization: `Bearer ${await api.token(user)}` } : {};
    const res = await api.app.request(
      `/api/companies/${companyId}/logo`,
      { method: 'POST', body: form, headers },
      peer,
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies freely
    const body: any = await res.json();
    return { status: res.status, body };
  }

  /** Reads an address as the app's `<img>` does: no token. */
  async function image(path: string) {
    const res = await api.app.request(path, {}, peer);
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('stores a PNG, points the settings at it and serves the same bytes, typed, cached and unsniffed', async () => {
    const res = await upload('adminA', api.companyA, PNG);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const settings = companySettingsSchema.parse(res.body.data);
    expect(settings.logo).toMatch(new RegExp(`^/api/companies/${api.companyA}/logo/[0-9a-f]{16}$`));
    expect(isShowableLogo(settings.logo)).toBe(true);
    const read = await api.as('operatorA').get(`/api/companies/${api.companyA}/settings`);
    expect(read.body.data.logo).toBe(settings.logo);

    const served = await image(settings.logo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(served.bytes.equals(PNG)).toBe(true);

    const replaced = await upload('adminA', api.companyA, JPEG, 'application/octet-stream');
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.logo).not.toBe(settings.logo);
    const jpeg = await image(replaced.body.data.logo);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.bytes.equals(JPEG)).toBe(true);
    const old = await image(settings.logo);
    expect(old.status).toBe(404);
    expect(old.headers.get('content-type')).toContain('application/json');
  });

  it('refuses an SVG even declared as PNG, and a file over 512 kB, keeping the logo', async () => {
    const before = (await api.as('adminB').get(`/api/companies/${api.companyB}/settings`)).body.data.logo;
    for (const [bytes, type] of [
      [SVG, 'image/svg+xml'],
      [SVG, 'image/png'],
      [Buffer.from('GIF89a'), 'image/gif'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const res = await upload('adminB', api.companyB, bytes, type);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, details: { logo: LOGO_TYPE_MESSAGE } });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES + 1 - PNG.length)]);
    const oversize = await upload('adminB', api.companyB, big);
    expect(oversize.status).toBe(422);
    expect(oversize.body.details).toEqual({ logo: LOGO_SIZE_MESSAGE });
    const atLimit = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES - PNG.length)]);
    expect((await upload('adminB', api.companyB, atLimit)).status).toBe(200);
    expect((await api.as('adminB').delete(`/api/companies/${api.companyB}/logo`)).status).toBe(200);
    expect((await api.as('adminB').get(`/api/companies/${api.companyB}/settings`)).body.data.logo).toBe(
      before,
    );
  });

  it('answers 404 for another company or an unknown one, 403 without company-settings, 401 without a session', async () => {
    expect((await upload('adminA', api.companyB, PNG)).status).toBe(404);
    expect((await upload('adminA', 999_999, PNG)).status).toBe(404);
    expect((await api.as('adminA').delete(`/api/companies/${api.companyB}/logo`)).status).toBe(404);
    expect((await upload('operatorA', api.companyA, PNG)).status).toBe(403);
    expect((await api.as('operatorA').delete(`/api/companies/${api.companyA}/logo`)).status).toBe(403);
    expect((await upload(null, api.companyA, PNG)).status).toBe(401);
    expect((await upload('superAdmin', api.companyB, PNG)).status).toBe(200);
  });

  it('answers a JSON 404, never a 500, for an unknown company, version or address', async () => {
    for (const path of [
      `/api/companies/999999/logo/0123456789abcdef`,
      `/api/companies/${api.companyA}/logo/0123456789abcdef`,
      `/api/companies/${api.companyA}/logo/not-a-version`,
      `/api/companies/${api.companyA}/logo/${'f'.repeat(200)}`,
      `/api/companies/99999999999999999999/logo/0123456789abcdef`,
    ]) {
      const res = await image(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it('goes back to the default logo on delete, and the stored one is gone', async () => {
    const stored = await upload('adminA', api.companyA, PNG);
    expect(stored.status).toBe(200);
    const removed = await api.as('adminA').delete(`/api/companies/${api.companyA}/logo`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.logo).toBe(DEFAULT_LOGO);
    expect((await image(stored.body.data.logo)).status).toBe(404);
  });

  it('refuses a body that is not a form (415) and a form without the logo field (422)', async () => {
    const json = await api.as('adminA').post(`/api/companies/${api.companyA}/logo`, { logo: 'x' });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('arquivo', new Blob([new Uint8Array(PNG)]), 'logo.png');
    const res = await api.app.request(
      `/api/companies/${api.companyA}/logo`,
      { method: 'POST', body: form, headers: { authorization: `Bearer ${await api.token('adminA')}` } },
      peer,
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { details: unknown };
    expect(body.details).toEqual({ logo: 'Esse campo é obrigatório' });
  });
});
