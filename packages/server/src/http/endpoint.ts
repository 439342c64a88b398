import type { Context } from 'hono';
import { z } from 'zod';
import type { Permission } from '@freight/core';
import { entityIdTextSchema } from '@freight/core';
import type { Principal } from '../access/principal.ts';

/** Hono environment of the app: what middleware leaves for handlers. */
export interface AppEnv {
  Variables: {
    /** Id of the request (header `X-Request-Id`), also in every log line. */
    requestId: string;
  };
}

/**
 * Who may call an endpoint: anyone (`'public'`), any logged-in user (`'authenticated'`), or a user
 * holding the named permission (403 otherwise; super-admin holds all).
 */
export type Access = 'public' | 'authenticated' | Permission;

/** Path segment of a record id: digits only, so `/shippers/abc` is not a record path. */
export const ID = ':id{[0-9]+}';

/** Path parameters of a record path (`/shippers/${ID}`). */
export const idParams = z.object({ id: entityIdTextSchema });

/** What a handler receives: the parsed path parameters, query and body, the user and the Hono context. */
export interface HandlerInput<P, Q, B, U> {
  params: P;
  query: Q;
  body: B;
  user: U;
  c: Context<AppEnv>;
}

/**
 * One API call, declared once: method, path, access rule, input schemas, answer schema, status and
 * handler. `mountEndpoints` turns it into a Hono route that authenticates, checks the permission and
 * the subscription, validates the input (422 with pt-BR messages per field) and wraps what the handler
 * returns in the response wrapper; the same declaration feeds the OpenAPI document.
 */
export interface Endpoint<P = unknown, Q = unknown, B = unknown, A extends Access = Access> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Path below `/api`, Hono syntax; use {@link ID} for a record id (`/shippers/${ID}`). */
  path: string;
  /** One-line pt-BR description (OpenAPI summary). */
  summary: string;
  access: A;
  /**
   * Whether the call needs an active subscription (402 / 423, SPEC §6). Default: `true` for calls that
   * name a permission, `false` for `'public'` and `'authenticated'` ones.
   */
  subscription?: boolean;
  /** Schema of the path parameters; a mismatch answers 404. */
  params?: z.ZodType<P>;
  /** Schema of the query string. */
  query?: z.ZodType<Q>;
  /** Schema of the JSON body. */
  body?: z.ZodType<B>;
  /** Largest JSON body in bytes (413 beyond, unread); default `MAX_JSON_BODY_BYTES` (64 kB). */
  maxBodyBytes?: number;
  /** Schema of `data` in a successful answer (documentation). */
  response?: z.ZodType;
  /**
   * An answer the endpoint gives with its success status but `success: false` (SPEC §8: the route address
   * question), documented beside the success envelope.
   */
  failureAnswer?: { description: string; data: z.ZodType };
  /**
   * Status of a successful answer; default 200. `302`: a browser navigation the handler answers with a
   * redirect (`c.redirect(…)`, no `response` schema), documented with its `Location` header.
   */
  status?: 200 | 201 | 302;
  /** pt-BR `message` of a successful answer; default 'OK'. */
  message?: string;
  /**
   * Does the work. Returns the answer's `data`, or a `Response` to send as is (files). Throws an
   * `HttpError` for any other answer.
   */
  handler(input: HandlerInput<P, Q, B, A extends 'public' ? null : Principal>): unknown;
}

/** An endpoint of any input types (what a resource lists). */
export type AnyEndpoint = Endpoint<never, never, never, Access>;

/** Declares an endpoint, inferring the handler's input types from the schemas. */
export function endpoint<P = undefined, Q = undefined, B = undefined, A extends Access = Access>(
  definition: Endpoint<P, Q, B, A>,
): AnyEndpoint {
  return definition as unknown as AnyEndpoint;
}

/** A resource: its OpenAPI tag and its endpoints. One folder per resource under `src/resources`. */
export interface Resource {
  /** pt-BR name of the resource (OpenAPI tag). */
  tag: string;
  endpoints: readonly AnyEndpoint[];
}
