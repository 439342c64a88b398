import { isAbortError, SERVER_ERROR_MESSAGE } from '@freight/core';
import type { ApiResponse, VpoQuote } from '@freight/core';
import { useEffect, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';

/** A list the form offers, loaded once (a failure leaves it empty: SPEC §8 list loaders only log). */
export function useList<T>(
  load: (signal: AbortSignal) => Promise<ApiResponse<T[]>> | null,
): [T[], Dispatch<SetStateAction<T[]>>] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)?.then(
      (answer) => {
        if (answer.success) setItems(answer.data);
      },
      () => undefined,
    );
    return () => controller.abort();
    // Each caller's loader depends only on the client, which does not change while the page is open.
  }, []);
  return [items, setItems];
}

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; quote: VpoQuote }
  | { status: 'failed'; message: string };

/** The quote of the route for the plate, asked again when the plate or the suspended axles change. */
export function useQuote(routeId: string, plateId: string, suspendedAxles: number): QuoteState {
  const { api } = useAppServices();
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  useEffect(() => {
    if (plateId === '') {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.vpo
      .quote(
        { route_id: Number(routeId), plate_id: Number(plateId), suspended_axles: suspendedAxles },
        { signal: controller.signal },
      )
      .then(
        (answer) =>
          setState(
            answer.success
              ? { status: 'done', quote: answer.data }
              : { status: 'failed', message: answer.message || SERVER_ERROR_MESSAGE },
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
  }, [api, routeId, plateId, suspendedAxles]);
  return state;
}

/** The toll tags of the plate (`POST /api/plates/{id}`; a failure gives none). */
export function usePlateTags(plateId: string): string[] {
  const { api } = useAppServices();
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    setTags([]);
    if (plateId === '') return;
    const controller = new AbortController();
    api.plates.tags(plateId, { signal: controller.signal }).then(
      (found) => setTags(found),
      () => undefined,
    );
    return () => controller.abort();
  }, [api, plateId]);
  return tags;
}
