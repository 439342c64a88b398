import { routeResponseSchema } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import { routePanelEntries } from './route-panel-entries.ts';

describe("the 'Rota n' panel on the map", () => {
  const response = routeResponseSchema.parse(twoAlternativesResponse());

  it('lists every alternative with its distance, time and net tolls', () => {
    expect(routePanelEntries(response, 1)).toEqual([
      {
        index: 0,
        label: 'Rota 1',
        distance: '408,7 km',
        duration: '5 h 30 min',
        tollsNet: 'R$ 38,40',
        selected: false,
      },
      {
        index: 1,
        label: 'Rota 2',
        distance: '520,3 km',
        duration: '6 h 30 min',
        tollsNet: 'R$ 69,60',
        selected: true,
      },
    ]);
  });

  it('is empty before a calculation', () => {
    expect(routePanelEntries(null, 0)).toEqual([]);
  });
});
