import { LOGIN_ROUTE, pathOf } from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
 * page; either returns here after the login. When the stored token could not be checked (a server error or
 * no connection) it says why and offers to try again, instead of waiting for a user that never comes.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { session, sso, goToLogin } = useAppServices();
  const token = useStore(session.$token);
  const auth = useStore(session.$auth);
  const failure = useStore(session.$validationFailure);
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
  if (auth === null && failure !== null) {
    return (
      <Box sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void session.validate()}>
              {MESSAGES.session.retry}
            </Button>
          }
        >
          {MESSAGES.session.unchecked} {failure}
        </Alert>
      </Box>
    );
  }
  return children;
}
