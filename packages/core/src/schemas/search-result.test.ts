import { describe, expect, it } from 'vitest';
import { searchResultSchema } from './search-result.ts';

describe('search result: icon, label, caption, searchText, coordinates', () => {
  it('a literal search has no position yet', () => {
    expect(
      searchResultSchema.parse({
        icon: 'literal',
        label: 'Curitiba',
        caption: 'Busca Literal',
        searchText: 'Curitiba',
      }),
    ).toEqual({
      icon: 'literal',
      label: 'Curitiba',
      caption: 'Busca Literal',
      searchText: 'Curitiba',
      coordinates: { lat: 0, lng: 0 },
    });
  });

  it('a coordinate search keeps its position', () => {
    const result = {
      icon: 'coordinates',
      label: '-25.4284,-49.2733',
      caption: 'Busca como coordenada',
      searchText: '-25.4284,-49.2733',
      coordinates: { lat: -25.4284, lng: -49.2733 },
    };
    expect(searchResultSchema.parse(result)).toEqual(result);
  });

  it.each([
    [{ icon: 'pin', label: 'x', caption: 'y', searchText: 'x' }],
    [{ icon: 'city', label: 'x', caption: 'y' }],
  ])('rejects %j', (input) => {
    expect(searchResultSchema.safeParse(input).success).toBe(false);
  });
});
