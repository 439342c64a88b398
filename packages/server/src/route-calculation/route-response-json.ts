import { successBody } from '../http/response.ts';

/** Stand-in spliced out of the wrapper's JSON text (request texts never hold a NUL: `parseInput` refuses them). */
const DATA = '\u0000data\u0000';

/** UTF-8 of the wrapper before and after `data`, per message. */
const wrappers = new Map<string, { before: Uint8Array; after: Uint8Array }>();
const utf8 = new TextEncoder();

/**
 * The body of a successful calculation: the response wrapper (`successBody`) around the data's UTF-8 JSON
 * (`dataJson`, written by a route worker), byte for byte what `JSON.stringify` writes for the wrapper,
 * without decoding or parsing the data.
 *
 * @example Buffer.from(routeResponseJson(Buffer.from('{"selected":0}'), 'Rota calculada com sucesso.')).toString('utf8')
 * // '{"success":true,…,"data":{"selected":0},"error":null}'
 */
export function routeResponseJson(dataJson: Uint8Array, message: string): Uint8Array<ArrayBuffer> {
  let wrapper = wrappers.get(message);
  if (!wrapper) {
    const [before, after] = JSON.stringify(successBody(DATA, 200, message)).split(JSON.stringify(DATA));
    wrapper = { before: utf8.encode(before), after: utf8.encode(after) };
    wrappers.set(message, wrapper);
  }
  const { before, after } = wrapper;
  const body = new Uint8Array(before.length + dataJson.length + after.length);
  body.set(before, 0);
  body.set(dataJson, before.length);
  body.set(after, before.length + dataJson.length);
  return body;
}
