import { z } from 'zod';
import { MAX_ENTITY_ID, queryInteger, shortLinkSchema } from '@freight/core';
import type { Config } from '../config.ts';
import { endpoint } from '../http/endpoint.ts';
import type { Resource } from '../http/endpoint.ts';
import { invalid } from '../http/http-error.ts';
import { publicOrigin } from './public-origin.ts';
import { sameOriginTarget } from './short-link-target.ts';
import { SHORT_LINK_MESSAGES } from './short-link-messages.ts';
import type { ShortLinksService } from './short-links.service.ts';

/** Where short links answer: `<public origin>/s/<code>`. */
export const SHORT_LINK_PATH = '/s';

/** Longest `redirect_to` accepted (an embed address with a 20-point route is a few kilobytes). */
export const MAX_REDIRECT_LENGTH = 8192;

/** Query of `GET /api/short-links`. */
export const shortLinkQuerySchema = z.object({
  category_id: queryInteger(1, MAX_ENTITY_ID).describe('Categoria do link (4: rota compartilhada).'),
  redirect_to: z
    .string()
    .trim()
    .min(1)
    .max(MAX_REDIRECT_LENGTH)
    .describe('Endereço deste site (absoluto ou caminho iniciado por /) para onde o link curto leva.'),
});

/**
 * `GET /api/short-links?category_id=&redirect_to=` (SPEC §7): `{ full_url }`, the short address
 * `<public origin>/s/<code>` of `redirect_to`. Any logged-in user; the same target in the same category
 * gives the same link. `redirect_to` must be an address of this site (422 otherwise: no open redirect).
 */
export function shortLinksResource(
  service: ShortLinksService,
  config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'>,
): Resource {
  return {
    tag: 'Links curtos',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/short-links',
        summary: 'Gera (ou reaproveita) o link curto de um endereço deste site',
        access: 'authenticated',
        query: shortLinkQuerySchema,
        response: shortLinkSchema,
        message: SHORT_LINK_MESSAGES.created,
        handler: async ({ user, query, c }) => {
          const origin = publicOrigin(c, config);
          const target = sameOriginTargetOrThrow(query.redirect_to, origin);
          const code = await service.codeFor(user, query.category_id, target);
          return { full_url: `${origin}${SHORT_LINK_PATH}/${code}` };
        },
      }),
    ],
  };
}

function sameOriginTargetOrThrow(redirectTo: string, origin: string): string {
  const target = sameOriginTarget(redirectTo, origin);
  if (target === null) {
    throw invalid({ redirect_to: SHORT_LINK_MESSAGES.foreignTarget }, SHORT_LINK_MESSAGES.foreignTarget);
  }
  return target;
}
