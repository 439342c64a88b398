import { describe, expect, it } from 'vitest';
import { routingErrorFrom } from './routing-error.ts';

describe('routing errors (SPEC §8)', () => {
  it.each([
    [
      'an error body',
      { error_code: 442, error: 'No path could be found for input', status_code: 400, status: 'Bad Request' },
      { status: 442, message: 'No path could be found for input' },
    ],
    [
      'an error without code',
      { error: 'Failed to parse json request' },
      { status: -1, message: 'Failed to parse json request' },
    ],
    [
      'a trip with non-zero status',
      { trip: { status: 2, status_message: 'No route found', legs: [] } },
      { status: 2, message: 'No route found' },
    ],
    ['a trip with non-zero status and no message', { trip: { status: 5 } }, { status: 5, message: '' }],
    ['a found trip', { trip: { status: 0, status_message: 'Found route between points' } }, null],
    ['a body with error null', { error: null, trip: { status: 0 } }, null],
    ['an empty body', {}, null],
    ['no body', null, null],
    ['a text body', '<html>429</html>', null],
  ])('%s gives %j', (_name, response, expected) => {
    expect(routingErrorFrom(response)).toEqual(expected);
  });
});
