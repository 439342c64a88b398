import type { Hono } from 'hono';
import { createApiClient } from '@freight/core';
import type { ApiClient } from '@freight/core';
import type { TestApi, TestUser } from './test-api.ts';

/**
 * The core API client (the one the apps use) talking to `app` (the test API's by default) as `user`,
 * so tests read answers exactly as the client does: its schemas, its wire mapping, its error catalogue.
 *
 * @example const client = await coreClientFor(api, 'adminA'); await client.plates.meList();
 */
export async function coreClientFor(
  api: TestApi,
  user: TestUser,
  app: Pick<Hono, 'request'> = api.app,
): Promise<ApiClient> {
  const store = new Map<string, string>([['token', await api.token(user)]]);
  return createApiClient({
    fetch: async (input, init) =>
      app.request(input instanceof Request ? input : String(input), init, {
        incoming: { socket: { remoteAddress: '127.0.0.1' } },
      }),
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    onUnauthorized: () => undefined,
    onSubscriptionStatus: () => undefined,
  });
}
