import { LOGIN_ROUTE, pathOf } from '@freight/core';
import LinearProgress from '@mui/material/LinearProgress';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import type { LoginReturn } from '../app/app-services.ts';
import { MESSAGES } from '../messages.ts';
import { loginDestination } from '../session/login-destination.ts';

/**
 * The login guard of the main and clean layouts (SPEC §2): without a token the user goes to log in,
 * through the single sign-on provider when it is on (outside the embedded mode), else on the in-app login
 * page; either returns here after the login.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { session, sso, goToLogin } = useAppServices();
  const token = useStore(session.$token);
  const config = useStore(sso.$config);
  const { pathname, search } = useLocation();
  const destination = token === null ? loginDestination(config, sso.embedded) : null;

  useEffect(() => {
    if (destination === 'sso') goToLogin({ pathname, search });
  }, [destination, goToLogin, pathname, search]);

  if (destination === 'in-app') {
    const state: LoginReturn = { from: { pathname, search } };
    return <Navigate to={pathOf(LOGIN_ROUTE) ?? '/auth/login'} replace state={state} />;
  }
  if (destination !== null) return <LinearProgress aria-label={MESSAGES.loading} />;
  return children;
}
