import { routeResponseSchema } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { FIRST_SHAPE, SECOND_SHAPE, twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import { markerPoints, returnLine, routeLines, selectedBounds, tripCoordinates } from './route-geojson.ts';

const lngLat = (points: [number, number][]) => points.map(([lat, lng]) => [lng, lat]);

describe('route GeoJSON', () => {
  const response = routeResponseSchema.parse(twoAlternativesResponse());

  it('decodes the legs of a trip as [lng, lat]', () => {
    const trip = response.rotas[0]?.rota.trip;
    if (!trip) throw new Error('no trip');
    expect(tripCoordinates(trip)).toEqual(lngLat(FIRST_SHAPE));
  });

  it('draws one line per alternative, the selected one last', () => {
    const lines = routeLines(response, 0);
    expect(lines.features.map((feature) => feature.properties)).toEqual([
      { index: 1, selected: false },
      { index: 0, selected: true },
    ]);
    expect(lines.features[0]?.geometry.coordinates).toEqual(lngLat(SECOND_SHAPE));
    expect(routeLines(response, 1).features.map((feature) => feature.properties.index)).toEqual([0, 1]);
    expect(routeLines(null, 0).features).toEqual([]);
  });

  it("draws the selected alternative's way back, and nothing without one", () => {
    expect(returnLine(response, 0).features).toEqual([]);
    const [first, second] = response.rotas;
    if (!first || !second) throw new Error('two alternatives expected');
    const withReturn = { ...response, rotas: [{ ...first, volta: second }, second] };
    expect(returnLine(withReturn, 0).features).toEqual([
      {
        type: 'Feature',
        properties: { index: 0 },
        geometry: { type: 'LineString', coordinates: lngLat(SECOND_SHAPE) },
      },
    ]);
    expect(returnLine(withReturn, 1).features).toEqual([]);
    expect(returnLine(null, 0).features).toEqual([]);
  });

  it('bounds the selected line', () => {
    expect(selectedBounds(routeLines(response, 0))).toEqual([
      [-49.2733, -25.4284],
      [-46.6388, -23.5489],
    ]);
    expect(selectedBounds(routeLines(null, 0))).toBeNull();
  });

  it('places markers at the plazas and stations, numbered in their list', () => {
    expect(markerPoints(response.rotas[0]?.balancas ?? [])).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Balança de Registro', index: 0 },
          geometry: { type: 'Point', coordinates: [-47.8449, -24.4971] },
        },
      ],
    });
  });
});
