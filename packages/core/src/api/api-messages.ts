/** Message of a server error or a failed connection (status 0 or ≥ 500), SPEC §8. */
export const SERVER_ERROR_MESSAGE = 'Ocorreu um erro.';

/** Title of a server error or a failed connection, SPEC §8. */
export const SERVER_ERROR_TITLE = 'Erro!';

/** Details of a server error or a failed connection, SPEC §8. */
export const SERVER_ERROR_DETAILS = 'Contate o suporte caso o erro persista.';

/** Message of a 403 answer, SPEC §8. */
export const FORBIDDEN_MESSAGE = 'Você não tem permissão para acessar este recurso.';

/** Message of a 401 answer when the body carries none (the SPEC §8 route-search title for a 401). */
export const UNAUTHORIZED_MESSAGE = 'Login Inválido';
