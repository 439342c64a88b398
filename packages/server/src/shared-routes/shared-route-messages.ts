/** Every pt-BR text of shared routes (encrypted route, embed page, report page). */
export const SHARED_ROUTE_MESSAGES = {
  invalidLink: 'Link de rota inválido.',
  invalidLinkDetails:
    'O link pode estar incompleto ou ter sido alterado. Peça um novo link a quem compartilhou a rota.',
  missingToken: 'Informe a rota criptografada no parâmetro json.',
} as const;
