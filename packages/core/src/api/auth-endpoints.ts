import { authSchema } from '../schemas/index.ts';
import type { Auth, LoginRequest } from '../schemas/index.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, HttpClient } from './http-client.ts';

/** Calls of `/api/auth` (SPEC §7). They store nothing: see {@link Session} for that. */
export interface AuthEndpoints {
  /** `POST /api/auth/login` with e-mail and password; data: token, email, settings. */
  login(body: LoginRequest, options?: CallOptions): Promise<ApiResponse<Auth>>;
  /** `GET /api/auth/validate` with the stored bearer token; data: the same auth object. */
  validate(options?: CallOptions): Promise<ApiResponse<Auth>>;
}

/** Builds the auth calls on `http`. */
export function createAuthEndpoints(http: HttpClient): AuthEndpoints {
  return {
    login: (body, options = {}) =>
      http.request('/api/auth/login', { ...options, method: 'POST', body, schema: authSchema }),
    validate: (options = {}) => http.request('/api/auth/validate', { ...options, schema: authSchema }),
  };
}
