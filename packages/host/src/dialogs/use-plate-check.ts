import {
  ApiError,
  isApiResponse,
  isPlateCheckFailure,
  isPlateCheckWithoutResult,
  plateCheckAnswersOf,
  plateCheckErrorMessage,
  SERVER_ERROR_MESSAGE,
  VALIDATION_ERROR_STATUS,
} from '@freight/core';
import type { ApiSuccess, PlateCheckAnswer, PlateCheckData } from '@freight/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';

/** Where a check of one plate stands. */
export type PlateCheckState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking' }
  /** One result: each provider's answer, the plate and when (`checkedAt`, `null` when not sent). */
  | {
      readonly kind: 'result';
      readonly plate: string;
      readonly checkedAt: string | null;
      readonly answers: readonly PlateCheckAnswer[];
    }
  /** The company has no such plate: nothing to show. */
  | { readonly kind: 'none' }
  /** The server refused the plate (422): its pt-BR message for the field. */
  | { readonly kind: 'refused'; readonly message: string }
  /** The check failed: the 'Erro' dialog's text. */
  | { readonly kind: 'failed'; readonly message: string };

/** The server's pt-BR message for the plate field of a 422, if that is what `outcome` is. */
function plateFieldError(outcome: unknown): string | undefined {
  const response = outcome instanceof ApiError ? outcome.response : outcome;
  if (!isApiResponse(response) || response.success || response.statusCode !== VALIDATION_ERROR_STATUS) {
    return undefined;
  }
  const { details } = response;
  return typeof details === 'object' && details !== null && details.plate ? details.plate : undefined;
}

/** The state after the server's answer (or the error a call rejected with) for `plate`. */
function stateOf(plate: string, outcome: unknown): PlateCheckState {
  const message = plateCheckErrorMessage(outcome);
  if (message !== null) {
    const field = plateFieldError(outcome);
    return field ? { kind: 'refused', message: field } : { kind: 'failed', message };
  }
  const { data } = outcome as ApiSuccess<PlateCheckData>;
  if (isPlateCheckFailure(data)) return { kind: 'failed', message: SERVER_ERROR_MESSAGE };
  const answers = plateCheckAnswersOf(data);
  if (isPlateCheckWithoutResult(answers)) return { kind: 'none' };
  return 'plate' in data
    ? { kind: 'result', plate: data.plate, checkedAt: data.checked_at, answers }
    : { kind: 'result', plate, checkedAt: null, answers };
}

/**
 * The check of one plate (`POST /api/plates-osa/check-one`): `check(plate)` asks the server once at a
 * time; `dismiss()` forgets a failure after its 'Erro' dialog. A call still running when the component
 * leaves is aborted.
 */
export function usePlateCheck() {
  const { api } = useAppServices();
  const [state, setState] = useState<PlateCheckState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const check = useCallback(
    async (plate: string) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setState({ kind: 'checking' });
      let outcome: unknown;
      try {
        outcome = await api.plateChecks.checkOne(plate, { signal: controller.signal });
      } catch (error) {
        outcome = error;
      }
      running.current = null;
      if (!controller.signal.aborted) setState(stateOf(plate, outcome));
    },
    [api],
  );
  const dismiss = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, check, dismiss };
}
