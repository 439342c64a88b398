import { describe, expect, it } from 'vitest';
import { collapseGantryRows } from './collapse-gantry-rows.ts';
import type { PlazaPass } from './match-tolls.ts';
import type { PlazaVisit } from './plaza-visit.ts';
import type { TollPlazaData } from './toll-plaza-data.ts';

function visit(
  id: string,
  distanceM: number,
  plaza: Partial<TollPlazaData> = {},
  pass: Partial<PlazaPass> = {},
): PlazaVisit {
  return {
    pass: {
      plazaId: id,
      legIndex: 0,
      shapeIndex: 0,
      lat: -23.4,
      lng: -46.4,
      distanceM,
      bearing: 90,
      kmDirection: 'crescente',
      freeFlow: plaza.free_flow ?? false,
      ramp: false,
      charge: 'both',
      ...pass,
    },
    plaza: {
      id,
      source: 'ANTT',
      concessionaire: 'RIOSP',
      name: id,
      road: 'BR-116',
      free_flow: false,
      tariffs: [],
      alternativeGroup: null,
      pointToPoint: null,
      ...plaza,
    } as TollPlazaData,
    merged: [],
  };
}

const summary = (visits: readonly PlazaVisit[]) =>
  visits.map((v) => [v.plaza.id, v.name ?? v.plaza.name, v.merged]);

describe('free-flow rows of one gantry are one passage', () => {
  it('collapses the RIOSP entry–exit pairs of one free-flow gantry into the gantry', () => {
    const pair = (exit: string, distanceM: number) =>
      visit(`antt-riosp-free-flow-pfe001-${exit}-sul`, distanceM, {
        name: `Free Flow PFE001 - ${exit.toUpperCase()} Sul`,
        free_flow: true,
      });
    const visits = [
      visit('antt-riosp-aruja-sul', 1_000),
      pair('pfs002', 5_000),
      pair('pfs001', 5_000),
      pair('pfs003', 5_000.4),
      visit('antt-riosp-free-flow-pfe002-pfs002-sul', 12_000, {
        name: 'Free Flow PFE002 - PFS002 Sul',
        free_flow: true,
      }),
    ];
    expect(summary(collapseGantryRows(visits))).toEqual([
      ['antt-riosp-aruja-sul', 'antt-riosp-aruja-sul', []],
      [
        'antt-riosp-free-flow-pfe001-pfs001-sul',
        'Free Flow PFE001 Sul',
        ['antt-riosp-free-flow-pfe001-pfs002-sul', 'antt-riosp-free-flow-pfe001-pfs003-sul'],
      ],
      ['antt-riosp-free-flow-pfe002-pfs002-sul', 'Free Flow PFE002 - PFS002 Sul', []],
    ]);
  });

  it('keeps the row with fares of a gantry, and gantries of other concessionaires or farther apart', () => {
    const withFares = visit('b-with-fares', 10, {
      free_flow: true,
      tariffs: [{ multiplier: 1, fare: 5, validFrom: '2026-01-01' }],
    });
    const visits = [
      visit('a-no-fares', 0, { free_flow: true }),
      withFares,
      visit('other-concessionaire', 12, { free_flow: true, concessionaire: 'EPR' }),
      visit('c-farther', 40, { free_flow: true }),
    ];
    expect(collapseGantryRows(visits).map((v) => [v.plaza.id, v.merged])).toEqual([
      ['b-with-fares', ['a-no-fares']],
      ['other-concessionaire', []],
      ['c-farther', []],
    ]);
  });

  it('keeps gantries of one concessionaire on different legs apart', () => {
    const gantry = (id: string, legIndex: number) => visit(id, 500, { free_flow: true }, { legIndex });
    expect(collapseGantryRows([gantry('a', 0), gantry('b', 1)]).map((v) => v.plaza.id)).toEqual(['a', 'b']);
  });
});
