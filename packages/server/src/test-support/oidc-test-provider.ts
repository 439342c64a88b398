import type { Server } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** An account of the test provider: the e-mail it vouches for (or not). */
export interface TestOidcAccount {
  email: string;
  emailVerified: boolean;
}

/** The relying party the test provider knows. */
export interface TestOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Where its logout may return (the app's login page). */
  postLogoutRedirectUri: string;
}

/** A running OpenID Connect provider (the `oidc-provider` package) on loopback. */
export interface TestOidcProvider {
  /** Its issuer, `http://127.0.0.1:<port>`. */
  readonly issuer: string;
  /**
   * Follows the login that starts at the provider's authorization address `authorizationUrl` like a
   * browser (cookies kept, redirects followed), signing in as account `login` on the development login
   * form and granting the consent: the callback address the provider sends the browser to.
   */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

/** A free TCP port of the loopback interface. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const FORM = /<form[^>]*action="([^"]+)"[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i;
const HIDDEN = /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi;

/**
 * Starts a provider on a free loopback port (`port` 0) with `accounts` (login name → e-mail) and one
 * confidential `client` that must use PKCE (S256). Its development login form takes any password.
 *
 * @example const idp = await startTestOidcProvider({ ana: { email: 'ana@acme.com.br', emailVerified: true } }, client);
 */
export async function startTestOidcProvider(
  accounts: Readonly<Record<string, TestOidcAccount>>,
  client: TestOidcClient,
  port = 0,
): Promise<TestOidcProvider> {
  // the issuer names the port: with 0, a free one is found first
  const issuer = `http://127.0.0.1:${port === 0 ? await freePort() : port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        post_logout_redirect_uris: [client.postLogoutRedirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx: unknown, id: string) => {
      const account = accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: account.email, email_verified: account.emailVerified }),
      };
    },
    cookies: { keys: ['chave-de-teste-do-provedor'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
  });
  const server: Server = provider.listen(Number(new URL(issuer).port), '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));

  return {
    issuer,
    async signIn(authorizationUrl, login) {
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      let form: URLSearchParams | undefined;
      for (let step = 0; step < 20; step += 1) {
        if (url.startsWith(client.redirectUri)) return url;
        const res = await fetch(url, {
          method: form ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: form?.toString(),
        });
        for (const cookie of res.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const at = pair.indexOf('=');
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        form = undefined;
        const location = res.headers.get('location');
        if (res.status >= 300 && res.status < 400 && location) {
          url = new URL(location, url).href;
          continue;
        }
        const html = await res.text();
        const match = FORM.exec(html);
        if (!match)
          throw new Error(`the provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
        const [, action = '', fields = ''] = match;
        form = new URLSearchParams();
        for (const [, name = '', value = ''] of fields.matchAll(HIDDEN)) form.set(name, value);
        if (form.get('prompt') === 'login') {
          form.set('login', login);
          form.set('password', 'qualquer-senha');
        }
        url = new URL(action.replaceAll('&amp;', '&'), url).href;
      }
      throw new Error('the provider did not send the browser back');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
