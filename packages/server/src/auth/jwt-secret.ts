import { dataDirSecret } from './data-dir-secret.ts';

/** File of `DATA_DIR` keeping the generated token secret. */
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The secret that signs session tokens: `JWT_SECRET` when set; otherwise the one kept in
 * `DATA_DIR/jwt-secret`, generated (64 random bytes, owner-only file) on the first start, so sessions
 * survive restarts.
 */
export function resolveJwtSecret(config: { JWT_SECRET?: string | undefined; DATA_DIR: string }): string {
  return dataDirSecret(config.DATA_DIR, JWT_SECRET_FILE, config.JWT_SECRET);
}
