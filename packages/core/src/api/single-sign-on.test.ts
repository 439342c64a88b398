import { describe, expect, it } from 'vitest';
import {
  isEmbeddedHash,
  readSsoHandoff,
  safeReturnPath,
  SSO_ERROR_CODES,
  ssoErrorMessage,
  ssoHandoffHash,
  ssoLoginUrl,
} from './single-sign-on.ts';

describe('the page a single sign-on login returns to', () => {
  it.each([
    ['/', '/'],
    ['/routes/12/edit', '/routes/12/edit'],
    ['/routes?page=2&ds=a%7Cb', '/routes?page=2&ds=a%7Cb'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['routes', '/'],
    ['/routes#sso_token=x', '/'],
    ['/a\nb', '/'],
    [`/${'a'.repeat(2000)}`, '/'],
    ['', '/'],
    [null, '/'],
  ])('%j → %s', (text, expected) => {
    expect(safeReturnPath(text)).toBe(expected);
  });

  it('goes into the login address as return_to', () => {
    expect(ssoLoginUrl('/routes?page=2')).toBe('/api/auth/sso/login?return_to=%2Froutes%3Fpage%3D2');
    expect(ssoLoginUrl('//evil.example')).toBe('/api/auth/sso/login?return_to=%2F');
  });
});

describe('the handoff fragment', () => {
  it('carries a token and reads it back', () => {
    const hash = ssoHandoffHash({ kind: 'token', token: 'eyJ.a-b_c.d' });
    expect(hash).toBe('#sso_token=eyJ.a-b_c.d');
    expect(readSsoHandoff(hash)).toEqual({ kind: 'token', token: 'eyJ.a-b_c.d' });
  });

  it('carries a refusal with the e-mail, shown in pt-BR', () => {
    const hash = ssoHandoffHash({ kind: 'error', code: 'no_account', email: 'ana+1@acme.com.br' });
    const handoff = readSsoHandoff(hash);
    expect(handoff).toEqual({ kind: 'error', code: 'no_account', email: 'ana+1@acme.com.br' });
    expect(ssoErrorMessage('no_account', 'ana+1@acme.com.br')).toBe(
      'Não há conta para o e-mail ana+1@acme.com.br. Peça acesso ao administrador da sua empresa.',
    );
  });

  it.each(['', '#', '#embedded=1', '#sso_error=whatever', '#sso_token='])('reads nothing in %j', (hash) => {
    expect(readSsoHandoff(hash)).toBeNull();
  });

  it.each(SSO_ERROR_CODES)('has a pt-BR message for %s, with and without e-mail', (code) => {
    expect(ssoErrorMessage(code, 'ana@acme.com.br')).toMatch(/\.$/);
    expect(ssoErrorMessage(code)).not.toContain('undefined');
  });
});

describe('the embedded marker', () => {
  it.each([
    ['#embedded=1', true],
    ['#x=2&embedded=1', true],
    ['embedded=1', true],
    ['#embedded=0', false],
    ['#embedded', false],
    ['', false],
  ])('%j → %s', (hash, expected) => {
    expect(isEmbeddedHash(hash)).toBe(expected);
  });
});
