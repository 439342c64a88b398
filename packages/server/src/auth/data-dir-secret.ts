import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret of this installation: `explicit` (from configuration) when set; otherwise the one kept in
 * `dataDir/<file>`, generated on first use (64 random bytes, base64url, owner-only file) so what it signs
 * or seals survives restarts. A stored value shorter than 32 characters is replaced.
 *
 * @example dataDirSecret(config.DATA_DIR, 'jwt-secret', config.JWT_SECRET)
 */
export function dataDirSecret(dataDir: string, file: string, explicit?: string): string {
  if (explicit) return explicit;
  const path = join(dataDir, file);
  try {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(64).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
