import { isEmbeddedHash, readSsoHandoff, ssoErrorMessage } from '@freight/core';
import type { ApiClient, SsoConfig } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** Single sign-on as the app sees it. */
export interface SsoStore {
  /** The server's settings (`GET /api/auth/sso/config`), `null` until they answer. */
  readonly $config: ReadableAtom<SsoConfig | null>;
  /** Whether the app opened in the embedded mode (`embedded=1` in the address fragment, SPEC §1). */
  readonly embedded: boolean;
  /** Why the last single sign-on login was refused (pt-BR), shown on the login page; `null` when none. */
  readonly $refusal: ReadableAtom<string | null>;
  /** The session token a single sign-on login handed over in the address fragment, if any. */
  readonly handedToken: string | null;
  /** Reads the server's settings once; a failure counts as single sign-on off. */
  load(): Promise<SsoConfig>;
}

/** The store over the API client and the address fragment the app opened with. */
export function createSsoStore(api: ApiClient, hash: string): SsoStore {
  const $config = atom<SsoConfig | null>(null);
  const handoff = readSsoHandoff(hash);
  const $refusal = atom<string | null>(
    handoff?.kind === 'error' ? ssoErrorMessage(handoff.code, handoff.email) : null,
  );
  let loading: Promise<SsoConfig> | undefined;

  return {
    $config,
    embedded: isEmbeddedHash(hash),
    $refusal,
    handedToken: handoff?.kind === 'token' ? handoff.token : null,
    load() {
      loading ??= api.auth
        .ssoConfig()
        .then((answer) => (answer.success ? answer.data : { enabled: false }))
        .catch(() => ({ enabled: false }))
        .then((config) => {
          $config.set(config);
          return config;
        });
      return loading;
    },
  };
}
