import { foldText } from './fold-text.ts';

/** The 27 federative units: UF and name (for answers of external geocoders, which name the state). */
export const BRAZIL_STATES: readonly { uf: string; name: string }[] = [
  { uf: 'AC', name: 'Acre' },
  { uf: 'AL', name: 'Alagoas' },
  { uf: 'AM', name: 'Amazonas' },
  { uf: 'AP', name: 'Amapá' },
  { uf: 'BA', name: 'Bahia' },
  { uf: 'CE', name: 'Ceará' },
  { uf: 'DF', name: 'Distrito Federal' },
  { uf: 'ES', name: 'Espírito Santo' },
  { uf: 'GO', name: 'Goiás' },
  { uf: 'MA', name: 'Maranhão' },
  { uf: 'MG', name: 'Minas Gerais' },
  { uf: 'MS', name: 'Mato Grosso do Sul' },
  { uf: 'MT', name: 'Mato Grosso' },
  { uf: 'PA', name: 'Pará' },
  { uf: 'PB', name: 'Paraíba' },
  { uf: 'PE', name: 'Pernambuco' },
  { uf: 'PI', name: 'Piauí' },
  { uf: 'PR', name: 'Paraná' },
  { uf: 'RJ', name: 'Rio de Janeiro' },
  { uf: 'RN', name: 'Rio Grande do Norte' },
  { uf: 'RO', name: 'Rondônia' },
  { uf: 'RR', name: 'Roraima' },
  { uf: 'RS', name: 'Rio Grande do Sul' },
  { uf: 'SC', name: 'Santa Catarina' },
  { uf: 'SE', name: 'Sergipe' },
  { uf: 'SP', name: 'São Paulo' },
  { uf: 'TO', name: 'Tocantins' },
];

const UF_BY_NAME = new Map(BRAZIL_STATES.map((state) => [foldText(state.name), state.uf]));

/**
 * The UF of a state name (accents and case ignored) or of a UF itself, else `undefined`.
 *
 * @example ufOf('Sao Paulo') // 'SP'
 */
export function ufOf(state: string): string | undefined {
  const upper = state.trim().toUpperCase();
  if (BRAZIL_STATES.some((s) => s.uf === upper)) return upper;
  return UF_BY_NAME.get(foldText(state));
}
