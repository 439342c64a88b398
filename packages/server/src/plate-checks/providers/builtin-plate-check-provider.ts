import { and, eq } from 'drizzle-orm';
import { PLATE_CHECK_PROVIDERS, PLATE_CHECK_UNKNOWN_PLATE_MESSAGE } from '@freight/core';
import type { PlateCheckProvider } from '@freight/core';
import type { Database } from '../../db/database.ts';
import { plates, plateTags } from '../../db/schema.ts';
import type { PlateCheckSourceProvider } from './plate-check-provider.ts';

/** pt-BR messages of the built-in answers. */
export const BUILTIN_MESSAGES = {
  hasTag: 'Tag cadastrada na empresa',
  noTag: 'Sem tag cadastrada na empresa',
} as const;

/** Tag names (`plate_tags.name`, lower-case, letters and digits only) that mean each provider. */
const TAG_NAMES: Readonly<Record<PlateCheckProvider, readonly string[]>> = {
  conectcar: ['conectcar'],
  movemais: ['movemais'],
  semparar: ['semparar', 'viafacil'],
  veloe: ['veloe'],
};

const key = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

/**
 * The built-in source: the tags the company registered for the plate (`plate_tags`, the data
 * `POST /api/plates/{id}` returns). A plate the company does not have: every provider unanswered with
 * 'Placa não cadastrada na empresa'.
 */
export function createBuiltinPlateCheckProvider(db: Database): PlateCheckSourceProvider {
  return {
    source: 'builtin',
    async check(query, signal) {
      signal.throwIfAborted();
      const [plate] = await db
        .select({ id: plates.id })
        .from(plates)
        .where(and(eq(plates.company_id, query.company_id), eq(plates.plate, query.plate)));
      if (!plate) {
        return PLATE_CHECK_PROVIDERS.map((provider) => ({
          provider,
          answered: false,
          has_tag: null,
          message: PLATE_CHECK_UNKNOWN_PLATE_MESSAGE,
        }));
      }
      const rows = await db
        .select({ name: plateTags.name })
        .from(plateTags)
        .where(eq(plateTags.plate_id, plate.id));
      const names = new Set(rows.map((row) => key(row.name)));
      return PLATE_CHECK_PROVIDERS.map((provider) => {
        const has = TAG_NAMES[provider].some((name) => names.has(name));
        return {
          provider,
          answered: true,
          has_tag: has,
          message: has ? BUILTIN_MESSAGES.hasTag : BUILTIN_MESSAGES.noTag,
        };
      });
    },
  };
}
