import { describe, expect, it } from 'vitest';
import { resetVehicle } from './vehicle.ts';
import { canSelectTag, withTagsLoaded, withTagsLoading } from './vehicle-tags.ts';

describe('the tag is auto-chosen when exactly one tag exists', () => {
  it.each([
    ['a single tag is auto-chosen', '', ['TAG-1'], 'TAG-1'],
    ['a single tag replaces another choice', 'OLD', ['TAG-1'], 'TAG-1'],
    ['two tags: none chosen', '', ['TAG-1', 'TAG-2'], ''],
    ['two tags: a still-present choice is kept', 'TAG-2', ['TAG-1', 'TAG-2'], 'TAG-2'],
    ['two tags: a vanished choice is cleared', 'OLD', ['TAG-1', 'TAG-2'], ''],
    ['no tags', 'OLD', [], ''],
    ['a failed load', 'OLD', null, ''],
  ])('%s', (_case, tag, tags, expected) => {
    const vehicle = { ...withTagsLoading(resetVehicle()), tag };
    const loaded = withTagsLoaded(vehicle, tags);
    expect(loaded.tag).toBe(expected);
    expect(loaded.tags).toEqual(tags ?? []);
    expect(loaded.loadingTags).toBe(false);
  });

  it('withTagsLoading marks loading and keeps the rest', () => {
    const vehicle = { ...resetVehicle(), tags: ['A'], tag: 'A' };
    expect(withTagsLoading(vehicle)).toEqual({ ...vehicle, loadingTags: true });
  });

  it('copies the loaded list', () => {
    const tags = ['A', 'B'];
    const loaded = withTagsLoaded(resetVehicle(), tags);
    tags.push('C');
    expect(loaded.tags).toEqual(['A', 'B']);
  });
});

describe('canSelectTag: company setting vpo_allow_select_tag', () => {
  it.each([
    [{ vpo_allow_select_tag: true }, true],
    [{ vpo_allow_select_tag: 1 }, true],
    [{ vpo_allow_select_tag: '1' }, true],
    [{ vpo_allow_select_tag: 'true' }, true],
    [{ vpo_allow_select_tag: false }, false],
    [{ vpo_allow_select_tag: 0 }, false],
    [{ vpo_allow_select_tag: null }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (settings, expected) => {
    expect(canSelectTag(settings)).toBe(expected);
  });
});
