import { z } from 'zod';

/** The server's single sign-on calls (browser navigations, except `config`). */
export const SSO_PATHS = {
  /** `GET`: `{ enabled }`, whether the server signs in through an OpenID Connect provider. */
  config: '/api/auth/sso/config',
  /** `GET ?return_to=/path`: 302 to the provider's login. */
  login: '/api/auth/sso/login',
  /** `GET`: where the provider sends the browser back; 302 to the app with the handoff fragment. */
  callback: '/api/auth/sso/callback',
  /** `GET`: 302 to the provider's logout, which returns to the app's login page. */
  logout: '/api/auth/sso/logout',
} as const;

/**
 * Data of `GET /api/auth/sso/config`.
 *
 * @example ssoConfigSchema.parse({ enabled: true })
 */
export const ssoConfigSchema = z.object({ enabled: z.boolean() });

/** Single sign-on settings the app reads on load. */
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

/** Longest app path kept as the page to return to after a single sign-on login. */
const MAX_RETURN_PATH = 2000;

/**
 * `text` when it is a path of the app (below `/app/`, e.g. `/routes?page=2`), else `/`: never another
 * site (`//evil.example`, `/\evil.example`), never control characters, never longer than 2000 characters.
 *
 * @example safeReturnPath('/routes/12/edit') // '/routes/12/edit'
 * @example safeReturnPath('https://evil.example') // '/'
 */
export function safeReturnPath(text: string | null | undefined): string {
  if (typeof text !== 'string' || text.length > MAX_RETURN_PATH) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!text.startsWith('/') || /^\/[/\\]/.test(text) || /[\u0000-\u001f\u007f\\#]/.test(text)) return '/';
  return text;
}

/**
 * Address of the single sign-on login that returns to app path `returnTo`.
 *
 * @example ssoLoginUrl('/routes') // '/api/auth/sso/login?return_to=%2Froutes'
 */
export function ssoLoginUrl(returnTo: string): string {
  return `${SSO_PATHS.login}?${new URLSearchParams({ return_to: safeReturnPath(returnTo) })}`;
}

/** Why a single sign-on login ended on the login page. */
export const SSO_ERROR_CODES = [
  'no_account',
  'inactive',
  'unverified_email',
  'expired',
  'provider',
  'disabled',
] as const;

/** One of {@link SSO_ERROR_CODES}. */
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/**
 * The pt-BR message of a refused single sign-on login, naming the provider's e-mail when there is one.
 *
 * @example ssoErrorMessage('no_account', 'ana@acme.com.br') // 'Não há conta para o e-mail ana@acme.com.br. …'
 */
export function ssoErrorMessage(code: SsoErrorCode, email?: string): string {
  const ask = 'Peça acesso ao administrador da sua empresa.';
  switch (code) {
    case 'no_account':
      return email ? `Não há conta para o e-mail ${email}. ${ask}` : `Não há conta para este e-mail. ${ask}`;
    case 'inactive':
      return `A conta do e-mail ${email ?? 'informado'} está desativada. ${ask}`;
    case 'unverified_email':
      return email
        ? `O provedor de identidade não confirmou o e-mail ${email}. Confirme o e-mail no provedor ou peça ajuda ao administrador da sua empresa.`
        : 'O provedor de identidade não informou um e-mail confirmado. Peça ajuda ao administrador da sua empresa.';
    case 'expired':
      return 'O login pelo SSO expirou ou já foi usado. Tente novamente.';
    case 'provider':
      return 'Não foi possível entrar pelo SSO: o provedor de identidade recusou o login ou não respondeu. Tente novamente.';
    case 'disabled':
      return 'O login único (SSO) não está configurado. Entre com e-mail e senha.';
  }
}

/** What the single sign-on callback hands to the app in the address fragment. */
export type SsoHandoff =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'error'; readonly code: SsoErrorCode; readonly email?: string };

const TOKEN_KEY = 'sso_token';
const ERROR_KEY = 'sso_error';
const EMAIL_KEY = 'sso_email';

/**
 * The address fragment (`#…`) carrying `handoff` to the app: a fragment never reaches a server (no access
 * log) nor a `Referer`.
 *
 * @example ssoHandoffHash({ kind: 'error', code: 'expired' }) // '#sso_error=expired'
 */
export function ssoHandoffHash(handoff: SsoHandoff): string {
  const params = new URLSearchParams();
  if (handoff.kind === 'token') params.set(TOKEN_KEY, handoff.token);
  else {
    params.set(ERROR_KEY, handoff.code);
    if (handoff.email) params.set(EMAIL_KEY, handoff.email);
  }
  return `#${params}`;
}

/**
 * The handoff in address fragment `hash` (`location.hash`), or `null` when it holds none (or an unknown
 * error code).
 *
 * @example readSsoHandoff('#sso_token=abc') // { kind: 'token', token: 'abc' }
 */
export function readSsoHandoff(hash: string): SsoHandoff | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get(TOKEN_KEY);
  if (token) return { kind: 'token', token };
  const code = params.get(ERROR_KEY);
  if (!code || !(SSO_ERROR_CODES as readonly string[]).includes(code)) return null;
  const email = params.get(EMAIL_KEY);
  return email
    ? { kind: 'error', code: code as SsoErrorCode, email }
    : { kind: 'error', code: code as SsoErrorCode };
}

/**
 * Whether address fragment `hash` selects the embedded mode (SPEC §1: marker `embedded=1`), which sends
 * unauthenticated visitors to the in-app login instead of the single sign-on.
 *
 * @example isEmbeddedHash('#embedded=1') // true
 */
export function isEmbeddedHash(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).get('embedded') === '1';
}
