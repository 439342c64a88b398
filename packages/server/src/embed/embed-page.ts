import type { Hono } from 'hono';
import { ENCRYPTED_ROUTE_PARAM } from '@freight/core';
import type { AppEnv } from '../http/endpoint.ts';
import { escapeHtml } from '../html/escape-html.ts';
import { htmlMessage, htmlPage } from '../html/html-page.ts';
import type { ServerContext } from '../server-context.ts';
import { SHARED_ROUTE_MESSAGES } from '../shared-routes/shared-route-messages.ts';
import { MAX_ROUTE_TOKEN_LENGTH } from '../shared-routes/shared-routes.ts';
import { WIDGET_ENTRY_URL, widgetBuilt } from '../widget-files/widget-files.ts';

/** Where the embed page answers (the share dialog's link and iframe point here). */
export const EMBED_PATH = '/embed';

/** pt-BR texts of the embed page. */
export const EMBED_MESSAGES = {
  title: 'Rota compartilhada',
  widgetMissing: 'O mapa de rotas não está disponível no momento.',
  widgetMissingDetails: 'Tente novamente em alguns minutos.',
} as const;

const STYLE = `<style>
html, body { margin: 0; padding: 0; height: 100%; overflow: hidden; }
</style>`;

/** A `request_encrypted` token as it can appear in a link: base64url, bounded. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+$/;

function isRouteToken(data: string, ctx: Pick<ServerContext, 'routeServices'>): boolean {
  if (data.length > MAX_ROUTE_TOKEN_LENGTH || !TOKEN_SHAPE.test(data)) return false;
  return !ctx.routeServices || ctx.routeServices.tokens.open(data) !== null;
}

/**
 * The HTML of the embed page: the planner element filling the viewport, read-only (`mode="view"`) on the
 * route of `data`, or in create mode without one; its map drawn in the style at `mapStyle` when given
 * (`MAP_STYLE`), otherwise the element's default. Attribute values are HTML-escaped.
 *
 * @example embedPageHtml('abc') // '<!doctype html>…<freight-route-planner mode="view" data="abc" …'
 */
export function embedPageHtml(data: string | undefined, mapStyle?: string): string {
  const route = data ? ` mode="view" data="${escapeHtml(data)}"` : '';
  const map = mapStyle ? ` map-style="${escapeHtml(mapStyle)}"` : '';
  return htmlPage({
    title: EMBED_MESSAGES.title,
    head: `${STYLE}\n<script type="module" src="${WIDGET_ENTRY_URL}"></script>`,
    body: `<freight-route-planner${route}${map} style="display:block;height:100vh"></freight-route-planner>`,
  });
}

/**
 * `GET /embed?data=<request_encrypted>`: the page the share link and the 'Incorporar Mapa' iframe open.
 * Framable by any site (`app.ts` lists it among the framable paths of `pageSecurity`). A `data` that is not a token of
 * this server (checked when the route services are up) answers 400 'Link de rota inválido.'; without the
 * built widget (`WIDGET_DIST`), 503 with a pt-BR page. The planner then loads the route through
 * `GET /api/routes/encrypted`.
 */
export function mountEmbedPage(
  app: Hono<AppEnv>,
  ctx: Pick<ServerContext, 'config' | 'routeServices'>,
): void {
  app.get(EMBED_PATH, (c) => {
    const data = c.req.query(ENCRYPTED_ROUTE_PARAM)?.trim() || undefined;
    if (data !== undefined && !isRouteToken(data, ctx)) {
      return htmlMessage(c, 400, SHARED_ROUTE_MESSAGES.invalidLink, SHARED_ROUTE_MESSAGES.invalidLinkDetails);
    }
    if (!widgetBuilt(ctx.config)) {
      return htmlMessage(c, 503, EMBED_MESSAGES.widgetMissing, EMBED_MESSAGES.widgetMissingDetails);
    }
    return c.html(embedPageHtml(data, ctx.config.MAP_STYLE), 200, { 'Cache-Control': 'no-cache' });
  });
}
