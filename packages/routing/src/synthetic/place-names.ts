import type { SeededRandom } from './seeded-random.ts';

const PEOPLE = [
  'Tiradentes',
  'Dom Pedro II',
  'Marechal Deodoro',
  'Floriano Peixoto',
  'Rui Barbosa',
  'Santos Dumont',
  'Duque de Caxias',
  'Barão do Rio Branco',
  'Getúlio Vargas',
  'Juscelino Kubitschek',
  'Castro Alves',
  'José de Alencar',
  'Machado de Assis',
  'Carlos Gomes',
  'Benjamin Constant',
  'Princesa Isabel',
  'Osvaldo Cruz',
  'Anita Garibaldi',
  'Joaquim Nabuco',
  'Visconde de Mauá',
  'Padre Anchieta',
  'Dom Bosco',
  'São Paulo',
  'São José',
  'Santo Antônio',
  'São Sebastião',
  'Nossa Senhora Aparecida',
  'Monteiro Lobato',
  'Olavo Bilac',
  'Cecília Meireles',
  'Bento Gonçalves',
  'General Osório',
  'Coronel Fernandes',
  'Doutor Ulysses Guimarães',
  'Tancredo Neves',
  'Paulo Freire',
  'Chico Mendes',
  'Zumbi dos Palmares',
  'Maria Quitéria',
  'Euclides da Cunha',
  'Cândido Rondon',
  'Almirante Barroso',
  'João Pessoa',
  'Ana Néri',
  'Irmã Dulce',
  'Pedro Álvares Cabral',
  'Borba Gato',
  'Raposo Tavares',
];
const THINGS = [
  'Sete de Setembro',
  'Quinze de Novembro',
  'Treze de Maio',
  'Primeiro de Maio',
  'Vinte e Um de Abril',
  'das Flores',
  'dos Ipês',
  'das Palmeiras',
  'das Acácias',
  'dos Girassóis',
  'das Orquídeas',
  'Brasil',
  'da Independência',
  'da República',
  'da Liberdade',
  'da Paz',
  'do Comércio',
  'da Estação',
  'do Contorno',
  'Boa Vista',
  'Bela Vista',
  'Santa Cruz',
  'do Sol',
  'das Mangueiras',
  'dos Coqueiros',
  'Amazonas',
  'Paraná',
  'Bahia',
  'Goiás',
  'Minas Gerais',
  'Pernambuco',
  'Ceará',
  'Piauí',
  'Rio Grande do Sul',
];
const STREET_KINDS = ['Rua', 'Rua', 'Rua', 'Rua', 'Rua', 'Avenida', 'Travessa', 'Alameda', 'Rua', 'Rua'];
const DISTRICT_KINDS = ['Jardim', 'Vila', 'Parque', 'Conjunto', 'Residencial', 'Bairro'];
const WATER_KINDS = ['Rio', 'Córrego', 'Ribeirão', 'Riacho'];

/** Names of the `count` streets of one town, all different (numbered `Rua 12` once the lists run out). */
export function streetNames(random: SeededRandom, count: number): string[] {
  const names = new Set<string>();
  for (let tries = 0; names.size < count && tries < count * 4; tries++) {
    const kind = random.pick(STREET_KINDS);
    names.add(`${kind} ${random.chance(0.6) ? random.pick(PEOPLE) : random.pick(THINGS)}`);
  }
  for (let n = 1; names.size < count; n++) names.add(`Rua ${n}`);
  return [...names];
}

/** The name of a district (`place=suburb`), such as `Jardim das Flores`. */
export function districtName(random: SeededRandom): string {
  return `${random.pick(DISTRICT_KINDS)} ${random.chance(0.5) ? random.pick(PEOPLE) : random.pick(THINGS)}`;
}

/** The name of a stream or river, such as `Córrego Santa Cruz`. */
export function waterName(random: SeededRandom): string {
  return `${random.pick(WATER_KINDS)} ${random.chance(0.5) ? random.pick(PEOPLE) : random.pick(THINGS)}`;
}

/** The name of a highway, such as `Rodovia Raposo Tavares`. */
export function highwayName(random: SeededRandom): string {
  return `Rodovia ${random.pick(PEOPLE)}`;
}

/** The name of an invented municipality, such as `Nova Bela Vista`. */
export function municipalityName(random: SeededRandom): string {
  const base = random.chance(0.5)
    ? random.pick(PEOPLE)
    : random.pick(THINGS).replace(/^(da|do|das|dos) /, '');
  return random.chance(0.4) ? `${random.pick(['Nova', 'Porto', 'Campo', 'Serra'])} ${base}` : base;
}
