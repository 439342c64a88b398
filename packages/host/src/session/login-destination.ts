import type { SsoConfig } from '@freight/core';

/** Where a logged-out visitor goes: wait for the SSO settings, the provider's login, or the in-app login. */
export type LoginDestination = 'pending' | 'sso' | 'in-app';

/**
 * The login rule of SPEC §1 and §2: with single sign-on on, the provider's login, except in the embedded
 * mode (`#embedded=1`), which uses the in-app login page, as everything does without single sign-on.
 * `config` is `null` while the server's answer is awaited.
 *
 * @example loginDestination({ enabled: true }, false) // 'sso'
 */
export function loginDestination(config: SsoConfig | null, embedded: boolean): LoginDestination {
  if (embedded) return 'in-app';
  if (config === null) return 'pending';
  return config.enabled ? 'sso' : 'in-app';
}
