import { describe, expect, it } from 'vitest';
import { haversineDistance } from '@freight/core';
import type { LinkPlaza, LinkSpec } from './country-plan.ts';
import type { EntityBatch } from './entity-batch.ts';
import { generateLink } from './generate-link.ts';
import type { LinkEnd } from './generate-link.ts';

// A road of about 100 km from west to east near Campinas.
const from: LinkEnd = { id: 1, lat: -22.9, lon: -47.5 };
const to: LinkEnd = { id: 2, lat: -22.9, lon: -46.5 };
const KM_LAT = 1 / 111.32;

function link(overrides: Partial<LinkSpec> = {}): LinkSpec {
  return {
    index: 4,
    from: 0,
    to: 1,
    highway: 'trunk',
    ref: 'BR-116;SP-230',
    name: undefined,
    toll: true,
    dual: false,
    maxspeed: '100',
    maxspeedHgv: '80',
    plazas: [],
    ...overrides,
  };
}

function booths(batch: EntityBatch): { index: number; lat: number; lng: number; name: string }[] {
  return [...batch.nodeTags]
    .filter(([, tags]) => tags['barrier'] === 'toll_booth')
    .map(([index, tags]) => ({ index, lat: batch.lat[index]!, lng: batch.lon[index]!, name: tags['name']! }));
}

/** The `ref`s of the ways through local node `index`. */
function refsThrough(batch: EntityBatch, index: number): string[] {
  return batch.ways.filter((way) => way.refs.includes(index)).map((way) => way.tags['ref'] ?? '');
}

const plazaA: LinkPlaza = { lat: -22.9 + 12 * KM_LAT, lng: -47.2, ref: 'BR-116' };
const plazaB: LinkPlaza = { lat: -22.9 - 20 * KM_LAT, lng: -46.8, ref: 'SP-021' };

describe('generateLink', () => {
  it.each([
    ['a single carriageway', false, 1, 1],
    ['a dual road', true, 2, 10],
  ])(
    'on %s, puts a named toll booth at each real plaza on each carriageway, and none halfway',
    (_, dual, carriageways, metres) => {
      const plazas = [plazaA, plazaB];
      const batch = generateLink(link({ dual, ref: 'BR-116;SP-021;SP-230', plazas }), from, to, 500, 7);
      const found = booths(batch);
      expect(found).toHaveLength(plazas.length * carriageways);
      for (const plaza of plazas) {
        const near = found.filter((booth) => haversineDistance(booth, plaza) < metres);
        expect(near, plaza.ref).toHaveLength(carriageways);
        for (const booth of near) {
          expect(booth.name).toBe(`Praça de Pedágio ${plaza.ref}`);
          const refs = refsThrough(batch, booth.index);
          expect(refs.length).toBeGreaterThan(0);
          for (const ref of refs) expect(ref.split(';')).toContain(plaza.ref);
        }
      }
    },
  );

  it('keeps the line continuous through a plaza: no segment much longer than the shape spacing', () => {
    const batch = generateLink(link({ plazas: [plazaA] }), from, to, 500, 7);
    const way = batch.ways.flatMap((w) => w.refs.slice(1)).filter((ref) => ref >= 0);
    const gaps = way
      .slice(1)
      .map((ref, i) =>
        haversineDistance(
          { lat: batch.lat[way[i]!]!, lng: batch.lon[way[i]!]! },
          { lat: batch.lat[ref]!, lng: batch.lon[ref]! },
        ),
      );
    expect(Math.max(...gaps)).toBeLessThan(2000);
  });

  it('passes through a plaza beyond the end of the road, kept off the ramps of a dual road', () => {
    const plaza: LinkPlaza = { lat: -22.9 + 3 * KM_LAT, lng: -46.45, ref: 'BR-116' };
    const batch = generateLink(link({ dual: true, plazas: [plaza] }), from, to, 500, 7);
    const found = booths(batch);
    expect(found).toHaveLength(2);
    for (const booth of found) {
      expect(haversineDistance(booth, plaza)).toBeLessThan(10);
      expect(refsThrough(batch, booth.index).every((ref) => ref.includes('BR-116'))).toBe(true);
    }
  });

  it('has the invented booth halfway on a toll road without real plazas', () => {
    const found = booths(generateLink(link(), from, to, 500, 7));
    expect(found).toHaveLength(1);
    expect(found[0]!.name).toBe('Praça de Pedágio BR-116;SP-230');
    expect(Math.abs(found[0]!.lng - -47)).toBeLessThan(0.1);
  });

  it('is the same road for the same seed', () => {
    const spec = link({ dual: true, plazas: [plazaA, plazaB] });
    expect(generateLink(spec, from, to, 500, 7)).toEqual(generateLink(spec, from, to, 500, 7));
    expect(generateLink(spec, from, to, 500, 8)).not.toEqual(generateLink(spec, from, to, 500, 7));
  });
});
