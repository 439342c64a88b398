import type { BrowserContext, Frame, Page } from '@playwright/test';
import { ROUTE_DRAWN_MARK } from '../packages/widget/bench/planner-flow.ts';

/** A 1×1 PNG: what the fake tile server answers for every tile. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** What `watchPolicy` saw: the policy violations of every frame, and the tiles the map asked for. */
export interface PolicyWatch {
  /** `directive blocked-address` of each `securitypolicyviolation` event and each "Refused to …" console error. */
  violations: string[];
  /** Addresses of the tiles requested from the default tile server (OpenStreetMap). */
  tiles: string[];
}

/**
 * Records every Content-Security-Policy violation of the pages of `context` (in every frame, also inside the
 * planner's shadow root) and answers the OpenStreetMap tiles with a small PNG, so the map draws on a closed
 * network. The browser checks the policy before the request reaches this fake, so a tile recorded in
 * `tiles` is a tile the policy let through.
 */
export async function watchPolicy(context: BrowserContext): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], tiles: [] };
  await context.exposeBinding('__reportPolicyViolation', (_source, text: string) => {
    watch.violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (globalThis as unknown as { __reportPolicyViolation: (text: string) => void })
          .__reportPolicyViolation;
        void report(`${event.effectiveDirective} ${event.blockedURI || 'inline'}`);
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      watch.violations.push(message.text());
    }
  });
  await context.route('https://tile.openstreetmap.org/**', async (route) => {
    watch.tiles.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG });
  });
  return watch;
}

/** Whether the map of the planner in `frame` has drawn the route (the `MapView` performance mark). */
export function routeDrawn(frame: Page | Frame): Promise<boolean> {
  return frame.evaluate((mark) => performance.getEntriesByName(mark).length > 0, ROUTE_DRAWN_MARK);
}
