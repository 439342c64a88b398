import { describe, expect, it } from 'vitest';
import { latestPages } from './latest-pages.ts';

describe('the pages holding the latest saved routes', () => {
  it.each([
    [0, [1]],
    [3, [1]],
    [5, [1]],
    [6, [2, 1]],
    [10, [2]],
    [12, [3, 2]],
  ])('%i routes, 5 per page → pages %j', (total, pages) => {
    expect(latestPages(total, 5)).toEqual(pages);
  });
});
