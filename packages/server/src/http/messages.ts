import { FORBIDDEN_MESSAGE, SERVER_ERROR_DETAILS, SERVER_ERROR_MESSAGE } from '@freight/core';

/** Every pt-BR text the API answers with outside field validation, in one place. */
export const MESSAGES = {
  ok: 'OK',
  created: 'Registro criado com sucesso.',
  updated: 'Registro atualizado com sucesso.',
  deleted: 'Registro excluído com sucesso.',
  routeNotFound: 'Recurso não encontrado.',
  pageNotFound: 'Página não encontrada.',
  recordNotFound: 'Registro não encontrado.',
  unauthorized: 'Sessão inválida ou expirada. Faça login novamente.',
  forbidden: FORBIDDEN_MESSAGE,
  invalidData: 'Dados inválidos. Verifique os campos informados.',
  invalidJson: 'O corpo da requisição deve ser um JSON válido.',
  invalidValue: 'Valor inválido',
  bodyTooLarge: 'O corpo da requisição é grande demais.',
  invalidCredentials: 'E-mail ou senha inválidos.',
  loggedIn: 'Login realizado com sucesso.',
  loggedOut: 'Sessão encerrada.',
  loggedOutEverywhere: 'Todas as sessões foram encerradas.',
  tooManyLogins: (minutes: number) =>
    `Muitas tentativas de login. Tente novamente em ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
  subscriptionNone: 'Sua empresa não possui uma assinatura ativa.',
  subscriptionOverdue: 'A assinatura da sua empresa está em atraso.',
  fairUse: 'O limite diário de uso da sua empresa foi atingido. Tente novamente amanhã.',
  duplicate: 'Já existe um registro com estes dados.',
  inUse: 'Não é possível excluir: existem registros vinculados a este.',
  invalidCompany: 'Empresa inválida.',
  serverError: SERVER_ERROR_MESSAGE,
  serverErrorDetails: SERVER_ERROR_DETAILS,
} as const;
