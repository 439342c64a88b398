import type { Context } from 'hono';

/**
 * The client's address: the socket's peer, or with `trustProxy` the first `X-Forwarded-For` entry
 * (behind a reverse proxy). `'unknown'` when neither is known (in-process requests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
