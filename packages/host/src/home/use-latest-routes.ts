import { SERVER_ERROR_MESSAGE } from '@freight/core';
import type { ApiClient, SavedRoute } from '@freight/core';
import { latestPages } from './latest-pages.ts';
import { useLoaded } from './use-loaded.ts';
import type { Loaded, LoadAnswer } from './use-loaded.ts';

/** How many saved routes the home page lists. */
export const LATEST_ROUTES_COUNT = 5;

async function latestRoutes(api: ApiClient, signal: AbortSignal): Promise<LoadAnswer<SavedRoute[]>> {
  const per_page = LATEST_ROUTES_COUNT;
  const first = await api.routes.list({ page: 1, per_page }, { signal });
  if (!first.success) return { failure: first.message || SERVER_ERROR_MESSAGE };
  const pages = latestPages(first.data.total, per_page);
  const answers = await Promise.all(
    pages.map((page) =>
      page === 1 ? Promise.resolve(first) : api.routes.list({ page, per_page }, { signal }),
    ),
  );
  const failed = answers.find((answer) => !answer.success);
  if (failed && !failed.success) return { failure: failed.message || SERVER_ERROR_MESSAGE };
  return {
    value: answers
      .flatMap((answer) => (answer.success ? answer.data.data : []))
      .sort((a, b) => Number(b.id) - Number(a.id))
      .slice(0, per_page),
  };
}

/** The user's latest {@link LATEST_ROUTES_COUNT} saved routes, newest first (`GET /api/routes`). */
export function useLatestRoutes(enabled: boolean): Loaded<SavedRoute[]> {
  return useLoaded(latestRoutes, enabled);
}
