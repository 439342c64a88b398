import type { KeyValueStorage } from '@freight/core';
import type { ComponentType } from 'react';
import { startApp } from '../app/start-app.tsx';
import type { StartedApp } from '../app/start-app.tsx';

/**
 * An answer of the fake API: HTTP status and JSON body; a `Blob` body is sent as is (a file download),
 * with `headers` (e.g. `content-disposition`).
 */
export type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string> };
/** A handler of the fake API. */
export type FakeHandler = (request: Request) => FakeAnswer | Promise<FakeAnswer>;

/** The API wrapper of a success. */
export const wrap = (data: unknown, statusCode = 200) => ({
  status: statusCode,
  body: { success: true, statusCode, message: '', data },
});

/**
 * One page of `found` as a fake list endpoint answers it (SPEC §7 `{ data, total, current_page, per_page }`),
 * by the request's `page` and `per_page` (1 and 10 when absent).
 */
export function pageOf(query: URLSearchParams, found: readonly unknown[]): FakeAnswer {
  const current = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 10);
  const data = found.slice((current - 1) * perPage, current * perPage);
  return wrap({ data, total: found.length, current_page: current, per_page: perPage });
}

/** The API wrapper of a failure. */
export const failure = (statusCode: number, message: string): FakeAnswer => ({
  status: statusCode,
  body: { success: false, statusCode, message },
});

/** A fake API server: answers by `METHOD path`, 404 otherwise; records the calls (with their query). */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), location.origin),
      init,
    );
    await Promise.resolve();
    if (request.signal.aborted) throw request.signal.reason;
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const answer = await (routes[`${request.method} ${url.pathname}`]?.(request) ??
      failure(404, 'Recurso não encontrado.'));
    const file = answer.body instanceof Blob;
    return new Response(file ? (answer.body as Blob) : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': file ? (answer.body as Blob).type : 'application/json', ...answer.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A storage in memory. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A started app over a fake API, and how to remove it. */
export interface TestApp extends StartedApp {
  readonly calls: string[];
  /** The addresses outside the app the app went to (single sign-on), in order. */
  readonly left: string[];
  readonly storage: ReturnType<typeof memoryStorage>;
  stop(): void;
}

/** What else a test app starts with: the address fragment it opens with, the page's map style. */
export interface TestAppOptions {
  readonly hash?: string;
  readonly mapStyle?: string;
}

/**
 * Starts the app at `path` (memory router) over the fake API `routes`, with `stored` in storage; the
 * addresses it leaves for are recorded in `left`.
 */
export function startTestApp(
  path: string,
  routes: Record<string, FakeHandler>,
  stored: Record<string, string>,
  pages: Readonly<Record<string, ComponentType>>,
  { hash = '', mapStyle }: TestAppOptions = {},
): TestApp {
  const api = fakeApi(routes);
  const storage = memoryStorage(stored);
  const container = document.createElement('div');
  document.body.append(container);
  const left: string[] = [];
  const location = { hash, assign: (url: string) => void left.push(url), clearHash: () => {} };
  const started = startApp({
    container,
    fetch: api.fetch,
    storage,
    pages,
    initialPath: path,
    location,
    ...(mapStyle ? { mapStyle } : {}),
  });
  return {
    ...started,
    calls: api.calls,
    left,
    storage,
    stop() {
      started.root.unmount();
      container.remove();
    },
  };
}
