import { seededRandom } from '@freight/core';
import { EntryTable } from '../entry-table.ts';
import type { GazetteerData } from '../gazetteer-data.ts';
import {
  GAZETTEER_FORMAT,
  GAZETTEER_VERSION,
  LEVEL_CITY,
  LEVEL_COUNTRY,
  LEVEL_DISTRICT,
  LEVEL_STATE,
  LEVEL_STREET,
} from '../gazetteer-data.ts';

const STATES = [
  { uf: 'SP', name: 'São Paulo' },
  { uf: 'PR', name: 'Paraná' },
  { uf: 'RJ', name: 'Rio de Janeiro' },
  { uf: 'RO', name: 'Rondônia' },
];
const CITY_NAMES = [
  'São Paulo',
  'Santa Rita',
  'Rio Branco',
  'Curitiba',
  'Curitibanos',
  'Campina',
  'Campinas',
  'São José',
  'Santo André',
  'Rio Claro',
  "Alta Floresta D'Oeste",
  'Paraná',
  'Ribeirão Preto',
  'Rua Nova',
];
const STREET_KINDS = ['Rua', 'Rua', 'Rua', 'Avenida', 'Travessa', 'Alameda', 'Rodovia', 'Praça'];
const STREET_NAMES = [
  'São Paulo',
  'Paraná',
  'Dom Pedro II',
  'Sete de Setembro',
  'da Paz',
  'Rio Branco',
  'XV de Novembro',
  'das Flores',
  'Santa Rita',
  'Pedro',
  'Paulo Freire',
  "D'Oeste",
  'Curitiba',
  'Nossa Senhora da Penha',
  'Ruas',
  'Rua',
  '15 de Novembro',
  'Presidente Vargas',
  'Doutor Pedro de Toledo',
  'Rondon',
];
const STREET_IMPORTANCE = [200, 220, 220, 220, 220, 240, 260];

/**
 * A made-up gazetteer full of ties: few distinct words, the same street names in many municipalities,
 * a handful of importance values, numbers in names and as aliases, tagged house numbers. Seeded, so the
 * same on every run.
 */
export function generatedGazetteer(seed: number, streetCount = 3000): GazetteerData {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const entries = new EntryTable();
  entries.add({ level: LEVEL_COUNTRY, name: 'Brasil', state: -1, lat: -15, lng: -50, importance: 800 });
  STATES.forEach((state, i) =>
    entries.add({ level: LEVEL_STATE, name: state.name, state: i, lat: -20 - i, lng: -45, importance: 900 }),
  );
  const cities: number[] = [];
  for (let i = 0; i < 80; i++) {
    cities.push(
      entries.add({
        level: LEVEL_CITY,
        name: pick(CITY_NAMES),
        state: Math.floor(random() * STATES.length),
        lat: -20 - random() * 5,
        lng: -50 + random() * 5,
        importance: i < 4 ? 1000 : pick([500, 500, 520, 600]),
        ibge: 1_000_000 + i,
      }),
    );
  }
  for (let i = 0; i < 20; i++) {
    const city = pick(cities);
    entries.add({
      level: LEVEL_DISTRICT,
      name: `${pick(['Jardim', 'Vila', 'Centro'])} ${pick(STREET_NAMES)}`,
      state: entries.state[city] as number,
      city,
      lat: entries.lat[city] as number,
      lng: entries.lng[city] as number,
      importance: pick([400, 428, 450]),
    });
  }
  const houseNumbers: GazetteerData['houseNumbers'] = { street: [], number: [], lat: [], lng: [] };
  for (let i = 0; i < streetCount; i++) {
    const city = pick(cities);
    const kind = pick(STREET_KINDS);
    const name = kind === 'Rodovia' && random() < 0.5 ? 'BR-116' : `${kind} ${pick(STREET_NAMES)}`;
    const street = entries.add({
      level: LEVEL_STREET,
      name,
      alias: kind === 'Rodovia' ? pick(['BR-116', 'SP-330;BR-116', '']) : '',
      state: entries.state[city] as number,
      city,
      lat: (entries.lat[city] as number) + random() * 0.1,
      lng: (entries.lng[city] as number) + random() * 0.1,
      importance: pick(STREET_IMPORTANCE),
    });
    if (random() < 0.05) {
      for (const number of ['100', '120', '15']) {
        houseNumbers.street.push(street);
        houseNumbers.number.push(number);
        houseNumbers.lat.push((entries.lat[street] as number) + Number(number) * 1e-5);
        houseNumbers.lng.push(entries.lng[street] as number);
      }
    }
  }
  return {
    format: GAZETTEER_FORMAT,
    version: GAZETTEER_VERSION,
    builtAt: new Date(0).toISOString(),
    sources: ['generated'],
    states: STATES,
    entries: { ...entries },
    lines: { entry: [], start: [0], coords: [], tunnel: [] },
    houseNumbers,
  };
}
