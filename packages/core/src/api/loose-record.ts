import { z } from 'zod';
import { entityIdTextSchema } from '../schemas/index.ts';

/**
 * A record whose fields SPEC §3 does not show (users, roles, plate-check records): an `id`, every
 * other field passed through as sent.
 *
 * @example looseRecordSchema.parse({ id: '7', name: 'Ana' }) // { id: 7, name: 'Ana' }
 */
export const looseRecordSchema = z.looseObject({ id: entityIdTextSchema });

/** A record with an id and fields not described by the SPEC. */
export type LooseRecord = z.infer<typeof looseRecordSchema>;
