import { plateTagsSchema } from '@freight/core';
import type { TagPlate, TagProvider } from './tag-provider.ts';

/** How long a tag provider may take before the lookup gives up (milliseconds). */
export const TAG_LOOKUP_TIMEOUT_MS = 10_000;

/** The outcome of {@link lookupTags}: the tags, or why there are none. */
export type TagLookup =
  | { ok: true; tags: string[] }
  | {
      ok: false;
      /** `timeout`: no answer in time; `failed`: the provider rejected; `invalid`: it answered something else than a list of names. */
      reason: 'timeout' | 'failed' | 'invalid';
      error?: unknown;
    };

const TIMED_OUT = Symbol('timed out');

/**
 * Asks `provider` for the tags of `plate`, never throwing: gives up after `timeoutMs` (aborting the
 * provider's signal), and checks the answer is a list of names (trimmed, blanks and repeats dropped).
 *
 * @example const lookup = await lookupTags(createDatabaseTagProvider(db), plate); if (lookup.ok) use(lookup.tags);
 */
export async function lookupTags(
  provider: TagProvider,
  plate: TagPlate,
  timeoutMs: number = TAG_LOOKUP_TIMEOUT_MS,
): Promise<TagLookup> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`tag provider ${provider.name} timed out after ${timeoutMs} ms`));
      resolve(TIMED_OUT);
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([provider.tagsOf(plate, controller.signal), timeout]);
    if (answer === TIMED_OUT) return { ok: false, reason: 'timeout' };
    const parsed = plateTagsSchema.safeParse(answer);
    if (!parsed.success) return { ok: false, reason: 'invalid', error: parsed.error };
    const names = parsed.data.map((name) => name.trim()).filter((name) => name !== '');
    return { ok: true, tags: [...new Set(names)] };
  } catch (error) {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'failed', error };
  } finally {
    clearTimeout(timer);
  }
}
