import { describe, expect, it } from 'vitest';
import { valhallaErrorSchema } from './valhalla-error.ts';

describe('routing-service error body: error_code and error', () => {
  it('reads a Valhalla error', () => {
    expect(
      valhallaErrorSchema.parse({
        error_code: 442,
        error: 'No path could be found for input',
        status_code: 400,
        status: 'Bad Request',
      }),
    ).toEqual({
      error_code: 442,
      error: 'No path could be found for input',
      status_code: 400,
      status: 'Bad Request',
    });
  });

  it('the HTTP status is optional', () => {
    expect(
      valhallaErrorSchema.parse({ error_code: 171, error: 'No suitable edges near location' }).status,
    ).toBeUndefined();
  });

  it.each([[{ error: 'x' }], [{ error_code: 442 }], [{ error_code: '442', error: 'x' }]])(
    'rejects %j',
    (input) => {
      expect(valhallaErrorSchema.safeParse(input).success).toBe(false);
    },
  );
});
