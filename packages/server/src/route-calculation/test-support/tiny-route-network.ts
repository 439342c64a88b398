import type { Database } from '../../db/database.ts';
import {
  freightCoefficients,
  municipalities,
  states,
  tollPlazas,
  tollPointToPoint,
  tollTariffs,
  weighingStations,
} from '../../db/schema.ts';
import { tinyNetwork } from '../../tolls/test-support/tiny-network.ts';

//                     q
//   a ─ b ─ c ─ d ─ e   g        BR-116 a–e (200 m grid), km 100 at a to 104 at e; roundabout e → f → g → q → e
//                     f
//   h ─ i ─ j ─ k ─ l            SP-055, 400 m south, joined at a–h and l–g: the toll-free way
//
//   x ─ y                        a road of its own: no path to it
/** The small network of the endpoint tests. */
export const tinyRouteNetwork = tinyNetwork(
  `
          q
a b c d e   g
          f

h i j k l


x y
`,
  [
    ['abc', { highway: 'trunk', ref: 'BR-116', 'km:start': '100', 'km:end': '102' }],
    ['cde', { highway: 'trunk', ref: 'BR-116', 'km:start': '102', 'km:end': '104' }],
    ['efgqe', { highway: 'trunk', junction: 'roundabout' }],
    ['hijkl', { highway: 'primary', ref: 'SP-055' }],
    ['ah', { highway: 'secondary' }],
    ['lg', { highway: 'secondary' }],
    ['xy', { highway: 'primary', ref: 'SP-999' }],
  ],
  { gridMeters: 200 },
);

const net = tinyRouteNetwork;

/** Id of the BR-116 plaza between c and d (both ways). */
export const BR116_PLAZA = 'antt-teste-br116-cd';
/** Id of the ponto-a-ponto gantry at the same place (`ponto_a_ponto.csv`: it charges registered vehicles only). */
export const BR116_GANTRY = 'artesp-teste-portico-cd-pap';

/** Car fares (multiplier 1) of the plaza: the 2025 table and the one in force from 2026-08-17. */
export const OLD_CAR_FARE = 6.9;
export const CAR_FARE = 7.3;

/** The fare table of a car fare, generated as ARTESP does (base × multiplier, 0.5 to 8). */
export function fareTable(car: number): Record<string, number> {
  const multipliers = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 8];
  return Object.fromEntries(multipliers.map((m) => [String(m), Math.round(car * m * 100) / 100]));
}

/**
 * Inserts the reference data of {@link tinyRouteNetwork}: state SP and two municipalities (Cidade Alfa at
 * a, Cidade Beta at e), the BR-116 plaza with two fare tables and the co-located point-to-point gantry, a
 * weighing station beside BR-116 and one beside SP-055, and freight coefficients of two acts.
 */
export async function loadTinyReferenceData(db: Database): Promise<void> {
  await db
    .insert(states)
    .values({ ibge_code: 35, uf: 'SP', name: 'São Paulo', lat: -22, lng: -48, region: 'Sudeste' });
  await db.insert(municipalities).values([
    { ibge_code: 3500001, name: 'Cidade Alfa', uf: 'SP', ...net.at('a'), capital: false },
    { ibge_code: 3500002, name: 'Cidade Beta', uf: 'SP', ...net.at('e'), capital: false },
  ]);
  const plazaAt = net.between('c', 'd', 0.5, 30);
  await db.insert(tollPlazas).values([
    {
      id: BR116_PLAZA,
      source: 'ANTT',
      concessionaire: 'AUTOPISTA TESTE',
      name: 'Praça Teste',
      road: 'BR-116',
      uf: 'SP',
      municipality: 'Cidade Alfa',
      km: 102.5,
      ...plazaAt,
      direction: 'ambos',
      antt_code: 'P-42',
      semparar_code: 'SP-7',
    },
    {
      id: BR116_GANTRY,
      source: 'ARTESP',
      concessionaire: 'AUTOPISTA TESTE',
      name: 'Pórtico Teste (PaP)',
      road: 'BR-116',
      uf: 'SP',
      municipality: 'Cidade Alfa',
      km: 102.5,
      ...plazaAt,
      free_flow: true,
    },
  ]);
  await db.insert(tollPointToPoint).values({ plaza_id: BR116_GANTRY, conventional_plaza_id: BR116_PLAZA });
  const tariffs = [
    ...Object.entries(fareTable(OLD_CAR_FARE)).map(([m, fare]) => ({ valid_from: '2025-07-01', m, fare })),
    ...Object.entries(fareTable(CAR_FARE)).map(([m, fare]) => ({ valid_from: '2026-08-17', m, fare })),
  ];
  await db.insert(tollTariffs).values([
    ...tariffs.map((t) => ({
      plaza_id: BR116_PLAZA,
      valid_from: t.valid_from,
      multiplier: Number(t.m),
      fare: t.fare,
    })),
    ...Object.entries(fareTable(2.3)).map(([m, fare]) => ({
      plaza_id: BR116_GANTRY,
      valid_from: '2025-07-01',
      multiplier: Number(m),
      fare,
    })),
  ]);
  await db.insert(weighingStations).values([
    {
      name: 'PPV BR-116',
      road: 'BR-116',
      km: 101,
      uf: 'SP',
      operator: 'DNIT',
      ...net.between('b', 'c', 0.5, 60),
    },
    {
      name: 'PPV SP-055',
      road: 'SP-055',
      km: 12,
      uf: 'SP',
      operator: 'DER',
      ...net.between('i', 'j', 0.5, -40),
    },
  ]);
  const cell = { table_id: 'A' as const, cargo_kind: 'carga_geral', source: 'teste' };
  await db.insert(freightCoefficients).values([
    {
      ...cell,
      act: 'Teste 1/2026',
      valid_from: '2026-01-01',
      valid_to: '2026-06-30',
      axles: 6,
      ccd: 6,
      cc: 500,
    },
    { ...cell, act: 'Teste 2/2026', valid_from: '2026-07-01', valid_to: null, axles: 6, ccd: 6.5, cc: 600 },
    { ...cell, act: 'Teste 2/2026', valid_from: '2026-07-01', valid_to: null, axles: 2, ccd: 3, cc: 300 },
  ]);
}
