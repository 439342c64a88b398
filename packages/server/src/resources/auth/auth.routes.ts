import { z } from 'zod';
import { authSchema, loginRequestSchema } from '@freight/core';
import { clientAddress } from '../../http/client-address.ts';
import { endpoint } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { createAuthService } from './auth.service.ts';

/** `/api/auth`: login, session validation, logout of this session or of every one. */
export function authResource(ctx: ServerContext): Resource {
  const auth = createAuthService(ctx);
  return {
    tag: 'Autenticação',
    endpoints: [
      endpoint({
        method: 'post',
        path: '/auth/login',
        summary: 'Entra com e-mail e senha; devolve o token, o e-mail e as configurações do usuário',
        access: 'public',
        body: loginRequestSchema,
        response: authSchema,
        message: MESSAGES.loggedIn,
        handler: ({ body, c }) => auth.login(body, clientAddress(c, ctx.config.TRUST_PROXY)),
      }),
      endpoint({
        method: 'get',
        path: '/auth/validate',
        summary: 'Valida o token e devolve o mesmo objeto do login',
        access: 'authenticated',
        response: authSchema,
        handler: ({ user }) => auth.authOf(user),
      }),
      endpoint({
        method: 'post',
        path: '/auth/logout',
        summary: 'Encerra a sessão: o token deixa de valer',
        access: 'authenticated',
        response: z.null(),
        message: MESSAGES.loggedOut,
        handler: ({ user }) => auth.logout(user),
      }),
      endpoint({
        method: 'post',
        path: '/auth/logout-all',
        summary: 'Sai de todos os dispositivos: encerra todas as sessões do usuário, inclusive esta',
        access: 'authenticated',
        response: z.null(),
        message: MESSAGES.loggedOutEverywhere,
        handler: ({ user }) => auth.logoutAll(user),
      }),
    ],
  };
}
