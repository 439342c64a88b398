import type { Context } from 'hono';
import { HttpError, badRequest } from './http-error.ts';
import { MESSAGES } from './messages.ts';

/** Deepest nesting of arrays and objects a JSON body may have (the API's bodies need fewer than 10). */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether `text` nests arrays and objects deeper than `maxDepth`: one pass over the text, brackets
 * inside strings not counted, nothing built. Whether the text is valid JSON is left to `JSON.parse`.
 *
 * @example nestsDeeperThan('[[1]]', 1) // true
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/**
 * The JSON body of a request, read within bounds before anything walks it: its size is bounded by
 * the app's body limit (413), its nesting by {@link MAX_JSON_DEPTH}. An empty body reads as `{}`.
 * Answers in pt-BR: 415 for a body sent as another media type (no `Content-Type` is taken as JSON),
 * 400 for bytes that are not UTF-8, nesting too deep, or text that is not JSON. The only reader of
 * JSON request bodies.
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
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(MESSAGES.jsonTooDeep);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(MESSAGES.invalidJson);
  }
}
