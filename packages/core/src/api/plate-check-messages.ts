import { ApiError } from './api-error.ts';
import { SERVER_ERROR_MESSAGE } from './api-messages.ts';
import { isApiResponse } from './api-response.ts';

/** Title of the plate-check error dialog (SPEC §8 Planner; its button reads 'OK'). */
export const PLATE_CHECK_ERROR_TITLE = 'Erro';

/** Shown in red when a plate check found nothing (SPEC §8 Planner). */
export const PLATE_CHECK_NO_RESULT_MESSAGE = 'Nenhum resultado encontrado para essa placa';

/** Loading overlay text of a plate check (SPEC §2 Plate check screens). */
export const PLATE_CHECK_LOADING_MESSAGE = 'Consultando placa...';

function mensagemOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('mensagem' in data)) return undefined;
  return typeof data.mensagem === 'string' && data.mensagem !== '' ? data.mensagem : undefined;
}

/**
 * The text of the 'Erro' dialog for a plate check that did not succeed (SPEC §8): the server's
 * `data.mensagem`, else the response message, else the thrown error's message, else 'Ocorreu um
 * erro.'. `null` for a successful check (a success whose data carries `mensagem` is a failure too).
 */
export function plateCheckErrorMessage(result: unknown): string | null {
  const response = result instanceof ApiError ? result.response : result;
  if (isApiResponse(response)) {
    const mensagem = mensagemOf(response.data);
    if (response.success && mensagem === undefined) return null;
    return mensagem ?? (response.message || SERVER_ERROR_MESSAGE);
  }
  return result instanceof Error && result.message ? result.message : SERVER_ERROR_MESSAGE;
}
