import { authSchema, STORAGE_KEYS } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { createMemoryKeyValueStorage } from '../environment/memory-key-value-storage.ts';
import { createSessionStore } from './session-store.ts';

const user = (permissions: string[], roles: string[] = ['operator']) =>
  authSchema.parse({ token: 'tk', email: 'ana@acme.com.br', settings: { roles, permissions } });

describe('session store', () => {
  it('follows the attribute token, a login through its storage and the removal of a 401', () => {
    const backing = createMemoryKeyValueStorage();
    const session = createSessionStore(backing);
    expect(session.$token.get()).toBeNull();
    session.storage.setItem(STORAGE_KEYS.token, 'from-login');
    expect(session.$token.get()).toBe('from-login');
    session.setAttributeToken('from-attribute');
    expect(session.$token.get()).toBe('from-attribute');
    expect(session.storage.getItem(STORAGE_KEYS.token)).toBe('from-attribute');
    session.storage.removeItem(STORAGE_KEYS.token);
    expect(session.$token.get()).toBeNull();
    expect(backing.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("answers permissions with core's rule once the user is known, and forgets the user with the token", () => {
    const session = createSessionStore(createMemoryKeyValueStorage());
    session.setAttributeToken('tk');
    expect(session.may('route-create')).toBe(true);
    session.setAuth(user(['route-calculate']));
    expect(session.may('route-calculate')).toBe(true);
    expect(session.may('route-create')).toBe(false);
    session.setAuth(user([], ['super-admin']));
    expect(session.may('route-create')).toBe(true);
    session.setAuth(user(['route-list']));
    session.setAttributeToken('another');
    expect(session.$auth.get()).toBeNull();
    session.setAuth(user(['route-list']));
    session.storage.removeItem(STORAGE_KEYS.token);
    expect(session.$auth.get()).toBeNull();
  });
});
