import type { KeyValueStorage } from '../storage-keys.ts';

/** A request as the fake server saw it. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body, parsed; a form body (`FormData`) as sent. */
  body: unknown;
  params: Record<string, string>;
}

/** A route handler: answers a `Response`, or throws to simulate a network failure. */
export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

/** An in-memory HTTP server reachable through its `fetch`. */
export interface FakeServer {
  /** Registers a handler for `method` and a path pattern such as `/api/plates/:id`. */
  on(method: string, pattern: string, handler: FakeHandler): FakeServer;
  /** A `fetch` routing to the handlers; unknown paths answer a 404 wrapper. Honours abort signals. */
  fetch: typeof globalThis.fetch;
  /** Every request received, in order. */
  requests: FakeRequest[];
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/** Creates an empty fake server. */
export function createFakeServer(): FakeServer {
  const routes: { method: string; pattern: string; handler: FakeHandler }[] = [];
  const requests: FakeRequest[] = [];
  const server: FakeServer = {
    requests,
    on(method, pattern, handler) {
      routes.push({ method: method.toUpperCase(), pattern, handler });
      return server;
    },
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://fake.test');
      const method = (init?.method ?? 'GET').toUpperCase();
      const raw = typeof init?.body === 'string' ? init.body : undefined;
      const request: FakeRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body:
          init?.body instanceof FormData
            ? init.body
            : raw === undefined
              ? undefined
              : (JSON.parse(raw) as unknown),
        params: {},
      };
      requests.push(request);
      for (const route of routes) {
        const params = route.method === method ? match(route.pattern, url.pathname) : null;
        if (params) {
          request.params = params;
          return abortable(
            Promise.resolve().then(() => route.handler(request)),
            init?.signal,
          );
        }
      }
      return json({ success: false, statusCode: 404, message: 'Recurso não encontrado.' }, 404);
    },
  };
  return server;
}

/** A JSON answer. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A success wrapper answer as the server sends it. */
export function ok(data: unknown, statusCode = 200, message = 'OK'): Response {
  return json(
    { success: true, statusCode, message, title: null, details: null, data, error: null },
    statusCode,
  );
}

/** An in-memory storage with the Web Storage shape. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  entries(): Record<string, string>;
} {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    entries: () => Object.fromEntries(map),
  };
}

/** A promise resolved from outside, for answers that arrive later. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
