import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { escapeHtml } from './escape-html.ts';

/** What {@link htmlPage} puts into a page. */
export interface HtmlPageParts {
  /** Text of `<title>` (escaped here). */
  title: string;
  /** Markup of `<body>`, already escaped by the caller. */
  body: string;
  /** Extra markup of `<head>` (styles, scripts), already escaped by the caller. */
  head?: string;
}

/**
 * A whole HTML document in pt-BR: UTF-8, the mobile viewport, the escaped title, then `head` and `body`
 * as given.
 *
 * @example htmlPage({ title: 'Link não encontrado.', body: '<p>Link não encontrado.</p>' })
 */
export function htmlPage({ title, body, head = '' }: HtmlPageParts): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

const MESSAGE_STYLE = `<style>
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2933; }
main { max-width: 36rem; margin: 15vh auto; padding: 0 1.5rem; text-align: center; }
h1 { font-size: 1.25rem; }
</style>`;

/**
 * A small page telling the visitor why nothing else is shown (unknown link, bad token, service down):
 * `message` as its heading and title, `details` under it. Not cached.
 *
 * @example return htmlMessage(c, 404, 'Link não encontrado.');
 */
export function htmlMessage(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  details?: string,
): Response {
  const body = `<main><h1>${escapeHtml(message)}</h1>${details ? `<p>${escapeHtml(details)}</p>` : ''}</main>`;
  return c.html(htmlPage({ title: message, body, head: MESSAGE_STYLE }), status, {
    'Cache-Control': 'no-store',
  });
}
