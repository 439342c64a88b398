import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';

/** The repository root (the plain page is `examples/plain-page.html`, the element `packages/widget/dist`). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A third-party site that embeds the planner; it exists only inside the browser (`context.route`). A
 * `.localhost` name: Chromium grants the `local-network-access` permission the page needs to call the
 * server under test on 127.0.0.1 only to a secure context, which `http://*.localhost` is (`.test` is not).
 */
export const THIRD_PARTY_ORIGIN = 'http://transportadora.localhost';

/** Address of the plain page on {@link THIRD_PARTY_ORIGIN}. */
export const PLAIN_PAGE_URL = `${THIRD_PARTY_ORIGIN}/examples/plain-page.html`;

/** The API address written in `examples/plain-page.html`, replaced by the server under test. */
const EXAMPLE_API_BASE = 'api-base="http://127.0.0.1:8787"';

/** A transparent 1×1 PNG: the answer to every map tile request (no tile comes from the internet). */
const EMPTY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
};

/** What {@link serveThirdPartyPage} counts while the page runs. */
export interface ThirdPartyTraffic {
  /** Requests to other origins than the page's and the API's, answered locally (map tiles, fonts). */
  external: string[];
}

/**
 * Serves, inside `context`, `examples/plain-page.html` on {@link THIRD_PARTY_ORIGIN} with the built
 * element from `packages/widget/dist` (run the widget build first): the page's `api-base` becomes
 * `apiBase`, and `token`, when given, is set as the element's `token` attribute. Every request to
 * another origin than the page's and `apiBase`'s (map tiles, …) is answered locally: an empty PNG for
 * images, 404 otherwise. Requests to `apiBase` go to the real server untouched; the page may call it
 * although it listens on a loopback address (permission `local-network-access`).
 */
export async function serveThirdPartyPage(
  context: BrowserContext,
  options: { apiBase: string; token?: string },
): Promise<ThirdPartyTraffic> {
  const dist = join(REPO_ROOT, 'packages/widget/dist');
  if (!existsSync(join(dist, 'freight-route-planner.js')))
    throw new Error(
      `${dist}/freight-route-planner.js is missing: run "pnpm --filter @freight/widget run build"`,
    );
  const page = readFileSync(join(REPO_ROOT, 'examples/plain-page.html'), 'utf8');
  if (!page.includes(EXAMPLE_API_BASE))
    throw new Error(`examples/plain-page.html no longer has ${EXAMPLE_API_BASE}: update third-party-page.ts`);
  const token = options.token ? ` token="${options.token}"` : '';
  const html = page.replace(EXAMPLE_API_BASE, `api-base="${options.apiBase}"${token}`);
  const apiOrigin = new URL(options.apiBase).origin;
  const traffic: ThirdPartyTraffic = { external: [] };
  // The server under test listens on 127.0.0.1: Chromium asks before a page of another address space
  // calls a loopback one (Local Network Access), which a real host page and a public API never meet.
  await context.grantPermissions(['local-network-access'], { origin: THIRD_PARTY_ORIGIN });

  await context.route(
    (url) => url.origin !== apiOrigin,
    async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== THIRD_PARTY_ORIGIN) {
        traffic.external.push(url.href);
        const image = route.request().resourceType() === 'image' || /\.(png|jpe?g|webp)$/.test(url.pathname);
        await route.fulfill(
          image ? { status: 200, contentType: 'image/png', body: EMPTY_PNG } : { status: 404, body: '' },
        );
        return;
      }
      if (url.pathname === '/examples/plain-page.html') {
        await route.fulfill({ status: 200, contentType: CONTENT_TYPES['.html'], body: html });
        return;
      }
      const file = normalize(join(REPO_ROOT, decodeURIComponent(url.pathname)));
      if (!file.startsWith(dist) || !existsSync(file)) {
        await route.fulfill({ status: 404, body: '' });
        return;
      }
      await route.fulfill({
        status: 200,
        contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        body: readFileSync(file),
      });
    },
  );
  return traffic;
}
