import { createApiClient } from '@freight/core';
import type { ApiClient, ApiClientOptions } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** What the API store needs besides the base address. */
export type ApiStoreOptions = Omit<ApiClientOptions, 'baseURL'>;

/** The planner's API client (SPEC §7, §8), rebuilt when the `api-base` attribute changes. */
export interface ApiStore {
  readonly $api: ReadableAtom<ApiClient>;
}

/**
 * Wraps core's `createApiClient`: `$apiBase` is the base address, `options.storage` is the session's
 * storage (bearer token from the `token` attribute or localStorage), `fetch` and the callbacks come
 * from the planner.
 */
export function createApiStore($apiBase: ReadableAtom<string>, options: ApiStoreOptions): ApiStore {
  const create = (baseURL: string): ApiClient => createApiClient({ ...options, baseURL });
  let baseURL = $apiBase.get();
  const $api = atom(create(baseURL));
  $apiBase.listen((next) => {
    if (next === baseURL) return;
    baseURL = next;
    $api.set(create(next));
  });
  return { $api };
}
