import { isApiResponse } from './api-response.ts';

/** Message when saving a route fails without a server text (SPEC §8 "Saving and lists"). */
export const ROUTE_SAVE_ERROR_MESSAGE = 'Ocorreu um erro ao salvar essa rota.';

/** Title of the saved-routes list error dialog (SPEC §8). */
export const SAVED_ROUTES_ERROR_TITLE = 'Erro';

/** Message when loading the saved routes throws (SPEC §8, verbatim including its typo). */
export const SAVED_ROUTES_LOAD_ERROR_MESSAGE = 'Ocorreu um erro ao carregas as rotas salvas.';

/**
 * Text to show when saving a route did not succeed: the server's text (the `message` of a resolved
 * error response, e.g. a 422) or 'Ocorreu um erro ao salvar essa rota.' for a rejection or an answer
 * without text. `null` when `result` is a success.
 */
export function routeSaveErrorMessage(result: unknown): string | null {
  if (isApiResponse(result)) {
    if (result.success) return null;
    return result.message || ROUTE_SAVE_ERROR_MESSAGE;
  }
  return ROUTE_SAVE_ERROR_MESSAGE;
}

/**
 * Dialog to show for the saved-routes list (SPEC §8): a non-200 answer shows 'Erro' with the server
 * message; an exception shows 'Erro' with 'Ocorreu um erro ao carregas as rotas salvas.'. `null` when
 * the list loaded.
 */
export function savedRoutesErrorDialog(result: unknown): { title: string; message: string } | null {
  if (isApiResponse(result)) {
    if (result.success && result.statusCode === 200) return null;
    return { title: SAVED_ROUTES_ERROR_TITLE, message: result.message || SAVED_ROUTES_LOAD_ERROR_MESSAGE };
  }
  return { title: SAVED_ROUTES_ERROR_TITLE, message: SAVED_ROUTES_LOAD_ERROR_MESSAGE };
}
