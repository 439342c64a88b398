/** Every pt-BR text the route calculation answers with. */
export const ROUTE_MESSAGES = {
  calculated: 'Rota calculada com sucesso.',
  unavailable:
    'O cálculo de rotas não está disponível no momento: a malha rodoviária não foi carregada. Contate o suporte.',
  engineUnavailable: 'O serviço de rotas não respondeu. Tente novamente em instantes.',
  cancelled: 'O cálculo da rota foi cancelado.',
  workerFailed: 'O cálculo da rota foi interrompido por uma falha interna. Tente novamente em instantes.',
  timeout: 'O cálculo da rota demorou demais. Tente novamente ou reduza o número de pontos.',
  addressNotFound: (address: string) => `Endereço não encontrado: "${address}".`,
  addressFarFromRoad: (address: string) =>
    `O ponto "${address}" está longe demais de qualquer rodovia da malha. Informe um local próximo a uma rodovia.`,
  noPath: 'Não existe caminho rodoviário entre os pontos informados.',
  tooLong: 'A distância entre os pontos excede o limite de 5.000 km por rota.',
  tooManyWaypoints: 'Informe no máximo 20 pontos por rota.',
  routingFailed: 'Não foi possível calcular a rota entre os pontos informados.',
} as const;
