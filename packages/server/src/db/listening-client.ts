import type { Database } from './database.ts';

/** The part of PGlite's client that hears `pg_notify` (node-postgres pools have no `listen`). */
export interface ListeningClient {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

/**
 * The client under `db` when it can listen to notifications in this process (the embedded PGlite, whose
 * notifications arrive before the writer's query returns); `undefined` for a node-postgres pool.
 */
export function listeningClient(db: Database): ListeningClient | undefined {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (typeof client !== 'object' || client === null || !('listen' in client)) return undefined;
  return typeof client.listen === 'function' ? (client as ListeningClient) : undefined;
}
