import { ENCRYPTED_ROUTE_PARAM } from './route-links.ts';

/** Width of the embed iframe in pixels (SPEC §9). */
export const EMBED_WIDTH = 600;
/** Height of the embed iframe in pixels (SPEC §9). */
export const EMBED_HEIGHT = 450;
/** Browser alert when sharing finds no link (SPEC §8). */
export const SHARE_ERROR_MESSAGE = 'Erro ao compartilhar a rota!';
/** Label while the short link is fetched. */
export const SHARE_LINK_LOADING_LABEL = 'Gerando link...';
/** Hint after copying. */
export const SHARE_COPIED_LABEL = 'Copiado!';
/** Tab of the share link. */
export const SHARE_LINK_TAB_LABEL = 'Compartilhar Rota';
/** Tab of the embed code. */
export const SHARE_EMBED_TAB_LABEL = 'Incorporar Mapa';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The address an embed iframe shows: the site alone, or with `data` holding the encrypted route
 * (URL-encoded) when one is given.
 *
 * @example embedUrl('https://example.com/app/', 'a b') // 'https://example.com/app/?data=a%20b'
 */
export function embedUrl(siteUrl: string, encryptedRoute?: string): string {
  if (encryptedRoute == null || encryptedRoute === '') return siteUrl;
  const separator = siteUrl.includes('?') ? '&' : '?';
  return `${siteUrl}${separator}${ENCRYPTED_ROUTE_PARAM}=${encodeURIComponent(encryptedRoute)}`;
}

/**
 * The embed code of the share dialog (SPEC §2): an iframe of 600×450 pointing at {@link embedUrl}, the
 * address HTML-escaped for the attribute.
 *
 * @example embedCode('https://example.com/app/')
 * // '<iframe src="https://example.com/app/" width="600" height="450" style="border:0" loading="lazy" allowfullscreen></iframe>'
 */
export function embedCode(siteUrl: string, encryptedRoute?: string): string {
  const src = escapeAttribute(embedUrl(siteUrl, encryptedRoute));
  return `<iframe src="${src}" width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}" style="border:0" loading="lazy" allowfullscreen></iframe>`;
}
