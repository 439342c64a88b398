import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '@freight/bench-tools';
import type { ServerProcess } from '@freight/bench-tools';
import { callServer } from './test-support/server-process-call.ts';
import { cnpjCheckDigits } from '@freight/core';

/** Records written before the crash. */
const N = 50;
const DEMO_PASSWORD = 'demo-durabilidade-1';

/** A valid CNPJ per `i`: 12-digit base, then its check digits. */
function cnpj(i: number): string {
  const base = `91${String(i).padStart(6, '0')}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
}

describe('durability of the embedded database (real server process, PGlite in DATA_DIR)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-durability-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps all ${N} acknowledged writes when the process is killed with SIGKILL`, async () => {
    server = await startServerProcess({ dataDir, env: { DEMO_PASSWORD } });
    const login = await callServer(server, 'POST', '/api/auth/login', undefined, {
      email: 'admin@example.com',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    const companyId = login.body.data.settings.companies[0].id as number;

    const ids: number[] = [];
    for (let i = 0; i < N; i += 1) {
      const res = await callServer(server, 'POST', '/api/shippers', token, {
        company_id: companyId,
        document: cnpj(i),
        name: `Embarcador durável ${i}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.data.id as number);
    }

    // no shutdown, no flush: the process dies at once
    const port = server.port;
    await server.stop('SIGKILL');
    expect(server.child.signalCode).toBe('SIGKILL');

    server = await startServerProcess({ dataDir, port, env: { DEMO_PASSWORD } });
    // the session survives too: the token secret was kept in DATA_DIR
    const list = await callServer(server, 'GET', '/api/shippers?per_page=-1&name=dur%C3%A1vel', token);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(N);
    const found = (list.body.data.data as { id: number; document: string; name: string }[]).sort(
      (a, b) => a.id - b.id,
    );
    expect(found.map((shipper) => shipper.id)).toEqual(ids);
    expect(found.map((shipper) => shipper.document)).toEqual(ids.map((_, i) => cnpj(i)));
    // the demo data was not seeded a second time
    const companies = await callServer(server, 'GET', '/api/me/list/companies', token);
    expect(companies.body.data).toHaveLength(1);
  }, 150_000);
});
