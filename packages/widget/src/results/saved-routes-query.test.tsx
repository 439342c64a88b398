import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { ALL_SAVED_ROUTES_FILTERS, routeTypeOfText, savedRoutesQuery } from './saved-routes-query.ts';

const labels = MESSAGES.routeTypes;

describe('savedRoutesQuery', () => {
  it('sends only the paging without a search text', () => {
    expect(savedRoutesQuery('  ', ALL_SAVED_ROUTES_FILTERS, 0, 10, labels)).toEqual({
      page: 1,
      per_page: 10,
    });
  });

  it('puts the trimmed text in each checked filter', () => {
    expect(savedRoutesQuery(' SP ', { name: true, waypoints: false, type: false }, 2, 5, labels)).toEqual({
      page: 3,
      per_page: 5,
      name: 'SP',
    });
    expect(savedRoutesQuery('SP', ALL_SAVED_ROUTES_FILTERS, 0, -1, labels)).toEqual({
      page: 1,
      per_page: -1,
      name: 'SP',
      waypoints: 'SP',
      match: 'any',
    });
  });

  it('filters the type only when the text names one', () => {
    expect(
      savedRoutesQuery('mais curta', { name: false, waypoints: false, type: true }, 0, 10, labels),
    ).toEqual({ page: 1, per_page: 10, type: 'shortest' });
    expect(routeTypeOfText('avoid_tolls', labels)).toBe('avoid_tolls');
    expect(routeTypeOfText('Curitiba', labels)).toBeNull();
  });
});
