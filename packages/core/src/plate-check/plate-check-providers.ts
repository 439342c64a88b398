/**
 * The four toll-tag providers a plate check asks about (SPEC §3 Plate check result), in display order.
 * Their wire names are the four booleans of `POST /api/plates-osa/check-one`.
 */
export const PLATE_CHECK_PROVIDERS = ['conectcar', 'movemais', 'semparar', 'veloe'] as const;

/** A toll-tag provider of a plate check. */
export type PlateCheckProvider = (typeof PLATE_CHECK_PROVIDERS)[number];

/** pt-BR label of each provider, as the screens and the export show it. */
export const PLATE_CHECK_PROVIDER_LABELS: Readonly<Record<PlateCheckProvider, string>> = {
  conectcar: 'ConectCar',
  movemais: 'Move Mais',
  semparar: 'Sem Parar',
  veloe: 'Veloe',
};

/** Message of a provider that failed or did not answer in time: never read as "no tag". */
export const PLATE_CHECK_NO_ANSWER_MESSAGE = 'Sem resposta';

/** Message of every provider when the company has no such plate (built-in source). */
export const PLATE_CHECK_UNKNOWN_PLATE_MESSAGE = 'Placa não cadastrada na empresa';

/** Where the answers of a check came from: the company's own tags, or the Target supplier. */
export const PLATE_CHECK_SOURCES = ['builtin', 'target'] as const;

/** A source of plate-check answers. */
export type PlateCheckSource = (typeof PLATE_CHECK_SOURCES)[number];

/** pt-BR label of each source. */
export const PLATE_CHECK_SOURCE_LABELS: Readonly<Record<PlateCheckSource, string>> = {
  builtin: 'Tags cadastradas na empresa',
  target: 'Target',
};
