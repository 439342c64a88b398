import { rmSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema.ts';
import { buildGazetteer } from '../geocoding/build-gazetteer.ts';
import { createEmbeddedGeocoder } from '../geocoding/embedded-geocoder.ts';
import { createLogger } from '../logging/logger.ts';
import { createRouteServices } from '../route-calculation/route-services.ts';
import type { RouteServices } from '../route-calculation/route-services.ts';
import { dataDirWithGraph } from '../route-calculation/test-support/graph-dir.ts';
import {
  loadTinyReferenceData,
  tinyRouteNetwork as net,
} from '../route-calculation/test-support/tiny-route-network.ts';
import { TEST_PASSWORD, startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { TEST_DATABASE_URL, backends, openTestDatabase } from '../test-support/test-database.ts';
import type { Backend } from '../test-support/test-database.ts';
import { createServerContext } from '../server-context.ts';
import { readKmMarkers } from '../tolls/index.ts';
import { leaksIn, storedValueProblems } from './fuzz/answer-checks.ts';
import type { BodyCase } from './fuzz/hostile-input.ts';
import {
  edgeCase,
  forgedTokens,
  hostileBodies,
  idSegments,
  mutatedBodies,
  queryStrings,
  systematicEdges,
  toJsonText,
} from './fuzz/hostile-input.ts';
import { arbitraryAround, arbitraryOf } from './fuzz/json-schema-arbitrary.ts';
import type { ArbitraryOptions } from './fuzz/json-schema-arbitrary.ts';
import type { FuzzOperation } from './fuzz/openapi-operations.ts';
import {
  collectionOf,
  declaredAnswer,
  fillPath,
  operationsOf,
  readBackPath,
} from './fuzz/openapi-operations.ts';
import { createSchemaValidator } from './fuzz/schema-validator.ts';
import { seedOwnRecords } from './fuzz/seed-own-records.ts';
import type { SchemaValidator } from './fuzz/schema-validator.ts';
import type { JsonSchema, OpenApiDocument } from './openapi-document.ts';

/**
 * The property-based sweep of the whole API (issue 12): every operation of the OpenAPI document the app
 * serves, with generated path ids, query strings and bodies (conforming, mutated, hostile), with and
 * without a valid token. Every answer: below 500, JSON in the envelope the document declares, no stack
 * trace, source path, password hash or secret. Every write: what a 2xx stored reads back within the
 * body schema's bounds, and a refused write changed nothing.
 *
 * Reproduce: `FUZZ_SEED` (default below), `FUZZ_RUNS` (per operation and kind; default 20 on PGlite,
 * 8 on PostgreSQL), `FUZZ_ONLY=operationId,…` to run some operations only, `FUZZ_LOG=error` to see the
 * server's log of a 500, `FUZZ_TRACE=1` to list every request and its status.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_512);
const TRACE = Boolean(process.env['FUZZ_TRACE']);
const ONLY = process.env['FUZZ_ONLY']?.split(',').filter(Boolean);
const runsOn = (backend: Backend) => Number(process.env['FUZZ_RUNS'] ?? (backend === 'postgres' ? 8 : 20));

/**
 * Operations fuzzed differently, and why. Everything else is fuzzed alike from the document, under these
 * rules: writes with an existing id touch only the records the suite created (`seedOwnRecords`), never
 * the fixture users and companies; deletions run last; calls without a JSON body schema (the CSV imports)
 * get hostile bodies only; the route calculation runs on a tiny road network, the address search on a
 * one-city gazetteer.
 */
const SPECIAL = {
  /** Ends the session of its token: each call gets a token of its own, logged in for it. */
  logout: 'post /api/auth/logout',
} as const;

const ROUTE_TOKEN_SECRET = 'fuzz-route-token-secret-0123456789abcdef';

/** The document as the app serves it (read before the tests, so each operation is a test of its own). */
async function servedDocument(): Promise<OpenApiDocument> {
  const handle = await openTestDatabase('pglite');
  const ctx = createServerContext({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    db: handle.db,
    jwtSecret: 'x'.repeat(32),
    logger: createLogger('silent'),
  });
  try {
    return (await (await createApp(ctx).request('/api/openapi.json')).json()) as OpenApiDocument;
  } finally {
    await ctx.fairUse.close();
    await handle.close();
  }
}

const document = await servedDocument();
const operations = operationsOf(document).filter((op) => !ONLY || ONLY.includes(op.operationId));

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) as number), 16777619);
  return h >>> 0;
}

/** One request as sent, for the report. */
interface Sent {
  kind: string;
  index: number;
  method: string;
  url: string;
  caller: string;
  body?: BodyCase;
}

/** One answer as received. */
interface Answer {
  status: number;
  text: string;
  json: unknown;
  contentType: string;
}

interface Failure {
  signature: string;
  problem: string;
  sent: Sent;
  status: number;
  excerpt: string;
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length})` : text;

describe.each(backends)('API fuzz from the OpenAPI document on %s', (backend) => {
  const runs = runsOn(backend);
  let api: TestApi;
  let services: RouteServices | undefined;
  let dataDir: string | undefined;
  let validate: SchemaValidator;
  let secrets: string[] = [];
  const pools = new Map<string, string[]>();
  const seedBodies = new Map<string, Record<string, unknown>>();
  const totals = { requests: 0, serverErrors: 0, failures: 0 };

  beforeAll(async () => {
    dataDir = await dataDirWithGraph(net.entities);
    const env = { DATA_DIR: dataDir, ROUTING_WORKERS: '1', ROUTE_TOKEN_SECRET, TOKEN_TTL_MINUTES: '20000' };
    services = await createRouteServices({
      config: loadConfig({ ...env, LOG_LEVEL: 'silent' }),
      logger: createLogger('silent'),
      kmMarkers: await readKmMarkers(net.entities),
    });
    const geocoder = createEmbeddedGeocoder(
      await buildGazetteer({
        states: [{ ibge_code: 35, uf: 'SP', name: 'São Paulo', lat: -22.19, lng: -48.79, region: 'Sudeste' }],
        municipalities: [
          { ibge_code: 3550308, name: 'São Paulo', uf: 'SP', lat: -23.55, lng: -46.63, capital: true },
        ],
      }),
    );
    const logLevel: Record<string, string> = process.env['FUZZ_LOG']
      ? { LOG_LEVEL: process.env['FUZZ_LOG'] }
      : {};
    api = await startTestApi(backend, { ...env, ...logLevel }, { routeServices: services, geocoder });
    await loadTinyReferenceData(api.db);
    validate = createSchemaValidator(document.components.schemas);
    const hashes = await api.db.select({ hash: users.password_hash }).from(users);
    secrets = [
      api.jwtSecret,
      ROUTE_TOKEN_SECRET,
      TEST_PASSWORD,
      ...(TEST_DATABASE_URL ? [TEST_DATABASE_URL] : []),
      ...hashes.flatMap(({ hash: stored }) => (stored ? [stored] : [])),
    ];
    const own = await seedOwnRecords(api);
    for (const [collection, ids] of own.pools) pools.set(collection, ids);
    for (const [collection, body] of own.bodies) seedBodies.set(collection, body);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await services?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    console.info(
      `api-fuzz on ${backend}: seed ${SEED}, ${runs} runs per kind, ${operations.length} operations, ` +
        `${totals.requests} requests, ${totals.serverErrors} answered 5xx, ${totals.failures} failed checks`,
    );
  });

  function arbitraryOptions(): ArbitraryOptions {
    const ids = [...pools.values()].flat().map(Number).filter(Number.isInteger);
    return { components: document.components.schemas, knownIds: [...ids, api.companyA, api.companyB] };
  }

  async function exchange(sent: Sent, token: string | null, address: string): Promise<Answer> {
    totals.requests += 1;
    const headers: Record<string, string> = {};
    if (token !== null) headers['authorization'] = `Bearer ${token}`;
    if (sent.body) headers['content-type'] = 'application/json';
    const res = await api.app.request(
      sent.url,
      { method: sent.method.toUpperCase(), headers, body: sent.body?.text },
      { incoming: { socket: { remoteAddress: address } } },
    );
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json, contentType: res.headers.get('content-type') ?? '' };
  }

  /** A GET as super-admin for the checks (not counted as fuzz input). */
  async function read(url: string): Promise<Answer> {
    return exchange(
      { kind: 'read', index: 0, method: 'get', url, caller: 'superAdmin' },
      await api.token('superAdmin'),
      '127.0.0.1',
    );
  }

  /** Problems of any answer: 5xx, a leak, not the JSON envelope the document declares for its status. */
  function answerProblems(op: FuzzOperation, answer: Answer): string[] {
    const problems: string[] = [];
    if (answer.status >= 500) problems.push(`answered ${answer.status}`);
    problems.push(...leaksIn(answer.text, secrets).map((leak) => `leaks ${leak}`));
    const schema = declaredAnswer(document, op, answer.status);
    if (schema === undefined) {
      if (answer.status !== 404 || op.pathParams.length === 0)
        problems.push(`status ${answer.status} not declared`);
      if (answer.json === undefined) problems.push('answer is not JSON');
      return problems;
    }
    if (schema === null) return problems;
    if (answer.json === undefined || !answer.contentType.includes('application/json')) {
      problems.push('answer is not JSON');
      return problems;
    }
    const envelope = validate(schema, answer.json);
    if (envelope.length > 0)
      problems.push(`answer off its declared schema: ${envelope.slice(0, 3).join('; ')}`);
    const statusCode = (answer.json as { statusCode?: unknown }).statusCode;
    if (statusCode !== answer.status)
      problems.push(`envelope statusCode ${String(statusCode)} ≠ ${answer.status}`);
    return problems;
  }

  /** The record with `id` inside a read answer's data (a record, a list, or a page). */
  function recordIn(data: unknown, id: unknown): unknown {
    const rows = Array.isArray(data)
      ? data
      : data !== null && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)
        ? ((data as { data: unknown[] }).data as unknown[])
        : undefined;
    if (!rows) return data;
    return rows.find((row) => (row as { id?: unknown } | null)?.id === id);
  }

  const dataOf = (answer: Answer) => (answer.json as { data?: unknown } | undefined)?.data;
  const countOf = (answer: Answer) => {
    const data = dataOf(answer);
    if (Array.isArray(data)) return data.length;
    const total = (data as { total?: unknown } | null | undefined)?.total;
    return typeof total === 'number' ? total : undefined;
  };

  /** Sends one request and checks the answer; for writes, also what they stored (or left alone). */
  async function probe(
    op: FuzzOperation,
    sent: Sent,
    token: string | null,
    address: string,
  ): Promise<Failure[]> {
    const isWrite = op.method !== 'get' && sent.caller !== 'anonymous';
    const readTemplate = op.pathParams.length > 0 ? readBackPath(document, op.path) : undefined;
    const readUrl =
      readTemplate && isWrite
        ? sent.url.split('?')[0]?.split('/').slice(0, readTemplate.split('/').length).join('/')
        : undefined;
    const listTemplate =
      op.pathParams.length === 0 && op.method === 'post' && document.paths[op.path]?.['get'];
    const before = readUrl ? await read(readUrl) : undefined;
    const countBefore = isWrite && listTemplate ? countOf(await read(op.path)) : undefined;

    let answer: Answer;
    try {
      answer = await exchange(sent, token, address);
    } catch (error) {
      return [failure(op, sent, 0, `request threw ${(error as Error).message}`, '')];
    }
    if (answer.status >= 500) totals.serverErrors += 1;
    if (TRACE) {
      console.info(
        `${sent.kind}#${sent.index} ${sent.method} ${cut(sent.url, 80)} ${cut(sent.body?.note ?? '', 80)} → ${answer.status}`,
      );
    }
    const problems = answerProblems(op, answer);
    if (sent.caller !== 'superAdmin' && !op.isPublic && answer.status !== 401 && answer.status !== 413) {
      problems.push(
        `${sent.caller} call answered ${answer.status}, not 401 (or 413, the size limit checked first)`,
      );
    }

    if (isWrite && answer.status < 300 && answer.status >= 200) {
      if (op.body && sent.body) {
        const parsed = parseOrUndefined(sent.body.text);
        const invalid = parsed === undefined ? ['not JSON'] : validate(op.body, parsed);
        if (invalid.length > 0)
          problems.push(`accepted a body the document declares invalid (${invalid[0]})`);
      }
      const id = (dataOf(answer) as { id?: unknown } | null | undefined)?.id;
      let stored: unknown = dataOf(answer);
      if (op.method === 'delete' && readUrl) {
        const after = await read(readUrl);
        if (after.status !== 404) problems.push(`deleted record still reads ${after.status}`);
      } else if (
        readUrl ||
        (listTemplate && id !== undefined && document.paths[`${op.path}/{id}`]?.['get'])
      ) {
        const url = readUrl ?? `${op.path}/${encodeURIComponent(String(id))}`;
        const after = await read(url);
        if (after.status !== 200) problems.push(`written record reads back ${after.status}`);
        stored = recordIn(dataOf(after), id);
      }
      if (op.body && op.method !== 'delete')
        problems.push(...storedValueProblems(op.body, stored, document.components.schemas));
    } else if (isWrite && answer.status >= 400 && answer.status < 500) {
      if (readUrl && before?.status === 200) {
        const after = await read(readUrl);
        if (!isDeepStrictEqual(dataOf(before), dataOf(after)))
          problems.push(`refused write (${answer.status}) changed the record`);
      }
      if (countBefore !== undefined && countOf(await read(op.path)) !== countBefore) {
        problems.push(`refused write (${answer.status}) changed the count`);
      }
    }
    return problems.map((problem) => failure(op, sent, answer.status, problem, answer.text));
  }

  function failure(op: FuzzOperation, sent: Sent, status: number, problem: string, text: string): Failure {
    const shape = problem.replace(/\d+/g, 'N').replace(/\(.*\)$/, '');
    // A 5xx is told apart by the shape of what caused it (`5000 nested arrays`, `text of N characters`, …).
    const cause =
      sent.body && status >= 500
        ? ` ← ${sent.body.note.replace(/^[^:]*: /, '').replace(/\d{3,}/g, 'N')}`
        : '';
    return {
      signature: `${op.operationId} [${sent.kind}] ${status} ${shape}${cause}`,
      problem,
      sent,
      status,
      excerpt: cut(text, 300),
    };
  }

  /** The body as the server reads it: decoded as UTF-8 text, which drops a leading BOM. */
  const parseOrUndefined = (text: string): unknown => {
    try {
      return JSON.parse(text.replace(/^\ufeff/, ''));
    } catch {
      return undefined;
    }
  };

  /** Inputs of one kind for `op`, the same for a given seed whatever the other operations do. */
  function sample<T>(op: FuzzOperation, kind: string, arbitrary: fc.Arbitrary<T>, numRuns = runs): T[] {
    return fc.sample(arbitrary, { seed: (SEED ^ hash(`${op.operationId}:${kind}`)) | 0, numRuns });
  }

  function segmentsArbitrary(op: FuzzOperation, existingOnly: boolean): fc.Arbitrary<Record<string, string>> {
    const pool = pools.get(collectionOf(op.path)) ?? [];
    const record: Record<string, fc.Arbitrary<string>> = {};
    for (const param of op.pathParams) {
      record[param.name] =
        existingOnly && pool.length > 0
          ? fc.constantFrom(...pool.map(encodeURIComponent))
          : idSegments(pool.map(encodeURIComponent), param.schema);
    }
    return fc.record(record);
  }

  /**
   * A record to build bodies around: the one the operation writes to (read back), else one of its
   * collection, else the body that created the collection's own record; only the properties of the body
   * schema whose values conform to it.
   */
  async function templateFor(op: FuzzOperation, segments: Record<string, string>) {
    if (!op.body) return undefined;
    const readTemplate = readBackPath(document, op.path);
    const pool = pools.get(collectionOf(op.path)) ?? [];
    const url = readTemplate
      ? fillPath(readTemplate, segments)
      : document.paths[`${op.path}/{id}`]?.['get'] && pool[0]
        ? `${op.path}/${encodeURIComponent(pool[0])}`
        : undefined;
    let data: unknown = url ? dataOf(await read(url)) : seedBodies.get(collectionOf(op.path));
    if (Array.isArray(data)) data = data[0];
    if (data === null || typeof data !== 'object') return undefined;
    const properties = (op.body['properties'] ?? {}) as Record<string, JsonSchema>;
    const template: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      const property = properties[key];
      if (property && validate(property, value).length === 0) template[key] = value;
    }
    return template;
  }

  async function tokenFor(op: FuzzOperation): Promise<string | null> {
    if (op.isPublic) return null;
    if (`${op.method} ${op.path}` !== SPECIAL.logout) return api.token('superAdmin');
    const login = await api.call(null, 'POST', '/api/auth/login', {
      body: { email: 'super@teste.com.br', password: TEST_PASSWORD },
      address: '10.8.8.8',
    });
    return login.body.data.token as string;
  }

  /** Every request of `op`: anonymous and forged-token calls, odd ids, odd queries, conforming and mutated bodies. */
  async function fuzz(op: FuzzOperation): Promise<Failure[]> {
    const options = arbitraryOptions();
    const failures: Failure[] = [];
    const address = (index: number) =>
      `10.${(hash(op.operationId) % 200) + 20}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    let count = 0;
    const send = async (
      kind: string,
      index: number,
      segments: Record<string, string>,
      query: string,
      body?: BodyCase,
      caller?: string | null,
    ) => {
      const url = `${fillPath(op.path, segments)}${query ? `?${query}` : ''}`;
      const token = caller === undefined ? await tokenFor(op) : caller;
      const sent: Sent = {
        kind,
        index,
        method: op.method,
        url,
        caller:
          caller === undefined
            ? op.isPublic
              ? 'anonymous'
              : 'superAdmin'
            : caller === null
              ? 'anonymous'
              : 'forged',
        ...(body ? { body } : {}),
      };
      failures.push(...(await probe(op, sent, token, address(count++))));
    };
    const validSegments = sample(op, 'valid-ids', segmentsArbitrary(op, true), 1)[0] ?? {};
    const template = op.body ? await templateFor(op, validSegments) : undefined;
    const conforming = op.body
      ? template
        ? fc.oneof(arbitraryOf(op.body, options), arbitraryAround(op.body, template, options))
        : arbitraryOf(op.body, options)
      : undefined;
    const validBody = op.body
      ? sample(op, 'valid-body-for-others', arbitraryOf(op.body, options), 1)[0]
      : undefined;
    const bodyText =
      validBody === undefined ? undefined : { text: toJsonText(validBody), note: 'conforming' };

    if (!op.isPublic) {
      const tokens = sample(
        op,
        'anonymous',
        fc.option(forgedTokens, { nil: null, freq: 3 }),
        Math.min(runs, 10),
      );
      for (const [index, token] of tokens.entries()) {
        await send('anonymous', index, validSegments, '', bodyText, token);
      }
    }
    if (op.pathParams.length > 0) {
      const cases = sample(
        op,
        'path',
        fc.tuple(
          segmentsArbitrary(op, false),
          op.body ? arbitraryOf(op.body, options) : fc.constant(undefined),
        ),
      );
      for (const [index, [segments, body]] of cases.entries()) {
        await send(
          'path',
          index,
          segments,
          '',
          body === undefined ? undefined : { text: toJsonText(body), note: 'conforming' },
        );
      }
    }
    if (op.queryParams.length > 0) {
      const queries = sample(op, 'query', queryStrings(op.queryParams, options));
      for (const [index, query] of queries.entries())
        await send('query', index, validSegments, query, bodyText);
    }
    if (op.body) {
      const bodies = sample(op, 'body', fc.tuple(segmentsArbitrary(op, true), conforming ?? fc.constant({})));
      for (const [index, [segments, body]] of bodies.entries()) {
        await send('body', index, segments, '', { text: toJsonText(body), note: 'conforming' });
      }
      const mutated = sample(
        op,
        'mutated',
        fc.tuple(segmentsArbitrary(op, true), mutatedBodies(op.body, options, conforming)),
      );
      for (const [index, [segments, body]] of mutated.entries())
        await send('mutated', index, segments, '', body);
      const random = sample(
        op,
        'edges',
        fc.tuple(segmentsArbitrary(op, true), edgeCase(op.body, options, conforming)),
      );
      const first = template ? systematicEdges(template).map((body) => [validSegments, body] as const) : [];
      for (const [index, [segments, body]] of [...first, ...random]
        .slice(0, Math.max(runs, first.length))
        .entries()) {
        await send('edges', index, segments, '', body);
      }
    } else if (op.method === 'post' || op.method === 'put') {
      const bodies = sample(op, 'hostile', hostileBodies, Math.min(runs, 13));
      for (const [index, body] of bodies.entries()) await send('hostile', index, validSegments, '', body);
    }
    if (op.pathParams.length === 0 && op.queryParams.length === 0 && !op.body) await send('plain', 0, {}, '');
    return failures;
  }

  it('fuzzes the operations of the document the app serves', async () => {
    const served = (await api.call(null, 'GET', '/api/openapi.json')).body as OpenApiDocument;
    expect(Object.keys(served.paths)).toEqual(Object.keys(document.paths));
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s',
    async (_label, op) => {
      const failures = await fuzz(op);
      totals.failures += failures.length;
      const distinct = new Map<string, { first: Failure; count: number }>();
      for (const found of failures) {
        const seen = distinct.get(found.signature);
        if (seen) seen.count += 1;
        else distinct.set(found.signature, { first: found, count: 1 });
      }
      const report = [...distinct.values()].map(({ first, count }) =>
        [
          `${first.signature} ×${count}: ${first.problem}`,
          `  reproduce: FUZZ_SEED=${SEED} FUZZ_RUNS=${runs} FUZZ_ONLY=${op.operationId} (kind ${first.sent.kind}, run ${first.sent.index})`,
          `  sent: ${first.sent.method.toUpperCase()} ${cut(first.sent.url, 200)} as ${first.sent.caller}` +
            (first.sent.body ? ` body(${first.sent.body.note}) ${cut(first.sent.body.text, 300)}` : ''),
          `  answer: ${first.status} ${first.excerpt}`,
        ].join('\n'),
      );
      expect(report, report.join('\n')).toEqual([]);
    },
    300_000,
  );
});
