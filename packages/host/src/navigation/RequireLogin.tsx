import { LOGIN_ROUTE, pathOf } from '@freight/core';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import type { LoginReturn } from '../app/app-services.ts';

/**
 * The login guard of the main and clean layouts (SPEC §2): without a token the user goes to the login
 * page, which returns here after the login.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { session } = useAppServices();
  const token = useStore(session.$token);
  const { pathname, search } = useLocation();
  if (token === null) {
    const state: LoginReturn = { from: { pathname, search } };
    return <Navigate to={pathOf(LOGIN_ROUTE) ?? '/auth/login'} replace state={state} />;
  }
  return children;
}
