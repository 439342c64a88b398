import { FORBIDDEN_MESSAGE, findRoute, HOME_ROUTE, mayOpen, pathOf } from '@freight/core';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';

/**
 * The permission guard of a page (SPEC §2, §6): a user who may not open the page named `route` (core's
 * `mayOpen`, the permission of the route table) reads the 403 message of SPEC §8 in its place, or goes
 * home where the table says so (create-route). While the user is not known yet it waits.
 */
export function RequirePermission({ route, children }: { route: string; children: ReactNode }) {
  const { session } = useAppServices();
  const auth = useStore(session.$auth);
  if (auth === null) return <LinearProgress aria-label={MESSAGES.loading} />;
  if (mayOpen(auth.settings, route)) return children;
  if (findRoute(route)?.whenDenied === 'home') return <Navigate to={pathOf(HOME_ROUTE) ?? '/'} replace />;
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }}>
      {FORBIDDEN_MESSAGE}
    </Alert>
  );
}
