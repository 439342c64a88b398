import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { routeRequestSchema } from '@freight/core';
import type { RouteRequest } from '@freight/core';
import { dataDirSecret } from '../auth/data-dir-secret.ts';

/** File of `DATA_DIR` keeping the generated key of the route tokens. */
export const ROUTE_TOKEN_SECRET_FILE = 'route-token-secret';

/** First byte of a token: the format, so a later format can be told apart. */
const FORMAT = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Largest inflated request accepted when opening a token (a request body is a few kilobytes). */
const MAX_PLAIN_BYTES = 256 * 1024;

/** Seals and opens `request_encrypted` tokens with one key. */
export interface RouteTokens {
  /** The token of a validated route request: shareable, tamper-evident, unreadable without the key. */
  seal(request: RouteRequest): string;
  /** The request a token holds, or `null` for a token that was changed, made with another key, or is not one. */
  open(token: string): RouteRequest | null;
}

/**
 * The secret of the route tokens: `ROUTE_TOKEN_SECRET` when set; otherwise the one kept in
 * `DATA_DIR/route-token-secret`, generated (64 random bytes, owner-only file) on first use, so share links
 * and embeds keep working across restarts.
 */
export function resolveRouteTokenSecret(config: {
  ROUTE_TOKEN_SECRET?: string | undefined;
  DATA_DIR: string;
}): string {
  return dataDirSecret(config.DATA_DIR, ROUTE_TOKEN_SECRET_FILE, config.ROUTE_TOKEN_SECRET);
}

/**
 * Route tokens under `secret`: AES-256-GCM (key = SHA-256 of the secret) over the request's JSON,
 * deflated; a random 96-bit IV per token; `base64url(format ‖ iv ‖ ciphertext ‖ tag)`, safe in URLs.
 * Opening checks the authentication tag and validates the JSON again with core's `routeRequestSchema`.
 *
 * @example
 * const tokens = createRouteTokens(resolveRouteTokenSecret(config));
 * tokens.open(tokens.seal(request)) // the request
 */
export function createRouteTokens(secret: string): RouteTokens {
  const key = createHash('sha256').update(secret, 'utf8').digest();
  return {
    seal(request) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = deflateRawSync(Buffer.from(JSON.stringify(request), 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.of(FORMAT), iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    open(token) {
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length < 1 + IV_BYTES + TAG_BYTES + 1 || bytes[0] !== FORMAT) return null;
      try {
        const iv = bytes.subarray(1, 1 + IV_BYTES);
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]);
        const json = inflateRawSync(plain, { maxOutputLength: MAX_PLAIN_BYTES }).toString('utf8');
        const parsed = routeRequestSchema.safeParse(JSON.parse(json));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
