import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-destination.ts';

describe('where a logged-out visitor logs in', () => {
  it.each([
    { sso: { enabled: true }, embedded: false, goes: 'sso' },
    { sso: { enabled: true }, embedded: true, goes: 'in-app' },
    { sso: { enabled: false }, embedded: false, goes: 'in-app' },
    { sso: { enabled: false }, embedded: true, goes: 'in-app' },
    { sso: null, embedded: false, goes: 'pending' },
    { sso: null, embedded: true, goes: 'in-app' },
  ] as const)('SSO $sso, embedded $embedded → $goes', ({ sso, embedded, goes }) => {
    expect(loginDestination(sso, embedded)).toBe(goes);
  });
});
