import { describe, expect, it } from 'vitest';
import { assignPlazas } from './assign-plazas.ts';
import type { LinkSpec, TownSpec } from './country-plan.ts';

// Three seats on the equator, 1° (111.3 km) apart: A at 0°, B at 1° E, C at 1° E 1° N.
const towns: TownSpec[] = [
  { index: 0, name: 'A', uf: 'SP', lat: 0, lng: 0, capital: false, blocks: 10 },
  { index: 1, name: 'B', uf: 'SP', lat: 0, lng: 1, capital: false, blocks: 10 },
  { index: 2, name: 'C', uf: 'SP', lat: 1, lng: 1, capital: false, blocks: 10 },
];

function link(index: number, from: number, to: number, overrides: Partial<LinkSpec> = {}): LinkSpec {
  return {
    index,
    from,
    to,
    highway: 'primary',
    ref: 'SP-230',
    name: undefined,
    toll: false,
    dual: false,
    maxspeed: '80',
    maxspeedHgv: undefined,
    plazas: [],
    ...overrides,
  };
}

const KM = 1 / 111.32;

describe('assignPlazas', () => {
  it('puts a plaza on the road passing nearest: its number first in the ref, a toll, trunk class', () => {
    const links = [link(0, 0, 1), link(1, 1, 2)];
    const plaza = { lat: 5 * KM, lng: 0.4, rodovia: 'BR-116' };
    const [ab, bc] = assignPlazas(towns, links, [plaza]);
    expect(ab).toEqual({
      ...links[0],
      highway: 'trunk',
      ref: 'BR-116;SP-230',
      toll: true,
      maxspeed: '100',
      maxspeedHgv: '80',
      plazas: [{ lat: plaza.lat, lng: plaza.lng, ref: 'BR-116' }],
    });
    expect(bc).toBe(links[1]);
  });

  it.each([
    ['farther than 25 km from every road', { lat: 30 * KM, lng: 0.5 }],
    ['beyond the end of the nearest road', { lat: -2 * KM, lng: 1.05 }],
    ['before the start of the nearest road', { lat: 1 * KM, lng: -0.01 }],
  ])('leaves out a plaza %s', (_, position) => {
    const links = [link(0, 0, 1), link(1, 1, 2)];
    expect(assignPlazas(towns, links, [{ ...position, rodovia: 'BR-116' }])).toEqual(links);
  });

  it('leaves out a plaza whose road has no number', () => {
    const links = [link(0, 0, 1)];
    expect(assignPlazas(towns, links, [{ lat: 0, lng: 0.5, rodovia: 'Rodovia dos Bandeirantes' }])).toEqual(
      links,
    );
  });

  it('picks the nearer of two roads', () => {
    const links = [link(0, 0, 1), link(1, 0, 2)];
    // 0.3° E 0.2° N: 22 km from A–B, 7 km from A–C
    const [ab, ac] = assignPlazas(towns, links, [{ lat: 0.2, lng: 0.3, rodovia: 'SP-021' }]);
    expect(ab!.plazas).toEqual([]);
    expect(ac!.plazas).toEqual([{ lat: 0.2, lng: 0.3, ref: 'SP-021' }]);
  });

  it('lists several plazas in order along the road and each number once in the ref', () => {
    const links = [link(0, 0, 1, { highway: 'motorway', ref: 'SP-021', toll: true, dual: true })];
    const [ab] = assignPlazas(towns, links, [
      { lat: 0, lng: 0.8, rodovia: 'SP-021' },
      { lat: 0, lng: 0.2, rodovia: 'Acesso para SP-278' },
      { lat: 0, lng: 0.5, rodovia: 'SPA 086/021' },
      { lat: 0.01, lng: 0.6, rodovia: 'BR-116' },
    ]);
    expect(ab!.highway).toBe('motorway');
    expect(ab!.plazas.map((p) => p.ref)).toEqual(['SP-278', 'SPA-086/021', 'BR-116', 'SP-021']);
    expect(ab!.ref).toBe('SP-278;SPA-086/021;BR-116;SP-021');
  });

  it('gives a road without a ref the plaza number alone', () => {
    const [ab] = assignPlazas(
      towns,
      [link(0, 0, 1, { highway: 'tertiary', ref: undefined })],
      [{ lat: 0, lng: 0.5, rodovia: 'PR-151' }],
    );
    expect(ab).toMatchObject({ highway: 'trunk', ref: 'PR-151', toll: true });
  });
});
