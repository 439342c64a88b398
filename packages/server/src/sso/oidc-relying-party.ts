import * as client from 'openid-client';

/** The four `OIDC_*` settings, all present. */
export interface OidcSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
}

/** What the server keeps of one login under way to check the provider's answer. */
export interface OidcChecks {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** Who the provider says signed in. */
export interface OidcIdentity {
  /** The `email` claim, if any. */
  readonly email: string | undefined;
  /** Whether the provider vouches for the e-mail (`email_verified: true`). */
  readonly emailVerified: boolean;
}

/** This server as an OpenID Connect relying party (authorization code flow with PKCE S256). */
export interface OidcRelyingParty {
  /** The provider's authorization address for one login (scope `openid email`). */
  authorizationUrl(checks: { state: string; nonce: string; codeChallenge: string }): Promise<URL>;
  /**
   * Exchanges the code of the provider's answer `callbackParams` (the callback's query) after checking its
   * state, and the ID token's nonce; reads the e-mail from the ID token or else from the userinfo endpoint.
   * @throws on any refusal or failure of the provider.
   */
  identify(callbackParams: URLSearchParams, checks: OidcChecks): Promise<OidcIdentity>;
  /** The provider's logout address returning to `postLogoutRedirectUri`, or `undefined` when it has none. */
  endSessionUrl(postLogoutRedirectUri: string): Promise<URL | undefined>;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

function verified(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * A relying party of the provider at `settings.issuer`, discovered on first use (and again after a failed
 * discovery). Plain-http requests are allowed only for an http issuer (tests on loopback), never for https.
 *
 * @example const rp = createOidcRelyingParty({ issuer, clientId, clientSecret, redirectUri });
 */
export function createOidcRelyingParty(settings: OidcSettings): OidcRelyingParty {
  let discovered: Promise<client.Configuration> | undefined;
  const insecure = new URL(settings.issuer).protocol === 'http:';

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        client.ClientSecretBasic(settings.clientSecret),
        {
          timeout: DISCOVERY_TIMEOUT_SECONDS,
          ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async authorizationUrl({ state, nonce, codeChallenge }) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: settings.redirectUri,
        scope: 'openid email',
        response_type: 'code',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },

    async identify(callbackParams, checks) {
      const config = await configuration();
      const currentUrl = new URL(settings.redirectUri);
      currentUrl.search = callbackParams.toString();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider answered no ID token');
      if (typeof claims['email'] === 'string') {
        return { email: claims['email'], emailVerified: verified(claims['email_verified']) };
      }
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        email: typeof info.email === 'string' ? info.email : undefined,
        emailVerified: verified(info.email_verified),
      };
    },

    async endSessionUrl(postLogoutRedirectUri) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return client.buildEndSessionUrl(config, {
        client_id: settings.clientId,
        post_logout_redirect_uri: postLogoutRedirectUri,
      });
    },
  };
}

/**
 * The single sign-on settings of `config`, or `undefined` when single sign-on is off (the configuration
 * takes all four `OIDC_*` variables or none).
 */
export function oidcSettingsOf(config: {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  OIDC_REDIRECT_URI?: string | undefined;
}): OidcSettings | undefined {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI } = config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET || !OIDC_REDIRECT_URI) return undefined;
  return {
    issuer: OIDC_ISSUER,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    redirectUri: OIDC_REDIRECT_URI,
  };
}
