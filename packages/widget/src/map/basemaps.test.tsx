import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import {
  basemapChoices,
  basemapMaxZoom,
  basemapStyle,
  keepOverlays,
  MAP_STYLE_BASEMAP_ID,
  OSM_BASEMAP,
  parseBasemaps,
} from './basemaps.ts';
import { defaultMapStyle, OSM_TILE_URL } from './default-map-style.ts';

const SATELLITE = {
  id: 'satellite',
  name: 'Satélite',
  tiles: ['https://tiles.example.com/sat/{z}/{x}/{y}.jpg'],
  maxZoom: 20,
  attribution: '© Exemplo',
};

describe('basemaps', () => {
  it('defaults to OpenStreetMap raster tiles, 256 px, zoom ≤ 18 (SPEC §9)', () => {
    expect(basemapChoices(null, [], 'Padrão')).toEqual([OSM_BASEMAP]);
    const style = defaultMapStyle();
    expect(Object.values(style.sources)).toEqual([
      expect.objectContaining({ type: 'raster', tiles: [OSM_TILE_URL], tileSize: 256, maxzoom: 18 }),
    ]);
    expect(basemapMaxZoom(OSM_BASEMAP)).toBe(18);
  });

  it('puts the map-style attribute first, then the host list instead of OpenStreetMap', () => {
    const choices = basemapChoices('https://tiles.example.com/style.json', [SATELLITE], 'Padrão');
    expect(choices.map((basemap) => [basemap.id, basemap.name])).toEqual([
      [MAP_STYLE_BASEMAP_ID, 'Padrão'],
      ['satellite', 'Satélite'],
    ]);
    expect(basemapStyle(choices[0]!)).toBe('https://tiles.example.com/style.json');
    expect(basemapMaxZoom(choices[0]!)).toBe(22);
  });

  it('builds a raster style with the tiles, max zoom and attribution of the basemap', () => {
    const style = basemapStyle(SATELLITE) as StyleSpecification;
    expect(style.sources.basemap).toEqual({
      type: 'raster',
      tiles: SATELLITE.tiles,
      tileSize: 256,
      maxzoom: 20,
      attribution: '© Exemplo',
    });
    expect(style.layers).toEqual([{ id: 'basemap', type: 'raster', source: 'basemap' }]);
  });

  it('keeps the good entries of what the host page gives and drops the rest', () => {
    expect(
      parseBasemaps([
        SATELLITE,
        { id: 'topo', name: 'Topográfico', tiles: 'https://topo.example.com/{z}/{x}/{y}.png' },
        { id: 'vector', name: 'Vetorial', style: 'https://tiles.example.com/style.json', maxZoom: -1 },
        { id: 'no-name', tiles: ['https://x/{z}/{x}/{y}.png'] },
        { id: 'nothing', name: 'Sem fonte' },
        'osm',
        null,
      ]),
    ).toEqual([
      SATELLITE,
      { id: 'topo', name: 'Topográfico', tiles: ['https://topo.example.com/{z}/{x}/{y}.png'] },
      { id: 'vector', name: 'Vetorial', style: 'https://tiles.example.com/style.json' },
    ]);
    expect(parseBasemaps('[{"id":"x"}]')).toEqual([]);
    expect(parseBasemaps(undefined)).toEqual([]);
  });

  it('drops a repeated id', () => {
    expect(basemapChoices(null, [SATELLITE, { ...SATELLITE, name: 'Outro' }], 'Padrão')).toEqual([SATELLITE]);
  });

  it('keeps the route sources and layers on top of the new basemap', () => {
    const route = { type: 'geojson' as const, data: { type: 'FeatureCollection' as const, features: [] } };
    const previous: StyleSpecification = {
      version: 8,
      sources: { old: { type: 'raster', tiles: ['x'] }, 'route-lines': route },
      layers: [
        { id: 'old', type: 'raster', source: 'old' },
        { id: 'route-selected', type: 'line', source: 'route-lines' },
      ],
    };
    const next: StyleSpecification = {
      version: 8,
      sources: { fresh: { type: 'raster', tiles: ['y'] } },
      layers: [{ id: 'fresh', type: 'raster', source: 'fresh' }],
    };
    const kept = keepOverlays(previous, next, ['route-lines']);
    expect(Object.keys(kept.sources)).toEqual(['fresh', 'route-lines']);
    expect(kept.layers.map((layer) => layer.id)).toEqual(['fresh', 'route-selected']);
    expect(keepOverlays(undefined, next, ['route-lines'])).toBe(next);
  });
});
