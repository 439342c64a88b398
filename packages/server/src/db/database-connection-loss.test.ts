import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, TEST_DATABASE_URL } from '../test-support/test-database.ts';

describe.skipIf(!TEST_DATABASE_URL)('a PostgreSQL connection dropped by the server', () => {
  it('is replaced: the next query works and the process does not end', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const handle = await openTestDatabase('postgres');
    try {
      const first = await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const pid = first.rows[0]!.pid;
      // an administrator (or a restart) ends the idle connection from another session
      const other = await openTestDatabase('postgres');
      try {
        await other.db.execute(sql`select pg_terminate_backend(${pid})`);
      } finally {
        await other.close();
      }
      await vi.waitFor(() =>
        expect(stderr).toHaveBeenCalledWith(expect.stringContaining('idle database connection lost')),
      );
      const again = await handle.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      stderr.mockRestore();
      await handle.close();
    }
  });
});
