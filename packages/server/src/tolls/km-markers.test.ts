import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOsmPbf } from '@freight/routing';
import type { OsmEntity } from '@freight/routing';
import { readKmMarkers, readPbfKmMarkers } from './km-markers.ts';
import { sharedDataDir } from './test-support/shared-data.ts';
import { kmFromMarkers } from './km-from-markers.ts';

const node = (id: number, lng: number): OsmEntity => ({
  type: 'node',
  id,
  lat: -23.5,
  lon: -46.6 + lng,
  tags: {},
});
const way = (id: number, refs: number[], tags: Record<string, string>): OsmEntity => ({
  type: 'way',
  id,
  refs,
  tags,
});

// nodes 1..5 from west to east, 0.01° (≈ 1 km) apart
const nodes = [1, 2, 3, 4, 5].map((id) => node(id, id * 0.01));
const km = (start: string, end: string, ref = 'BR-116;SP-230') => ({ ref, 'km:start': start, 'km:end': end });

describe('readKmMarkers', () => {
  it('orients each way by the km its neighbours of the same road give at shared nodes', async () => {
    const markers = await readKmMarkers([
      ...nodes,
      way(10, [1, 2, 3], km('10', '12')),
      way(11, [5, 4, 3], km('12', '14')), // drawn from km 14 to km 12
      way(12, [5, 4], km('0', '3', 'SP-999')), // another road: no say on BR-116
      way(13, [1, 2], { ref: 'BR-116' }), // no km tags: left out
    ]);
    expect([...markers.byRef.keys()]).toEqual(['BR-116', 'SP-999']);
    expect(markers.byRef.get('BR-116')!.map((w) => [w.wayId, w.orientation])).toEqual([
      [10, 1],
      [11, -1],
    ]);
    expect(markers.byRef.get('SP-999')!.map((w) => w.orientation)).toEqual([0]);
  });

  it('reads the km direction and km at a point under a marked way, travelling east or west', async () => {
    const markers = await readKmMarkers([
      ...nodes,
      way(10, [1, 2, 3], km('10', '12')),
      way(11, [5, 4, 3], km('12', '14')),
    ]);
    const onSecond = { lat: -23.5, lng: -46.6 + 0.045 };
    expect(kmFromMarkers(markers, 'BR-116', onSecond, 90, null)).toMatchObject({
      sense: 1,
      source: 'km-tags',
      km: 13.5,
      wayId: 11,
    });
    expect(kmFromMarkers(markers, 'BR-116', onSecond, 270, null)).toMatchObject({ sense: -1, km: 13.5 });
    expect(kmFromMarkers(markers, 'BR-116', { lat: -23.5 + 0.001, lng: -46.6 + 0.045 }, 90, null)).toBeNull();
    expect(kmFromMarkers(markers, 'BR-101', onSecond, 90, null)).toBeNull();
    expect(kmFromMarkers(markers, 'BR-116', onSecond, 0, null)).toBeNull();
  });

  it('reads a PBF in two passes (no map of every node) with the markers of its entities', async () => {
    const pbf = join(sharedDataDir(), 'osm', 'brasil-rodovias.osm.pbf');
    const twoPass = await readPbfKmMarkers(pbf);
    expect([...twoPass.byRef.keys()].length).toBeGreaterThan(0);
    expect(twoPass).toEqual(await readKmMarkers(readOsmPbf(pbf)));
  });
});
