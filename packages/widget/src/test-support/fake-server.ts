import { createApiClient } from '@freight/core';
import type { ApiClient } from '@freight/core';
import { createMemoryKeyValueStorage } from '../environment/memory-key-value-storage.ts';

/** A request as the fake server saw it. */
export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

/** Answers a request; may be late (a promise) or throw to simulate a lost connection. */
export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

/** An in-memory API server reachable through its `fetch`. */
export interface FakeServer {
  /** Registers the handler of `method` and exact `path`. */
  on(method: string, path: string, handler: FakeHandler): FakeServer;
  /**
   * A `fetch` routing to the handlers; unknown paths answer a 404 wrapper. Like a server that already
   * got the request, it answers even when the caller aborted, so late answers really arrive late.
   */
  readonly fetch: typeof globalThis.fetch;
  /** Every request received, in order. */
  readonly requests: FakeRequest[];
  /** The requests to `path`. */
  requestsTo(path: string): FakeRequest[];
}

function urlOf(input: RequestInfo | URL): URL {
  const text = input instanceof Request ? input.url : String(input);
  return new URL(text, 'http://planner.test');
}

/** Creates an empty fake server. */
export function createFakeServer(): FakeServer {
  const routes: { method: string; path: string; handler: FakeHandler }[] = [];
  const requests: FakeRequest[] = [];
  const server: FakeServer = {
    requests,
    requestsTo: (path) => requests.filter((request) => request.path === path),
    on(method, path, handler) {
      routes.push({ method: method.toUpperCase(), path, handler });
      return server;
    },
    fetch: async (input, init) => {
      const url = urlOf(input);
      const method = (init?.method ?? 'GET').toUpperCase();
      const raw = typeof init?.body === 'string' ? init.body : undefined;
      const request: FakeRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body: raw === undefined ? undefined : (JSON.parse(raw) as unknown),
      };
      requests.push(request);
      const route = routes.find(
        (candidate) => candidate.method === method && candidate.path === url.pathname,
      );
      if (!route) return json({ success: false, statusCode: 404, message: 'Recurso não encontrado.' }, 404);
      return route.handler(request);
    },
  };
  return server;
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A success wrapper as the server sends it (SPEC §3 API response wrapper). */
export function ok(data: unknown, statusCode = 200, message = 'OK'): Response {
  return json(
    { success: true, statusCode, message, title: null, details: null, data, error: null },
    statusCode,
  );
}

/** A promise resolved from outside: an answer that arrives when the test says so. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}

/** Creates a {@link Deferred}. */
export function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Core's API client over `server`, with in-memory storage and no-op status handlers (store tests). */
export function apiClientOf(server: FakeServer): ApiClient {
  return createApiClient({
    fetch: server.fetch,
    storage: createMemoryKeyValueStorage(),
    onUnauthorized: () => undefined,
    onSubscriptionStatus: () => undefined,
  });
}
