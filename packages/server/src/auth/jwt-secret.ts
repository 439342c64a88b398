import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** File of `DATA_DIR` keeping the generated token secret. */
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The secret that signs session tokens: `JWT_SECRET` when set; otherwise the one kept in
 * `DATA_DIR/jwt-secret`, generated (64 random bytes, owner-only file) on the first start, so sessions
 * survive restarts.
 */
export function resolveJwtSecret(config: { JWT_SECRET?: string | undefined; DATA_DIR: string }): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const path = join(config.DATA_DIR, JWT_SECRET_FILE);
  try {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(64).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
