import type { Context } from 'hono';
import type { Config } from '../config.ts';

/**
 * The origin visitors reach this server at (`https://frete.example.com`): `PUBLIC_URL` when set; else, with
 * `TRUST_PROXY`, the `X-Forwarded-Proto` / `X-Forwarded-Host` of the reverse proxy; else the request's own.
 */
export function publicOrigin(c: Context, config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const url = new URL(c.req.url);
  if (config.TRUST_PROXY) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
    if (host) {
      try {
        return new URL(`${url.protocol}//${host}`).origin;
      } catch {
        return url.origin;
      }
    }
  }
  return url.origin;
}
