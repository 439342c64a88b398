import { describe, expect, it } from 'vitest';
import type { PlazaPass } from '../tolls/index.ts';
import { collapseColocatedPasses } from './collapse-colocated-passes.ts';
import type { PlazaVisit } from './collapse-colocated-passes.ts';
import type { RoutePlaza } from './route-reference-data.ts';

function visit(
  id: string,
  distanceM: number,
  plaza: Partial<RoutePlaza> = {},
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
      ...plaza,
    } as RoutePlaza,
    merged: [],
  };
}

const summary = (visits: readonly PlazaVisit[]) =>
  visits.map((v) => [v.plaza.id, v.name ?? v.plaza.name, v.merged]);

describe('passes that stand for one payment', () => {
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
    expect(summary(collapseColocatedPasses(visits))).toEqual([
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
    expect(collapseColocatedPasses(visits).map((v) => [v.plaza.id, v.merged])).toEqual([
      ['b-with-fares', ['a-no-fares']],
      ['other-concessionaire', []],
      ['c-farther', []],
    ]);
  });

  it('charges the conventional plaza, not the ponto-a-ponto gantry beside it (ARTESP "Pórtico … (PaP)")', () => {
    const artesp = { source: 'ARTESP', concessionaire: 'ROTA DAS BANDEIRAS', road: 'SP-360' };
    const visits = [
      visit('artesp-l07-portico-jundiai-pap', 7_000, {
        ...artesp,
        name: 'Pórtico Jundiaí (PaP)',
        free_flow: true,
      }),
      visit('artesp-l07-jundiai', 7_000, { ...artesp, name: 'Jundiaí' }),
      visit('artesp-l07-portico-km-74-pap', 10_000, {
        ...artesp,
        name: 'Pórtico km 74 (PaP)',
        free_flow: true,
      }),
    ];
    expect(summary(collapseColocatedPasses(visits))).toEqual([
      ['artesp-l07-jundiai', 'Jundiaí', ['artesp-l07-portico-jundiai-pap']],
      ['artesp-l07-portico-km-74-pap', 'Pórtico km 74 (PaP)', []],
    ]);
  });

  it('keeps a gantry beside a plaza of another road or passed on another leg', () => {
    const artesp = { source: 'ARTESP', road: 'SP-332' };
    const gantry = visit('portico', 500, { ...artesp, name: 'Pórtico X (PaP)', free_flow: true });
    const otherRoad = visit('other-road', 510, { ...artesp, road: 'SP-340', name: 'Y' });
    const otherLeg = visit('other-leg', 500, { ...artesp, name: 'Z' }, { legIndex: 1 });
    expect(collapseColocatedPasses([gantry, otherRoad, otherLeg]).map((v) => v.plaza.id)).toEqual([
      'portico',
      'other-road',
      'other-leg',
    ]);
  });
});
