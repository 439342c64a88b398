import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OsmEntity } from '../extract/osm-entity.ts';
import { readOsmPbf } from '../extract/read-osm-pbf.ts';
import { ENTITIES_PER_BLOCK, fileSink, OsmPbfWriter } from './osm-pbf-writer.ts';

describe('OsmPbfWriter', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'freight-pbf-writer-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function readBack(path: string): Promise<OsmEntity[]> {
    const entities: OsmEntity[] = [];
    for await (const entity of readOsmPbf(path)) entities.push(entity);
    return entities;
  }

  it('writes nodes with tags and ways with refs that the PBF reader reads back', async () => {
    const path = join(dir, 'small.osm.pbf');
    const file = fileSink(path);
    const writer = new OsmPbfWriter(file.write, {
      bbox: { minLat: -33.7, minLon: -73.9, maxLat: 5.3, maxLon: -34.8 },
    });
    writer.node(10, -23.5505, -46.6333);
    writer.node(11, -23.5612345, -46.6, { barrier: 'toll_booth', name: 'Praça de Pedágio Água Branca' });
    writer.node(5_000_000_000, 5.2, -73.8);
    writer.way(7, [10, 11, 5_000_000_000], { highway: 'trunk', ref: 'BR-116', toll: 'yes' });
    writer.way(8, [11, 10], { highway: 'residential', name: 'Rua São João' });
    expect(writer.close()).toMatchObject({ nodes: 3, ways: 2, blocks: 2 });
    file.close();

    expect(await readBack(path)).toEqual([
      { type: 'node', id: 10, lat: expect.closeTo(-23.5505, 7), lon: expect.closeTo(-46.6333, 7), tags: {} },
      {
        type: 'node',
        id: 11,
        lat: expect.closeTo(-23.5612345, 7),
        lon: expect.closeTo(-46.6, 7),
        tags: { barrier: 'toll_booth', name: 'Praça de Pedágio Água Branca' },
      },
      {
        type: 'node',
        id: 5_000_000_000,
        lat: expect.closeTo(5.2, 7),
        lon: expect.closeTo(-73.8, 7),
        tags: {},
      },
      {
        type: 'way',
        id: 7,
        refs: [10, 11, 5_000_000_000],
        tags: { highway: 'trunk', ref: 'BR-116', toll: 'yes' },
      },
      { type: 'way', id: 8, refs: [11, 10], tags: { highway: 'residential', name: 'Rua São João' } },
    ]);
  });

  it(`splits entities into blocks of at most ${ENTITIES_PER_BLOCK}, each with its own string table`, async () => {
    const path = join(dir, 'blocks.osm.pbf');
    const file = fileSink(path);
    const writer = new OsmPbfWriter(file.write);
    const count = ENTITIES_PER_BLOCK * 2 + 1;
    for (let id = 1; id <= count; id++) {
      writer.node(id, -10 - id * 1e-5, -50, id % 3 === 0 ? { highway: 'traffic_signals' } : undefined);
    }
    for (let id = 1; id < count; id++) writer.way(id, [id, id + 1], { highway: 'residential' });
    expect(writer.close()).toMatchObject({ nodes: count, ways: count - 1, blocks: 5 });
    file.close();

    const entities = await readBack(path);
    expect(entities).toHaveLength(count * 2 - 1);
    const signals = entities.filter((e) => e.type === 'node' && e.tags['highway'] === 'traffic_signals');
    expect(signals.map((e) => e.id)).toEqual(
      Array.from({ length: Math.floor(count / 3) }, (_, i) => (i + 1) * 3),
    );
    const last = entities.at(-1);
    expect(last).toEqual({
      type: 'way',
      id: count - 1,
      refs: [count - 1, count],
      tags: { highway: 'residential' },
    });
    expect(readFileSync(path).subarray(0, 64).includes('OSMHeader')).toBe(true);
  });

  it.each([
    ['a node after a way', (w: OsmPbfWriter) => (w.node(1, 0, 0), w.way(1, [1], {}), w.node(2, 0, 0))],
    ['node ids not growing', (w: OsmPbfWriter) => (w.node(2, 0, 0), w.node(2, 0, 0))],
    ['way ids not growing', (w: OsmPbfWriter) => (w.way(5, [], {}), w.way(4, [], {}))],
  ])('refuses %s', (_name, write) => {
    const writer = new OsmPbfWriter(() => undefined);
    expect(() => write(writer)).toThrow(/after|out of order/);
  });
});
