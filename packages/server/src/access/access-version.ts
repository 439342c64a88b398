import { coalescedRead } from '../db/coalesced-read.ts';
import type { Database } from '../db/database.ts';
import { listeningClient } from '../db/listening-client.ts';
import { accessVersion } from '../db/schema.ts';
import type { Logger } from '../logging/logger.ts';

/** Channel on which the triggers of migration 0006 announce the new access version after each change. */
export const ACCESS_VERSION_CHANNEL = 'access_version';

/**
 * The change counter of what a session's user is loaded from (`access_version`: users, roles, permissions
 * granted, memberships, companies, revoked tokens), raised by database triggers on every write.
 */
export interface AccessVersion {
  /**
   * The counter as of this call. With the embedded database (one process; its notifications arrive before
   * the writer's query returns) it is kept in memory and answered at once. With PostgreSQL, where another
   * process may have written, it is read by a read begun after this call, shared by concurrent calls.
   */
  current(): number | Promise<number>;
}

/** The {@link AccessVersion} of `db`; `logger` hears of a failed listen (then every call reads). */
export function createAccessVersion(db: Database, logger: Logger): AccessVersion {
  // built once and prepared on the server: it runs on every authenticated call with PostgreSQL
  const select = db
    .select({ version: accessVersion.version })
    .from(accessVersion)
    .prepare('access_version_read');
  const read = coalescedRead(async () => {
    const [row] = await select.execute();
    return row?.version ?? 0;
  });
  let known = Number.NEGATIVE_INFINITY;
  let listening = false;
  const learn = (version: number): void => {
    if (version > known) known = version;
  };
  listeningClient(db)
    ?.listen(ACCESS_VERSION_CHANNEL, (payload) => {
      const version = Number(payload);
      if (Number.isFinite(version)) learn(version);
    })
    .then(() => read(''))
    .then((version) => {
      learn(version);
      listening = true;
    })
    .catch((error: unknown) => {
      logger.warn('access version notifications unavailable', {
        error: error instanceof Error ? error.message : String(error),
      });
    });
  return {
    current: () => (listening ? known : read('')),
  };
}
