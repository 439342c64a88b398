/** pt-BR messages of the VPO purchase that more than one package shows. */
export const VPO_MESSAGES = {
  purchased: 'VPO comprado com sucesso.',
  repeated: 'Esta compra já foi feita: nenhuma nova compra foi realizada.',
  unknown:
    'O fornecedor não respondeu a tempo. A compra ficou com situação desconhecida e será conferida no fornecedor; não compre de novo.',
  cancelled: 'VPO cancelado com sucesso.',
  notCancellable: 'Este VPO não pode ser cancelado.',
  noToll: 'A rota não tem praças de pedágio para este veículo: não há VPO a comprar.',
  quoted: 'Cotação calculada.',
  unpricedPlazas: (names: readonly string[]) =>
    `Não é possível comprar o VPO: ${names.length === 1 ? 'a praça' : 'as praças'} ${names.join(', ')} ${
      names.length === 1 ? 'não tem tarifa conhecida' : 'não têm tarifa conhecida'
    } para este veículo. O VPO precisa cobrir todas as praças da rota.`,
  supplierNotConfigured: 'O fornecedor Sem Parar não está configurado para esta empresa.',
  tagNotAllowed: 'Esta empresa não permite escolher a tag na compra do VPO.',
  tagUnknown: 'A placa não tem a tag escolhida.',
  expirationPast: 'A validade não pode ser anterior a hoje.',
  expirationTooFar: (days: number) => `A validade pode ser de no máximo ${days} dias a partir de hoje.`,
  destinationFromWaypoint:
    'Para este tipo de operação o CPF/CNPJ do destino vem do texto do último ponto da rota, que não contém um CPF/CNPJ válido.',
  suspendedAxles: 'Os eixos suspensos devem ser menos que os eixos do veículo.',
} as const;
