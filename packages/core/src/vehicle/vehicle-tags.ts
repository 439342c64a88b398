import type { Vehicle } from './vehicle.ts';

/** Company settings read by {@link canSelectTag}. */
export interface TagCompanySettings {
  /** Whether users may pick a tag when buying a VPO (SPEC §6). */
  vpo_allow_select_tag?: boolean | number | string | null;
}

/**
 * Marks the plate's tags as loading (call before fetching them). Tags and the chosen tag stay until
 * {@link withTagsLoaded}.
 *
 * @example withTagsLoading(resetVehicle()).loadingTags // true
 */
export function withTagsLoading<V extends Vehicle>(vehicle: V): V {
  return { ...vehicle, loadingTags: true };
}

/**
 * Stores the tags loaded for the plate and ends loading. The tag is auto-chosen when exactly one tag
 * exists (SPEC §4 Vehicle); otherwise a choice still in the list is kept, else it is cleared (`''`).
 * `null`/`undefined` (a failed load, which is swallowed) count as no tags.
 *
 * @example withTagsLoaded(resetVehicle(), ['TAG-1']).tag // 'TAG-1'
 * @example withTagsLoaded(resetVehicle(), ['TAG-1', 'TAG-2']).tag // ''
 */
export function withTagsLoaded<V extends Vehicle>(vehicle: V, tags: readonly string[] | null | undefined): V {
  const list = [...(tags ?? [])];
  const only = list.length === 1 ? list[0] : undefined;
  const tag = only ?? (list.includes(vehicle.tag) ? vehicle.tag : '');
  return { ...vehicle, tags: list, tag, loadingTags: false };
}

/**
 * Whether the user may pick a tag: the company setting `vpo_allow_select_tag` (SPEC §3, §6) is on
 * (`true`, `1`, `'1'` or `'true'`). Missing settings mean no.
 *
 * @example canSelectTag({ vpo_allow_select_tag: true }) // true
 * @example canSelectTag(undefined) // false
 */
export function canSelectTag(companySettings: TagCompanySettings | null | undefined): boolean {
  const value = companySettings?.vpo_allow_select_tag;
  return value === true || value === 1 || value === '1' || value === 'true';
}
