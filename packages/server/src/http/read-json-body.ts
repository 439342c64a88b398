import type { Context } from 'hono';
import { HttpError, badRequest } from './http-error.ts';
import { MESSAGES } from './messages.ts';

/**
 * Largest JSON body an endpoint takes unless it declares another (`Endpoint.maxBodyBytes`): every body of the
 * API is bounded by its texts' and lists' limits to a few kilobytes, so a larger one is refused by its
 * `Content-Length` (413) before a byte of it is read. File uploads have the app's `BODY_LIMIT_KB`.
 */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Deepest nesting of arrays and objects a JSON body may have (the API's bodies need fewer than 10). */
export const MAX_JSON_DEPTH = 32;

/**
 * Most separators (`,` outside strings) a JSON body may hold, about as many array elements and object
 * members over the whole body (the API's bodies hold a few hundred at most).
 */
export const MAX_JSON_ITEMS = 10_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Index just past the quote that ends the string whose text starts at `from` (or the text's end). */
function endOfString(text: string, from: number): number {
  for (let quote = text.indexOf('"', from); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
  }
  return text.length;
}

/**
 * Which bound `text` exceeds, if any: nesting of arrays and objects deeper than
 * {@link MAX_JSON_DEPTH}, or more than {@link MAX_JSON_ITEMS} separators. One pass over the text,
 * strings skipped (brackets and commas in them do not count), nothing built; whether the text is JSON
 * at all is left to `JSON.parse`.
 */
function exceededBound(text: string): 'depth' | 'items' | undefined {
  let depth = 0;
  let items = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = endOfString(text, i + 1) - 1;
    } else if (code === COMMA) {
      if (++items > MAX_JSON_ITEMS) return 'items';
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > MAX_JSON_DEPTH) return 'depth';
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return undefined;
}

function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/**
 * The JSON body of a request, read within bounds before anything parses or walks it: its size is
 * bounded by the endpoint's body limit ({@link MAX_JSON_BODY_BYTES}, 413), its nesting by {@link MAX_JSON_DEPTH} and its elements by
 * {@link MAX_JSON_ITEMS}, in one linear pass over the text. An empty body reads as `{}`. Answers in
 * pt-BR: 415 for a body sent as another media type (no `Content-Type` is taken as JSON), 400 for bytes
 * that are not UTF-8, a bound exceeded, or text that is not JSON. The only reader of JSON request
 * bodies.
 *
 * @example const body = parseInput(endpoint.body, await readJsonBody(c));
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const bytes = await c.req.arrayBuffer();
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw badRequest(MESSAGES.bodyNotUtf8);
  }
  if (text.trim() === '') return {};
  if (!isJsonMediaType(c.req.header('content-type'))) throw new HttpError(415, MESSAGES.jsonMediaType);
  const bound = exceededBound(text);
  if (bound) throw badRequest(bound === 'depth' ? MESSAGES.jsonTooDeep : MESSAGES.jsonTooManyItems);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(MESSAGES.invalidJson);
  }
}
