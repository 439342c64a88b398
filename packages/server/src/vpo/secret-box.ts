import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { dataDirSecret } from '../auth/data-dir-secret.ts';
import type { Config } from '../config.ts';

/** File in DATA_DIR holding the generated secrets key when `SECRETS_KEY` is unset. */
export const SECRETS_KEY_FILE = 'secrets-key';

const VERSION = 'v1';

/** Seals and opens short secrets (supplier passwords) for storage: AES-256-GCM, random nonce per value. */
export interface SecretBox {
  /** `v1.<nonce>.<tag>.<ciphertext>` (base64url parts). */
  seal(plain: string): string;
  /** The plain text of a sealed value; throws when it was sealed with another key or altered. */
  open(sealed: string): string;
}

/**
 * A {@link SecretBox} keyed by `secret` (any text of at least 32 characters; the AES key is its SHA-256).
 *
 * @example const box = createSecretBox(secretsKey(config)); box.open(box.seal('senha')) // 'senha'
 */
export function createSecretBox(secret: string): SecretBox {
  const key = createHash('sha256').update(`vpo-supplier-secrets|${secret}`).digest();
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** The installation's secrets key: `SECRETS_KEY`, or one generated into DATA_DIR on first use. */
export function secretsKey(config: Pick<Config, 'DATA_DIR' | 'SECRETS_KEY'>): string {
  return dataDirSecret(config.DATA_DIR, SECRETS_KEY_FILE, config.SECRETS_KEY);
}
