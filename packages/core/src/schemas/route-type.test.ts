import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE_TYPE, routeTypeSchema } from './route-type.ts';

describe('route type of saved routes and calculations', () => {
  it('lists efficient, avoid_tolls, shortest; efficient is the default', () => {
    expect(routeTypeSchema.options).toEqual(['efficient', 'avoid_tolls', 'shortest']);
    expect(DEFAULT_ROUTE_TYPE).toBe('efficient');
  });

  it.each([['default'], ['fastest'], ['']])('rejects %j', (input) => {
    expect(routeTypeSchema.safeParse(input).success).toBe(false);
  });
});
