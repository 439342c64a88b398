import { z } from 'zod';
import {
  pagedSchema,
  permissionAssignmentSchema,
  permissionCatalogue,
  permissionInfoSchema,
  roleCreateSchema,
  roleListQuerySchema,
  roleSchema,
  roleUpdateSchema,
} from '@freight/core';
import { endpoint, ID, idParams } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { createRolesService } from './roles.service.ts';

/** `/api/roles` (with permission assignment) and the permission catalogue `/api/permissions`. */
export function rolesResource(ctx: ServerContext): Resource {
  const roles = createRolesService(ctx);
  return {
    tag: 'Perfis e permissões',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/permissions',
        summary: 'Catálogo de permissões, com a descrição de cada uma',
        access: 'authenticated',
        response: z.array(permissionInfoSchema),
        handler: () => permissionCatalogue(),
      }),
      endpoint({
        method: 'get',
        path: '/roles',
        summary: 'Lista paginada de perfis (filtro name)',
        access: 'role-list',
        subscription: false,
        query: roleListQuerySchema,
        response: pagedSchema(roleSchema),
        handler: ({ query }) => roles.list(query),
      }),
      endpoint({
        method: 'get',
        path: `/roles/${ID}`,
        summary: 'Um perfil com suas permissões',
        access: 'role-show',
        subscription: false,
        params: idParams,
        response: roleSchema,
        handler: ({ params }) => roles.get(params.id),
      }),
      endpoint({
        method: 'post',
        path: '/roles',
        summary: 'Cadastra um perfil',
        access: 'role-create',
        subscription: false,
        body: roleCreateSchema,
        response: roleSchema,
        status: 201,
        message: 'Perfil cadastrado com sucesso.',
        handler: ({ user, body }) => roles.create(user, body),
      }),
      endpoint({
        method: 'put',
        path: `/roles/${ID}`,
        summary: 'Altera um perfil',
        access: 'role-edit',
        subscription: false,
        params: idParams,
        body: roleUpdateSchema,
        response: roleSchema,
        message: MESSAGES.updated,
        handler: ({ user, params, body }) => roles.update(user, params.id, body),
      }),
      endpoint({
        method: 'put',
        path: `/roles/${ID}/permissions`,
        summary: 'Define a lista completa de permissões de um perfil',
        access: 'role-edit',
        subscription: false,
        params: idParams,
        body: permissionAssignmentSchema,
        response: roleSchema,
        message: MESSAGES.updated,
        handler: ({ user, params, body }) => roles.setPermissions(user, params.id, body.permissions),
      }),
      endpoint({
        method: 'delete',
        path: `/roles/${ID}`,
        summary: 'Exclui um perfil que não esteja atribuído a usuários',
        access: 'role-delete',
        subscription: false,
        params: idParams,
        response: z.null(),
        message: MESSAGES.deleted,
        handler: ({ params }) => roles.remove(params.id),
      }),
    ],
  };
}
