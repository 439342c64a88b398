/** Every pt-BR text of the short links. */
export const SHORT_LINK_MESSAGES = {
  created: 'Link gerado com sucesso.',
  foreignTarget: 'O link precisa apontar para uma página deste site.',
  notFound: 'Link não encontrado.',
  notFoundDetails: 'Confira o endereço ou peça um novo link a quem o compartilhou.',
} as const;
