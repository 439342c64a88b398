import { routeResponseSchema } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import { savedRouteFacts } from './saved-route-body.ts';

describe('savedRouteFacts', () => {
  const response = routeResponseSchema.parse(twoAlternativesResponse());

  it("takes the selected alternative's distance and time and the answer's addresses", () => {
    expect(savedRouteFacts(response, 1, 'shortest')).toEqual({
      distance: 520.3,
      time: 23_400,
      type: 'shortest',
      waypoints: ['São Paulo, SP', 'Curitiba, PR'],
    });
  });

  it("saves 'default' or no type as 'efficient'", () => {
    expect(savedRouteFacts(response, 0, 'default').type).toBe('efficient');
    expect(savedRouteFacts(response, 0, undefined).type).toBe('efficient');
  });
});
