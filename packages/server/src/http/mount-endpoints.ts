import type { Context, Hono, MiddlewareHandler } from 'hono';
import { can } from '@freight/core';
import { assertUserSubscription } from '../access/subscription.ts';
import { authenticate } from '../auth/authenticate.ts';
import type { ServerContext } from '../server-context.ts';
import type { AnyEndpoint, AppEnv, Resource } from './endpoint.ts';
import { forbidden, notFound } from './http-error.ts';
import { MESSAGES } from './messages.ts';
import { parseInput } from './parse-input.ts';
import { MAX_JSON_BODY_BYTES, readJsonBody } from './read-json-body.ts';
import { requestBodyLimit } from './request-body-limit.ts';
import { successBody } from './response.ts';

function queryObject(c: Context): Record<string, string> {
  return Object.fromEntries(new URL(c.req.url).searchParams);
}

function register(app: Hono<AppEnv>, ctx: ServerContext, endpoint: AnyEndpoint): void {
  const { access } = endpoint;
  const needsSubscription = endpoint.subscription ?? (access !== 'public' && access !== 'authenticated');
  // a body larger than the endpoint takes is refused before anything else, unread (by Content-Length)
  const bodyLimit: MiddlewareHandler<AppEnv> = endpoint.body
    ? requestBodyLimit(endpoint.maxBodyBytes ?? MAX_JSON_BODY_BYTES)
    : (_c, next) => next();
  app.on(endpoint.method.toUpperCase(), `/api${endpoint.path}`, bodyLimit, async (c) => {
    const user = access === 'public' ? null : await authenticate(ctx, c);
    if (user && access !== 'authenticated' && access !== 'public' && !can(user, access)) throw forbidden();
    if (user && needsSubscription) assertUserSubscription(user);
    let params: unknown;
    if (endpoint.params) {
      const parsed = endpoint.params.safeParse(c.req.param());
      if (!parsed.success) throw notFound();
      params = parsed.data;
    }
    const query = endpoint.query ? parseInput(endpoint.query, queryObject(c)) : undefined;
    const body = endpoint.body ? parseInput(endpoint.body, await readJsonBody(c)) : undefined;
    const input = { params, query, body, user, c } as Parameters<AnyEndpoint['handler']>[0];
    const data: unknown = await endpoint.handler(input);
    if (data instanceof Response) return data;
    const status = endpoint.status ?? 200;
    return c.json(successBody(data ?? null, status, endpoint.message ?? MESSAGES.ok), status);
  });
}

/**
 * Registers every endpoint of `resources` under `/api`, in order.
 *
 * @example mountEndpoints(app, ctx, [companiesResource(ctx), shippersResource(ctx)])
 */
export function mountEndpoints(app: Hono<AppEnv>, ctx: ServerContext, resources: readonly Resource[]): void {
  for (const resource of resources) for (const endpoint of resource.endpoints) register(app, ctx, endpoint);
}
