import { z } from 'zod';
import { authSchema } from '../schemas/index.ts';
import type { Auth, LoginRequest } from '../schemas/index.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, HttpClient } from './http-client.ts';
import { SSO_PATHS, ssoConfigSchema } from './single-sign-on.ts';
import type { SsoConfig } from './single-sign-on.ts';

/** Calls of `/api/auth` (SPEC §7). They store nothing: see {@link Session} for that. */
export interface AuthEndpoints {
  /** `POST /api/auth/login` with e-mail and password; data: token, email, settings. */
  login(body: LoginRequest, options?: CallOptions): Promise<ApiResponse<Auth>>;
  /** `GET /api/auth/validate` with the stored bearer token; data: the same auth object. */
  validate(options?: CallOptions): Promise<ApiResponse<Auth>>;
  /** `POST /api/auth/logout`: the stored token stops working on the server. */
  logout(options?: CallOptions): Promise<ApiResponse<null>>;
  /** `POST /api/auth/logout-all`: every session of the user ends, on every device, this one included. */
  logoutAll(options?: CallOptions): Promise<ApiResponse<null>>;
  /** `GET /api/auth/sso/config` (no token): whether the server signs in through single sign-on. */
  ssoConfig(options?: CallOptions): Promise<ApiResponse<SsoConfig>>;
}

/** The logout calls answer no data (`null`; a missing `data` reads as `null` too). */
const nothing = z.null().catch(null);

/** Builds the auth calls on `http`. */
export function createAuthEndpoints(http: HttpClient): AuthEndpoints {
  return {
    login: (body, options = {}) =>
      http.request('/api/auth/login', { ...options, method: 'POST', body, schema: authSchema }),
    validate: (options = {}) => http.request('/api/auth/validate', { ...options, schema: authSchema }),
    logout: (options = {}) =>
      http.request('/api/auth/logout', { ...options, method: 'POST', schema: nothing }),
    logoutAll: (options = {}) =>
      http.request('/api/auth/logout-all', { ...options, method: 'POST', schema: nothing }),
    ssoConfig: (options = {}) => http.request(SSO_PATHS.config, { ...options, schema: ssoConfigSchema }),
  };
}
