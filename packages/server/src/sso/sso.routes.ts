import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { SSO_PATHS, ssoConfigSchema } from '@freight/core';
import type { SsoConfig } from '@freight/core';
import type { AppEnv, Resource } from '../http/endpoint.ts';
import { endpoint } from '../http/endpoint.ts';
import type { ServerContext } from '../server-context.ts';
import { createSsoService, SSO_LOGIN_TTL_MS } from './sso.service.ts';
import type { SsoStep } from './sso.service.ts';

/** Cookie holding the state of the browser's single sign-on login under way (HttpOnly, this path only). */
const STATE_COOKIE = 'sso_state';
const COOKIE_PATH = '/api/auth/sso';

/** A path below `/api` of one of {@link SSO_PATHS}. */
const below = (path: string): string => path.replace(/^\/api/, '');

const text = z.string().optional();

/** What the login start reads of its query. */
const loginQuery = z.looseObject({
  return_to: text.describe('Página do app a abrir depois do login (`/routes?page=2`); padrão: início.'),
});

/** The provider's answer (RFC 6749 §4.1.2); the relying party reads the whole query. */
const callbackQuery = z.looseObject({ code: text, state: text, error: text, iss: text });

/**
 * `/api/auth/sso`: single sign-on through an OpenID Connect provider (SPEC §1, §2): whether it is on, the
 * login start, the provider's callback and the logout. Login, callback and logout are browser
 * navigations: they always redirect, refusals included (to the app's login page with the reason).
 */
export function ssoResource(ctx: ServerContext): Resource {
  const sso = createSsoService(ctx);
  const secure = new URL(ctx.config.OIDC_REDIRECT_URI ?? 'http://localhost').protocol === 'https:';

  const redirect = (c: Context<AppEnv>, step: SsoStep): Response => {
    if (step.state) {
      setCookie(c, STATE_COOKIE, step.state, {
        path: COOKIE_PATH,
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        maxAge: SSO_LOGIN_TTL_MS / 1000,
      });
    }
    c.header('Cache-Control', 'no-store');
    return c.redirect(step.location, 302);
  };

  return {
    tag: 'Autenticação',
    endpoints: [
      endpoint({
        method: 'get',
        path: below(SSO_PATHS.config),
        summary: 'Diz se o login único (SSO) está configurado; o app o lê ao abrir',
        access: 'public',
        response: ssoConfigSchema,
        handler: (): SsoConfig => ({ enabled: sso.enabled }),
      }),
      endpoint({
        method: 'get',
        path: below(SSO_PATHS.login),
        summary:
          'Inicia o login único: redireciona ao provedor (código de autorização com PKCE S256, state e nonce)',
        access: 'public',
        query: loginQuery,
        status: 302,
        message:
          'Redireciona ao login do provedor; sem SSO (ou com o provedor fora do ar), à página de login.',
        handler: async ({ query, c }) => redirect(c, await sso.start(query.return_to)),
      }),
      endpoint({
        method: 'get',
        path: below(SSO_PATHS.callback),
        summary: 'Retorno do provedor: troca o código pelo usuário do e-mail verificado e abre a sessão',
        access: 'public',
        query: callbackQuery,
        status: 302,
        message:
          'Redireciona à página do app com o token no fragmento (`#sso_token=`), ou à página de login com o motivo da recusa (`#sso_error=`).',
        handler: async ({ c }) => {
          const params = new URL(c.req.url).searchParams;
          const step = await sso.finish(params, getCookie(c, STATE_COOKIE));
          deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH, secure });
          return redirect(c, step);
        },
      }),
      endpoint({
        method: 'get',
        path: below(SSO_PATHS.logout),
        summary: 'Sai do provedor de login único e volta à página de login do app',
        access: 'public',
        status: 302,
        message: 'Redireciona ao logout do provedor, ou à página de login quando não há SSO.',
        handler: async ({ c }) => redirect(c, await sso.logout()),
      }),
    ],
  };
}
