import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './http-error.ts';
import { MESSAGES } from './messages.ts';

/** The header that tells a keep-alive client the server ends the connection after this answer. */
const CLOSE = { Connection: 'close' } as const;

/**
 * Bounds request bodies to `maxBytes`: a larger one answers 413 in pt-BR, told by `Content-Length`
 * before reading (without touching the body, which handlers then read straight from Node's request) or
 * while reading a chunked body (hono's `bodyLimit`). A request whose body the server leaves unread (a
 * 413, or an answer given before the handler reads it, such as a 401) is answered with
 * `Connection: close`: the server stops reading and ends the connection after the answer, so a
 * keep-alive client reconnects for its next request instead of sending it on a connection that is
 * about to drop.
 *
 * @example app.use('/api/*', requestBodyLimit(config.BODY_LIMIT_KB * 1024));
 */
export function requestBodyLimit(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, MESSAGES.bodyTooLarge, null, CLOSE);
    },
  });
  return async (c, next) => {
    // a body of known length, or none, is judged by the headers alone: touching `c.req.raw.body` (as
    // hono's `bodyLimit` does first) turns Node's request into a web stream that the handler then reads
    // through, a cost on every call of the API
    const { headers, method } = c.req.raw;
    const declared = headers.get('content-length');
    if (!headers.has('transfer-encoding') && (declared !== null || method === 'GET' || method === 'HEAD')) {
      const length = declared === null ? 0 : Number.parseInt(declared, 10);
      if (length > maxBytes) throw new HttpError(413, MESSAGES.bodyTooLarge, null, CLOSE);
      await next();
      if (length > 0 && !c.req.raw.bodyUsed) c.header('Connection', 'close');
      return;
    }
    const hasBody = c.req.raw.body !== null;
    await limit(c, next);
    if (hasBody && !c.req.raw.bodyUsed) c.header('Connection', 'close');
  };
}
