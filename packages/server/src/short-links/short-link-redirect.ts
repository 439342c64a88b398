import type { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { AppEnv } from '../http/endpoint.ts';
import { htmlMessage } from '../html/html-page.ts';
import { publicOrigin } from './public-origin.ts';
import { SHORT_LINK_MESSAGES } from './short-link-messages.ts';
import { SHORT_LINK_PATH } from './short-links.routes.ts';
import type { ShortLinksService } from './short-links.service.ts';

/**
 * `GET /s/:code`: 302 to the link's target (a path of this site, resolved against the public origin); an
 * unknown code answers a small pt-BR page 'Link não encontrado.' with 404.
 */
export function mountShortLinkRedirect(
  app: Hono<AppEnv>,
  service: ShortLinksService,
  config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'>,
): void {
  app.get(`${SHORT_LINK_PATH}/:code`, async (c) => {
    const target = await service.targetOf(c.req.param('code'));
    if (target === null) {
      return htmlMessage(c, 404, SHORT_LINK_MESSAGES.notFound, SHORT_LINK_MESSAGES.notFoundDetails);
    }
    c.header('Cache-Control', 'no-store');
    // Concatenated, not resolved: a stored path like '//host/x' must stay on this origin.
    return c.redirect(`${publicOrigin(c, config)}${target}`, 302);
  });
}
