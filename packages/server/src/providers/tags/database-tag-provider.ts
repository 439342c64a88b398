import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { plateTags } from '../../db/schema.ts';
import type { TagProvider } from './tag-provider.ts';

/**
 * The built-in tag provider: the tags stored for the plate in the product's database (`plate_tags`),
 * ordered by name.
 *
 * @example await createDatabaseTagProvider(db).tagsOf(plate, AbortSignal.timeout(10_000)) // ['ConectCar', 'Sem Parar']
 */
export function createDatabaseTagProvider(db: Database): TagProvider {
  return {
    name: 'database',
    async tagsOf(plate, signal) {
      signal.throwIfAborted();
      const rows = await db
        .select({ name: plateTags.name })
        .from(plateTags)
        .where(eq(plateTags.plate_id, plate.id))
        .orderBy(asc(plateTags.name));
      return rows.map((row) => row.name);
    },
  };
}
