/** pt-BR meaning of the ValePedagio status codes a user may meet. */
const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  1: 'O Sem Parar recusou o CNPJ, o login ou a senha configurados.',
  3: 'A sessão no Sem Parar expirou e não pôde ser renovada.',
  4: 'Veículo não disponível no Sem Parar (não encontrado ou com restrições).',
  5: 'Placa inválida para o Sem Parar.',
  7: 'O Sem Parar recusou a compra: o veículo tem mais de uma tag ativa.',
  8: 'Viagem não encontrada no Sem Parar.',
  9: 'O usuário configurado não tem permissão para este serviço do Sem Parar.',
  10: 'Validade inválida para o Sem Parar (data vazia ou início depois do fim).',
  11: 'Validade longa demais para o Sem Parar (no máximo 15 dias).',
  12: 'Rota não encontrada no Sem Parar.',
  13: 'Número de eixos inválido para o Sem Parar.',
  14: 'Saldo insuficiente no Sem Parar para esta compra.',
  15: 'O recibo desta viagem não está disponível no Sem Parar (viagem cancelada ou encerrada).',
  49: 'O Sem Parar não permite cancelar esta viagem.',
  55: 'O Sem Parar recusou a compra: o valor da viagem seria R$ 0,00.',
  58: 'Já existe uma rota com este nome no Sem Parar.',
  66: 'O Sem Parar não encontrou ou não atende uma ou mais praças da rota.',
  79: 'Uma ou mais praças da rota não aceitam o equipamento do veículo.',
  83: 'O Sem Parar não processou a compra (saldo ou dados inválidos).',
  808: 'A rota não tem praças de pedágio atendidas pelo Sem Parar.',
  999: 'Erro no serviço do Sem Parar.',
};

/**
 * The pt-BR message of a ValePedagio status: known codes in words, observation codes (411–466) naming
 * the field, any other with its number.
 *
 * @example semPararStatusMessage(451) // 'O texto de observacao1 passa de 40 caracteres.'
 */
export function semPararStatusMessage(status: number): string {
  const known = STATUS_MESSAGES[status];
  if (known !== undefined) return known;
  const field = `observacao${status % 10}`;
  if (status >= 411 && status <= 416) return `O Sem Parar exige o preenchimento de ${field}.`;
  if (status >= 421 && status <= 426) return `O texto de ${field} já foi usado em outra viagem.`;
  if (status >= 431 && status <= 436) return `O texto de ${field} deve ser numérico.`;
  if (status >= 451 && status <= 456) return `O texto de ${field} passa de 40 caracteres.`;
  if (status >= 461 && status <= 466) return `O campo ${field} não está configurado no Sem Parar.`;
  return `O Sem Parar recusou a operação (código ${status}).`;
}
