import { setImmediate as nextTurn } from 'node:timers/promises';
import { successBody } from '../http/response.ts';
import type { RouteResponseData } from './route-calculation.ts';

/** Stand-ins spliced out of the JSON text (request texts never hold a NUL: `parseInput` refuses them). */
const ROTAS = '\u0000rotas\u0000';
const DATA = '\u0000data\u0000';

/**
 * The JSON text of a successful calculation in the response wrapper (`successBody`), serialised one
 * alternative at a time with a turn of the event loop between them, so a long response (a hundred
 * kilobytes and more with the freight floors) never holds the HTTP thread for long.
 */
export async function routeResponseJson(data: RouteResponseData, message: string): Promise<string> {
  const rotas: string[] = [];
  for (const alternative of data.rotas) {
    await nextTurn();
    rotas.push(JSON.stringify(alternative));
  }
  const dataJson = JSON.stringify({ ...data, rotas: ROTAS }).replace(
    JSON.stringify(ROTAS),
    () => `[${rotas.join(',')}]`,
  );
  return JSON.stringify(successBody(DATA, 200, message)).replace(JSON.stringify(DATA), () => dataJson);
}
