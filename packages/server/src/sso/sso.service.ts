import { sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { APP_BASE_PATH, LOGIN_ROUTE, pathOf, safeReturnPath, ssoHandoffHash } from '@freight/core';
import type { SsoErrorCode, SsoHandoff } from '@freight/core';
import { users } from '../db/schema.ts';
import type { ServerContext } from '../server-context.ts';
import { createOidcRelyingParty, oidcSettingsOf } from './oidc-relying-party.ts';
import type { OidcRelyingParty } from './oidc-relying-party.ts';
import { createSsoLogins } from './sso-logins.ts';

/** How long a single sign-on login may take, from the redirect to the provider to the callback. */
export const SSO_LOGIN_TTL_MS = 10 * 60_000;

/** Longest e-mail repeated in a refusal (RFC 5321's path limit). */
const MAX_EMAIL_LENGTH = 254;

/** Address of a page of the app (`/routes` → `/app/routes`). */
const appAddress = (path: string): string => `${APP_BASE_PATH.replace(/\/$/, '')}${path}`;

/** The app's login page. */
export const APP_LOGIN_ADDRESS = appAddress(pathOf(LOGIN_ROUTE) ?? '/auth/login');

/** Where the browser goes next; `state` (a login started) goes into the browser's state cookie. */
export interface SsoStep {
  readonly location: string;
  readonly state?: string;
}

/**
 * Single sign-on through the OpenID Connect provider of the `OIDC_*` settings (off without them): the
 * authorization code flow with PKCE S256, state and nonce; the session token of a password login for the
 * active user of the provider's verified e-mail (no account is ever created); every refusal back on the
 * app's login page with its reason. Session tokens and refusals reach the app in the address fragment.
 */
export function createSsoService(ctx: ServerContext) {
  const logins = createSsoLogins(ctx.db);
  const settings = oidcSettingsOf(ctx.config);
  const relyingParty: OidcRelyingParty | undefined = settings && createOidcRelyingParty(settings);
  const now = () => new Date(ctx.clock());

  const toLogin = (code: SsoErrorCode, email?: string): SsoStep => {
    const handoff: SsoHandoff =
      email && email.length <= MAX_EMAIL_LENGTH ? { kind: 'error', code, email } : { kind: 'error', code };
    return { location: `${APP_LOGIN_ADDRESS}${ssoHandoffHash(handoff)}` };
  };

  const providerFailure = (step: string, error: unknown): SsoStep => {
    ctx.logger.warn('single sign-on failed', {
      step,
      error: error instanceof Error ? error.message : String(error),
    });
    return toLogin('provider');
  };

  return {
    /** Whether single sign-on is configured. */
    enabled: relyingParty !== undefined,

    /** Starts a login that returns to app path `returnTo`: the provider's authorization address. */
    async start(returnTo: string | undefined): Promise<SsoStep> {
      if (!relyingParty) return toLogin('disabled');
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      let location: URL;
      try {
        const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
        location = await relyingParty.authorizationUrl({ state, nonce, codeChallenge });
      } catch (error) {
        return providerFailure('authorization', error);
      }
      await logins.begin(
        { state, nonce, codeVerifier, returnTo: safeReturnPath(returnTo) },
        now(),
        SSO_LOGIN_TTL_MS,
      );
      return { location: location.href, state };
    },

    /**
     * Ends a login with the provider's answer `params` (the callback's query) in the browser holding
     * `cookieState`: the app page with the session token, or the login page with the refusal.
     */
    async finish(params: URLSearchParams, cookieState: string | undefined): Promise<SsoStep> {
      if (!relyingParty) return toLogin('disabled');
      const state = params.get('state');
      const login =
        state && cookieState && state === cookieState ? await logins.take(state, now()) : undefined;
      if (!login) return toLogin('expired');
      if (params.has('error')) {
        ctx.logger.info('single sign-on refused by the provider', { error: params.get('error') ?? '' });
        return toLogin('provider');
      }
      let identity;
      try {
        identity = await relyingParty.identify(params, login);
      } catch (error) {
        return providerFailure('callback', error);
      }
      if (!identity.email || !identity.emailVerified) return toLogin('unverified_email', identity.email);
      const [user] = await ctx.db
        .select({ id: users.id, active: users.active, sessionVersion: users.session_version })
        .from(users)
        .where(sql`lower(${users.email}) = ${identity.email.toLowerCase()}`)
        .limit(1);
      if (!user) return toLogin('no_account', identity.email);
      if (!user.active) return toLogin('inactive', identity.email);
      const { token } = await ctx.tokens.issue(user.id, user.sessionVersion);
      return { location: `${appAddress(login.returnTo)}${ssoHandoffHash({ kind: 'token', token })}` };
    },

    /** The provider's logout returning to the app's login page, or that page when there is none. */
    async logout(): Promise<SsoStep> {
      if (!relyingParty || !settings) return { location: APP_LOGIN_ADDRESS };
      try {
        const url = await relyingParty.endSessionUrl(new URL(APP_LOGIN_ADDRESS, settings.redirectUri).href);
        return { location: url?.href ?? APP_LOGIN_ADDRESS };
      } catch (error) {
        ctx.logger.warn('single sign-on logout address unavailable', {
          error: error instanceof Error ? error.message : String(error),
        });
        return { location: APP_LOGIN_ADDRESS };
      }
    },
  };
}

/** The single sign-on service of an app. */
export type SsoService = ReturnType<typeof createSsoService>;
