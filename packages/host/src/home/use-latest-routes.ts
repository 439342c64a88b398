import { isAbortError, SERVER_ERROR_MESSAGE } from '@freight/core';
import type { ApiClient, SavedRoute } from '@freight/core';
import { useEffect, useState } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { latestPages } from './latest-pages.ts';

/** How many saved routes the home page lists. */
export const LATEST_ROUTES_COUNT = 5;

/** The latest saved routes as the home page shows them: loading, the routes (newest first), or why not. */
export type LatestRoutesState =
  { status: 'loading' } | { status: 'done'; routes: SavedRoute[] } | { status: 'failed'; message: string };

async function latestRoutes(api: ApiClient, signal: AbortSignal): Promise<SavedRoute[] | string> {
  const per_page = LATEST_ROUTES_COUNT;
  const first = await api.routes.list({ page: 1, per_page }, { signal });
  if (!first.success) return first.message || SERVER_ERROR_MESSAGE;
  const pages = latestPages(first.data.total, per_page);
  const answers = await Promise.all(
    pages.map((page) =>
      page === 1 ? Promise.resolve(first) : api.routes.list({ page, per_page }, { signal }),
    ),
  );
  const failed = answers.find((answer) => !answer.success);
  if (failed && !failed.success) return failed.message || SERVER_ERROR_MESSAGE;
  return answers
    .flatMap((answer) => (answer.success ? answer.data.data : []))
    .sort((a, b) => Number(b.id) - Number(a.id))
    .slice(0, per_page);
}

/** The user's latest {@link LATEST_ROUTES_COUNT} saved routes, newest first (`GET /api/routes`). */
export function useLatestRoutes(enabled: boolean): LatestRoutesState {
  const { api } = useAppServices();
  const [state, setState] = useState<LatestRoutesState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    latestRoutes(api, controller.signal).then(
      (answer) =>
        setState(
          typeof answer === 'string'
            ? { status: 'failed', message: answer }
            : { status: 'done', routes: answer },
        ),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : SERVER_ERROR_MESSAGE,
        });
      },
    );
    return () => controller.abort();
  }, [api, enabled]);
  return state;
}
