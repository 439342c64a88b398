import { describe, expect, it } from 'vitest';
import { recentSearchListSchema, recentSearchSchema } from './recent-search.ts';

describe('recent-search entry: label and usage count', () => {
  it('reads the stored list', () => {
    const list = [
      { label: 'Curitiba, PR', usage: 3 },
      { label: 'Santos, SP', usage: 1 },
    ];
    expect(recentSearchListSchema.parse(list)).toEqual(list);
  });

  it.each([
    [{ label: '', usage: 1 }],
    [{ label: 'Santos', usage: 0 }],
    [{ label: 'Santos', usage: 1.5 }],
    [{ label: 'Santos' }],
  ])('rejects %j', (input) => {
    expect(recentSearchSchema.safeParse(input).success).toBe(false);
  });
});
