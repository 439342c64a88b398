import { z } from 'zod';
import {
  pagedSchema,
  permissionAssignmentSchema,
  userCreateSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from '@freight/core';
import { endpoint, ID, idParams } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { createUsersService } from './users.service.ts';

/** `/api/users`, with roles, direct permissions and companies of each user. */
export function usersResource(ctx: ServerContext): Resource {
  const users = createUsersService(ctx);
  return {
    tag: 'Usuários',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/users',
        summary: 'Lista paginada de usuários das empresas do usuário (filtros name, email)',
        access: 'user-list',
        subscription: false,
        query: userListQuerySchema,
        response: pagedSchema(userSchema),
        handler: ({ user, query }) => users.list(user, query),
      }),
      endpoint({
        method: 'get',
        path: `/users/${ID}`,
        summary: 'Um usuário',
        access: 'user-show',
        subscription: false,
        params: idParams,
        response: userSchema,
        handler: ({ user, params }) => users.get(user, params.id),
      }),
      endpoint({
        method: 'post',
        path: '/users',
        summary: 'Cadastra um usuário com perfis, permissões e empresas',
        access: 'user-create',
        subscription: false,
        body: userCreateSchema,
        response: userSchema,
        status: 201,
        message: 'Usuário cadastrado com sucesso.',
        handler: ({ user, body }) => users.create(user, body),
      }),
      endpoint({
        method: 'put',
        path: `/users/${ID}`,
        summary: 'Altera um usuário (só os campos enviados)',
        access: 'user-edit',
        subscription: false,
        params: idParams,
        body: userUpdateSchema,
        response: userSchema,
        message: MESSAGES.updated,
        handler: ({ user, params, body }) => users.update(user, params.id, body),
      }),
      endpoint({
        method: 'put',
        path: `/users/${ID}/permissions`,
        summary: 'Define a lista completa de permissões diretas de um usuário',
        access: 'user-edit',
        subscription: false,
        params: idParams,
        body: permissionAssignmentSchema,
        response: userSchema,
        message: MESSAGES.updated,
        handler: ({ user, params, body }) => users.setPermissions(user, params.id, body.permissions),
      }),
      endpoint({
        method: 'post',
        path: `/users/${ID}/logout-all`,
        summary:
          'Encerra todas as sessões de um usuário: os tokens dele deixam de valer em todos os dispositivos',
        access: 'user-edit',
        subscription: false,
        params: idParams,
        response: z.null(),
        message: MESSAGES.loggedOutEverywhere,
        handler: ({ user, params }) => users.endSessions(user, params.id),
      }),
      endpoint({
        method: 'delete',
        path: `/users/${ID}`,
        summary: 'Exclui um usuário',
        access: 'user-delete',
        subscription: false,
        params: idParams,
        response: z.null(),
        message: MESSAGES.deleted,
        handler: ({ user, params }) => users.remove(user, params.id),
      }),
    ],
  };
}
